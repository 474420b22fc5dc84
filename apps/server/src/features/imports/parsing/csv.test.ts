import { isAppError } from "@finch/domain";
import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import type { CsvOptions, ParsedRow } from "./types";

/** Signed amount, date and description of the good rows; errors as their message. */
function summary(text: string, options: Partial<CsvOptions> = {}) {
  const { sections } = parseCsv(text, options);
  return sections.flatMap((s) => s.rows).map(brief);
}

function brief(row: ParsedRow) {
  if (row.error !== null) return row.error;
  const cents: number = row.amountCents ?? 0;
  return [
    row.transactionDate,
    row.transactionType === "debit" ? -cents : cents,
    row.description,
  ];
}

describe("parseCsv", () => {
  it("detects a semicolon file with decimal commas and day-first dates", () => {
    const text =
      "Buchungstag;Verwendungszweck;Betrag\n03.04.2024;Miete;-1.200,00\n25.04.2024;Gehalt;2.345,67\n";
    const { options } = parseCsv(text);
    expect(options).toMatchObject({
      delimiter: ";",
      decimalSeparator: ",",
      dateFormat: "DD.MM.YYYY",
      header: true,
    });
    expect(summary(text)).toEqual([
      ["2024-04-03", -120000, "Miete"],
      ["2024-04-25", 234567, "Gehalt"],
    ]);
  });

  it("reads tab and pipe delimiters and CR-only line endings", () => {
    expect(
      summary("Date\tDescription\tAmount\r2024-01-05\tCoffee\t-4.50\r"),
    ).toEqual([["2024-01-05", -450, "Coffee"]]);
    expect(
      summary("Date|Description|Amount\r\n2024-01-05|Coffee|-4.50\r\n"),
    ).toEqual([["2024-01-05", -450, "Coffee"]]);
  });

  it("decides the date order from every row, not the first", () => {
    const text =
      "Date,Description,Amount\n03/04/2024,A,-1.00\n04/04/2024,B,-2.00\n25/04/2024,C,-3.00\n";
    expect(parseCsv(text).options.dateFormat).toBe("DD/MM/YYYY");
    expect(summary(text)[0]).toEqual(["2024-04-03", -100, "A"]);
  });

  it("skips bank header lines above the table", () => {
    const text =
      "Account statement\nAccount: 12345678\nPeriod: March 2024\n\nDate,Details,Money out,Money in\n01/03/2024,Rent,500.00,\n15/03/2024,Salary,,2500.00\n";
    const { options } = parseCsv(text);
    expect(options.skipLines).toBe(4);
    expect(summary(text)).toEqual([
      ["2024-03-01", -50000, "Rent"],
      ["2024-03-15", 250000, "Salary"],
    ]);
  });

  it("reads parentheses, trailing minus signs and currency symbols", () => {
    const text =
      'Date,Description,Amount\n2024-01-01,A,($12.50)\n2024-01-02,B,12.50-\n2024-01-03,C,"$1,036.47"\n';
    expect(summary(text).map((r) => r[1])).toEqual([-1250, -1250, 103647]);
  });

  it("gives unsigned amounts the sign of a CR/DR column", () => {
    const text =
      "Date,Description,Amount,Dr/Cr\n2024-01-01,Shop,12.00,DR\n2024-01-02,Refund,3.00,CR\n";
    expect(summary(text).map((r) => r[1])).toEqual([-1200, 300]);
  });

  it("flips every sign with negate (card exports list charges as positive)", () => {
    const text =
      "Date,Description,Amount\n2024-01-01,Charge,12.00\n2024-01-02,Payment,-50.00\n";
    expect(summary(text, { negate: true }).map((r) => r[1])).toEqual([
      -1200, 5000,
    ]);
  });

  it("keeps quoted delimiters, newlines and escaped quotes inside a field", () => {
    const text =
      'Date,Description,Amount\n2024-01-01,"Coffee, ""large""\nwith milk",-4.50\n2024-01-02,Tea,-2.00\n';
    expect(summary(text)).toEqual([
      ["2024-01-01", -450, 'Coffee, "large"\nwith milk'],
      ["2024-01-02", -200, "Tea"],
    ]);
  });

  it("skips blank lines and total or balance lines, keeps identical rows apart", () => {
    const text =
      "Date,Description,Amount\n2024-01-01,Coffee,-4.50\n\n2024-01-01,Coffee,-4.50\nTotal,,-9.00\n,Closing balance,100.00\n";
    expect(summary(text)).toEqual([
      ["2024-01-01", -450, "Coffee"],
      ["2024-01-01", -450, "Coffee"],
    ]);
  });

  it("turns an unreadable date or amount into an error row and reads the rest", () => {
    const text =
      "Date,Description,Amount\n2024-01-01,Good,-1.00\n2024-02-31,Bad date,-2.00\n2024-01-03,Bad amount,abc\n2024-01-04,Good,-4.00\n";
    expect(summary(text)).toEqual([
      ["2024-01-01", -100, "Good"],
      "Row 2: the date '2024-02-31' cannot be read",
      "Row 3: the amount 'abc' cannot be read",
      ["2024-01-04", -400, "Good"],
    ]);
  });

  it("infers columns from the content when there is no header", () => {
    const text =
      "2024-01-05,POS 1234,Grocery Store Downtown,-45.10,1000.00\n2024-01-06,POS 1235,Coffee Corner,-3.20,996.80\n";
    const { options } = parseCsv(text);
    expect(options.header).toBe(false);
    expect(options.columns).toMatchObject({
      date: 0,
      amount: 3,
      description: 2,
    });
    expect(summary(text)[0]).toEqual([
      "2024-01-05",
      -4510,
      "Grocery Store Downtown",
    ]);
  });

  it("takes the columns the caller names, by header or by position", () => {
    const text = "When;What;How much\n2024-01-05;Lunch;-9,90\n";
    const rows = summary(text, {
      columns: { date: "When", description: 1, amount: "How much" },
    });
    expect(rows).toEqual([["2024-01-05", -990, "Lunch"]]);
  });

  it("gives one section per account of a one-file-many-accounts export, with the newest balance", () => {
    const text =
      "Date,Description,Amount,Account Name,Balance\n2024-01-01,A,-1.00,Checking,99.00\n2024-01-02,B,-2.00,Savings,48.00\n2024-01-03,C,-3.00,Checking,96.00\n";
    const { sections } = parseCsv(text);
    expect(
      sections.map((s) => [
        s.account?.name,
        s.account?.balanceCents,
        s.rows.length,
      ]),
    ).toEqual([
      ["Checking", 9600, 2],
      ["Savings", 4800, 1],
    ]);
  });

  it("reads a header of names it does not know as a header, not as a row", () => {
    const text =
      "id,created,amount,note\nch_1,2021-02-03 13:12,25.00,Entry 316\nch_2,2021-02-04 06:53,27.50,Entry 315\n";
    expect(parseCsv(text).options.header).toBe(true);
    expect(summary(text)).toEqual([
      ["2021-02-03", 2500, "Entry 316"],
      ["2021-02-04", 2750, "Entry 315"],
    ]);
  });

  it("knows a header by the name it ends with, and by a number after a known name", () => {
    const text =
      "JournalNumber,JournalDate,NetAmount,Partner Name,Payment Reference\n1,23-Jan-15,-36.00,ACME,INV-1\n2,24-Jan-15,12.00,Bike Co,INV-2\n";
    const { options, sections } = parseCsv(text);
    expect(options.columns).toMatchObject({
      date: "JournalDate",
      amount: "NetAmount",
      payee: "Partner Name",
      memo: "Payment Reference",
    });
    expect(sections[0]?.rows[0]).toMatchObject({
      transactionDate: "2015-01-23",
      merchantName: "ACME",
      memo: "INV-1",
    });
    // "Posting Text" is the kind of booking, never the transaction's text.
    const german =
      "Date;Amount;Name;Posting Text;Reason\n2/8/19;-63,89;Shell Gas;Lastschrifteinzug;Shell Gas purchase 0123\n2/20/19;-10,00;Cafe;Lastschrifteinzug;Coffee\n";
    expect(summary(german)[0]).toEqual(["2019-02-08", -6389, "Shell Gas"]);
  });

  it("describes rows by the text that varies, not one the same on every row", () => {
    const text =
      "Produit;Description;Date de valeur;Description 1;Débit;Crédit\nP1;Compte personnel;31.03.2019;Solde prix prestations;10.00;\nP1;Compte personnel;28.02.2019;Virement postal;;240.00\nP1;Compte personnel;27.04.2019;Ordre e-banking;200.00;\n";
    expect(summary(text)).toEqual([
      ["2019-03-31", -1000, "Solde prix prestations"],
      ["2019-02-28", 24000, "Virement postal"],
      ["2019-04-27", -20000, "Ordre e-banking"],
    ]);
  });

  it("skips a header repeated further down the file", () => {
    const text =
      "Date,Description,Amount,Transaction Type\n6/12/15,A,1000.00,debit\n6/13/15,B,2000.00,credit\nDate,Description,Amount,Transaction Type\n";
    expect(summary(text)).toEqual([
      ["2015-06-12", -100000, "A"],
      ["2015-06-13", 200000, "B"],
    ]);
  });

  it("detects a card export that lists charges as positive, and says so in its options", () => {
    const text =
      '"Merchant Name","Card Used For Transaction","Date","Amount"\n"Mobil","**** 1234","01/10/2019","36.33"\n"ITUNES","**** 4567","12/15/2018","13.98"\n';
    const { options } = parseCsv(text);
    expect(options.negate).toBe(true);
    expect(summary(text)).toEqual([
      ["2019-01-10", -3633, "Mobil"],
      ["2018-12-15", -1398, "ITUNES"],
    ]);
    // Given, the person's choice wins; a bank account's export (mostly money out) is left as it is.
    expect(summary(text, { negate: false })[0]).toEqual([
      "2019-01-10",
      3633,
      "Mobil",
    ]);
    const bank =
      "Date,Merchant,Amount\n2024-01-02,Cafe,-4.50\n2024-01-03,Shop,-20.00\n2024-01-04,Refund,5.00\n";
    expect(parseCsv(bank).options.negate).toBe(false);
    // A shop's order history: its total is what was paid.
    const orders =
      'order id,items,date,total\n112-1,"Goof Off Remover; ",2022-12-20,4.22\n114-5,"Smart Outlet; ",2022-10-11,34.12\n';
    expect(summary(orders)).toEqual([
      ["2022-12-20", -422, "Goof Off Remover;"],
      ["2022-10-11", -3412, "Smart Outlet;"],
    ]);
  });

  it("names the payer of money coming in and the payee of money going out", () => {
    const text =
      '"Buchungsdatum";"Zahlungspflichtige*r";"Zahlungsempfänger*in";"Verwendungszweck";"Betrag (€)"\n"05.01.24";"Max Mustermann";"REWE Markt";"REWE SAGT DANKE";"-23,45"\n"04.01.24";"ACME GmbH";"Max Mustermann";"Gehalt";"2.500"\n';
    const rows = parseCsv(text).sections[0]?.rows ?? [];
    expect(rows.map((r) => [r.merchantName, r.memo])).toEqual([
      ["REWE Markt", "REWE SAGT DANKE"],
      ["ACME GmbH", "Gehalt"],
    ]);
  });

  it("describes a German export by its payee, not by the kind of booking", () => {
    const text =
      '"Buchung";"Valuta";"Auftraggeber/Empfänger";"Buchungstext";"Verwendungszweck";"Betrag"\n"05.01.2024";"05.01.2024";"REWE Markt GmbH";"Lastschrift";"REWE SAGT DANKE FILIALE 1234";"-23,45"\n';
    expect(summary(text)).toEqual([["2024-01-05", -2345, "REWE Markt GmbH"]]);
  });

  it("signs unsigned amounts by an Af/Bij column", () => {
    const text =
      '"Datum","Naam / Omschrijving","Af Bij","Bedrag (EUR)"\n"20240105","Albert Heijn","Af","4,50"\n"20240104","ACME BV","Bij","1000,00"\n';
    expect(summary(text)).toEqual([
      ["2024-01-05", -450, "Albert Heijn"],
      ["2024-01-04", 100000, "ACME BV"],
    ]);
  });

  it("reads dates that go both ways day first in a pound or euro statement", () => {
    const pounds =
      "Date,Counter Party,Amount (GBP)\n05/01/2024,Pret,-4.50\n04/01/2024,ACME Ltd,1000.00\n";
    expect(summary(pounds).map((r) => r[0])).toEqual([
      "2024-01-05",
      "2024-01-04",
    ]);
    const dollars =
      "Date,Description,Amount\n05/01/2024,Cafe,$-4.50\n04/01/2024,Pay,$1000.00\n";
    expect(summary(dollars).map((r) => r[0])).toEqual([
      "2024-05-01",
      "2024-04-01",
    ]);
  });

  it("takes an id column only when every row has its own id", () => {
    const shared =
      "Date;Payee;Glaeubiger ID;Betrag\n05.01.2024;Stadtwerke;DE98ZZZ0999;-85,00\n04.02.2024;Stadtwerke;DE98ZZZ0999;-85,00\n05.02.2024;ACME;;2500,00\n";
    expect(parseCsv(shared).options.columns.id).toBeUndefined();
    const own =
      "Date,TransferWise ID,Description,Amount\n05-01-2024,CARD-1,Cafe,-4.50\n04-01-2024,TRANSFER-2,Pay,1000.00\n";
    expect(parseCsv(own).sections[0]?.rows.map((r) => r.externalId)).toEqual([
      "CARD-1",
      "TRANSFER-2",
    ]);
  });

  it("takes the column whose amounts go both ways when there is no header", () => {
    const text =
      "123456789\tEUR\t20240105\t1.000,00\t995,50\t20240105\t-4,50\tALBERT HEIJN 1234\n123456789\tEUR\t20240104\t0,00\t1.000,00\t20240104\t1.000,00\tSEPA Overboeking ACME BV\n";
    expect(summary(text)).toEqual([
      ["2024-01-05", -450, "ALBERT HEIJN 1234"],
      ["2024-01-04", 100000, "SEPA Overboeking ACME BV"],
    ]);
  });

  it("takes the closing balance from the newest row, whichever way the file is sorted", () => {
    const balance = (rows: string) =>
      parseCsv(`Date,Description,Amount,Running Balance\n${rows}`).sections[0]
        ?.account?.balanceCents;
    // One day, newest first: each balance is the next row's plus its own amount.
    expect(balance("05/03/2021,Out,-100,200\n05/03/2021,In,120,300\n")).toBe(
      20000,
    );
    // One day, oldest first.
    expect(balance("05/03/2021,In,120,300\n05/03/2021,Out,-100,200\n")).toBe(
      20000,
    );
    // The one row of the latest day, whatever the order.
    expect(
      balance("05/01/2021,A,-5,100\n05/09/2021,B,-5,95\n05/02/2021,C,-5,90\n"),
    ).toBe(9500);
    // Dates going both ways on the latest day's rows, or balances that fit either order: none.
    expect(
      balance(
        "08/17/2022,In,20,878.47\n08/17/2022,Out,-103,858.47\n08/04/2022,X,-57.27,1036.47\n08/09/2022,Y,-75,961.47\n",
      ),
    ).toBeNull();
    expect(
      balance("08/17/2022,Out,-20,858.47\n08/17/2022,In,20,878.47\n"),
    ).toBeNull();
  });

  it("refuses text without a date and an amount column, naming the file", () => {
    let thrown: unknown;
    try {
      parseCsv("hello there\nthis is just a letter\nwith no numbers at all\n");
    } catch (error) {
      thrown = error;
    }
    expect(isAppError(thrown) && thrown.fieldErrors?.[0]).toMatchObject({
      loc: ["body", "file"],
      type: "columns_not_found",
    });
  });

  it("refuses bad options, naming the option", () => {
    const text = "Date,Amount\n2024-01-01,1.00\n";
    const cases: [Partial<CsvOptions>, string][] = [
      [{ delimiter: ";;" }, "delimiter"],
      [{ skipLines: -1 }, "skipLines"],
      [{ dateFormat: "QQ" }, "dateFormat"],
      [{ columns: { date: "Nope", amount: "Amount" } }, "columns"],
    ];
    for (const [options, field] of cases) {
      let thrown: unknown;
      try {
        parseCsv(text, options);
      } catch (error) {
        thrown = error;
      }
      expect(isAppError(thrown) && thrown.fieldErrors?.[0]?.loc, field).toEqual(
        ["body", "options", field],
      );
    }
  });
});
