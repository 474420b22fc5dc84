import { importPreviewSchema, type ImportPreview } from "@finch/contracts";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";
import { firstLoc, importsApi, multipartBody } from "../../../test/imports-api";
import { moneyApi, TODAY_UTC } from "../../../test/money-api";

const { app, database } = await buildTestApp();
const api = moneyApi(app, database);
const imports = importsApi(app);

/** A German bank's export: semicolons, DD.MM.YYYY, decimal commas, thousands dots. */
const EUROPEAN_CSV = [
  "Buchungstag;Verwendungszweck;Betrag",
  "03.02.2025;Miete Februar;-1.234,56",
  "05.02.2025;Gehalt ACME GmbH;2.500,00",
  "07.02.2025;REWE Markt 123;-45,10",
].join("\n");

const COFFEES_CSV = [
  "Date,Description,Amount",
  "2025-03-10,Blue Bottle Coffee,-4.50",
  "2025-03-10,Blue Bottle Coffee,-4.50",
  "2025-03-11,Bakery,-3.20",
].join("\n");

/** The rows as they matter to a person: date, signed amount, text. */
function ledgerOf(rows: ImportPreview["rows"]) {
  return rows.map((r) => [
    r.transaction_date,
    r.transaction_type === "debit" ? -(r.amount ?? 0) : r.amount,
    r.description,
    r.status,
  ]);
}

/** COFFEES_CSV previewed for the account, as march.csv. */
function previewMarch(user: SignedInUser, accountId: number) {
  return imports.preview(
    user,
    { name: "march.csv", bytes: COFFEES_CSV },
    { accountId },
  );
}

async function accountOf(user: SignedInUser, name = "Girokonto") {
  return api.createAccount(user, { name, current_balance: 1000 });
}

describe("POST /imports (preview)", () => {
  it("reads a European CSV's dates, decimal commas and signs, and writes nothing", async () => {
    const user = await makeUser(app);
    const account = await accountOf(user);
    const preview = await imports.preview(
      user,
      { name: "umsaetze.csv", bytes: EUROPEAN_CSV },
      { accountId: account.id },
    );
    expect(preview).toMatchObject({
      status: "preview",
      file_name: "umsaetze.csv",
      format: "csv",
      encoding: "utf-8",
      account_id: account.id,
      summary: { rows: 3, new: 3, duplicates: 0, errors: 0 },
    });
    expect(preview.options).toMatchObject({
      delimiter: ";",
      header: true,
      date_format: "DD.MM.YYYY",
      decimal_separator: ",",
      negate: false,
    });
    expect(ledgerOf(preview.rows)).toEqual([
      ["2025-02-03", -1234.56, "Miete Februar", "new"],
      ["2025-02-05", 2500, "Gehalt ACME GmbH", "new"],
      ["2025-02-07", -45.1, "REWE Markt 123", "new"],
    ]);
    expect(preview.rows[0]).toMatchObject({
      amount: 1234.56,
      transaction_type: "debit",
      category: "other",
      duplicate_of: null,
      error: null,
    });
    expect(await api.transactionCount(account.id)).toBe(0);
    // Written as stored, past the compiled writer: the contract is checked here.
    expect(importPreviewSchema.parse(preview)).toEqual(preview);
    const again = await imports.get(user, preview.id);
    expect(again.headers["content-type"]).toBe(
      "application/json; charset=utf-8",
    );
    expect(again.json()).toEqual(preview);
  });

  it("keeps an unreadable row as an error naming the row and value, and imports the others", async () => {
    const user = await makeUser(app);
    const account = await accountOf(user);
    const csv = [
      "Date,Description,Amount",
      "2025-03-01,Good,-10.00",
      "2025-13-45,Bad date,-5.00",
      "2025-03-02,Bad amount,abc",
    ].join("\n");
    const preview = await imports.preview(
      user,
      { name: "mixed.csv", bytes: csv },
      { accountId: account.id },
    );
    expect(preview.summary).toEqual({
      rows: 3,
      new: 1,
      duplicates: 0,
      errors: 2,
    });
    const [, badDate, badAmount] = preview.rows;
    expect(badDate?.status).toBe("error");
    expect(badDate?.error).toMatch(/row 2/i);
    expect(badDate?.error).toContain("2025-13-45");
    expect(badAmount?.error).toContain("abc");
    const refused = await imports.commitRaw(user, preview.id, {
      include_rows: [2],
    });
    expect(refused.statusCode).toBe(422);
    expect(firstLoc(refused)).toEqual(["body", "include_rows"]);
    expect(await imports.commit(user, preview.id)).toMatchObject({
      imported: 1,
      skipped: 2,
    });
    const { transactions } = await api.allTransactions(user);
    expect(transactions.map((t) => t.description)).toEqual(["Good"]);
  });

  it("answers 422 naming the file for an empty file, a file that is no statement and a missing file", async () => {
    const user = await makeUser(app);
    const cases = [
      { name: "empty.csv", bytes: "" },
      {
        name: "photo.png",
        bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3]),
      },
      { name: "notes.txt", bytes: "Dear diary,\ntoday was a good day.\n" },
    ];
    for (const file of cases) {
      const res = await imports.upload(user, file);
      expect(res.statusCode, file.name).toBe(422);
      expect(firstLoc(res), file.name).toEqual(["body", "file"]);
    }
    const missing = await imports.upload(user, null, { options: {} });
    expect(missing.statusCode).toBe(422);
    expect(firstLoc(missing)).toEqual(["body", "file"]);
    expect((await imports.list(user)).imports).toEqual([]);
  });

  it("answers 422 naming the option for options it cannot use", async () => {
    const user = await makeUser(app);
    const file = { name: "a.csv", bytes: COFFEES_CSV };
    const cases: [string | object, unknown[]][] = [
      ["{not json", ["body", "options"]],
      [{ date_format: "QQ-ZZ" }, ["body", "options", "date_format"]],
      [{ skip_lines: -1 }, ["body", "options", "skip_lines"]],
      [{ decimal_separator: ";" }, ["body", "options", "decimal_separator"]],
      [{ columns: { amount: 2 } }, ["body", "options", "columns"]],
      [
        { columns: { date: 0, amount: 2, colour: 1 } },
        ["body", "options", "columns", "colour"],
      ],
      [{ shoe_size: 42 }, ["body", "options"]],
      [{ encoding: "klingon-8" }, ["body", "options", "encoding"]],
    ];
    for (const [options, loc] of cases) {
      const res = await imports.upload(user, file, {
        options: options as string,
      });
      expect(res.statusCode, JSON.stringify(options)).toBe(422);
      expect(firstLoc(res), JSON.stringify(options)).toEqual(loc);
    }
  });

  it("uses the options given: columns by index, a date format and reversed signs", async () => {
    const user = await makeUser(app);
    const account = await accountOf(user, "Card");
    const csv = ["10/03/2025|COFFEE|4.50", "11/03/2025|REFUND|-2.00"].join(
      "\n",
    );
    const preview = await imports.preview(
      user,
      { name: "card.txt", bytes: csv },
      {
        accountId: account.id,
        options: {
          delimiter: "|",
          header: false,
          date_format: "DD/MM/YYYY",
          columns: { date: 0, description: 1, amount: 2 },
          negate: true,
        },
      },
    );
    expect(ledgerOf(preview.rows)).toEqual([
      ["2025-03-10", -4.5, "COFFEE", "new"],
      ["2025-03-11", 2, "REFUND", "new"],
    ]);
    expect(preview.options).toMatchObject({
      delimiter: "|",
      header: false,
      date_format: "DD/MM/YYYY",
      columns: { date: 0, description: 1, amount: 2 },
      negate: true,
    });
  });
});

describe("a file of several accounts", () => {
  /** A Mint-style export: one file, an account column, two accounts. */
  const TWO_ACCOUNTS_CSV = [
    "Date,Description,Amount,Account Name",
    "2025-03-10,Coffee,-4.50,Everyday",
    "2025-03-11,Interest,1.20,Savings",
    "2025-03-12,Bakery,-3.20,Everyday",
  ].join("\n");
  const file = { name: "export.csv", bytes: TWO_ACCOUNTS_CSV };

  it("lists the file's statements, previews one of them and writes only its rows", async () => {
    const user = await makeUser(app);
    const everyday = await accountOf(user, "Everyday");
    const all = await imports.preview(user, file, { accountId: everyday.id });
    expect(all.statements).toEqual([
      {
        index: 0,
        name: "Everyday",
        number_masked: null,
        currency: null,
        rows: 2,
      },
      {
        index: 1,
        name: "Savings",
        number_masked: null,
        currency: null,
        rows: 1,
      },
    ]);
    expect(all.statement).toBeNull();
    expect(all.summary.rows).toBe(3);

    const one = await imports.preview(user, file, {
      accountId: everyday.id,
      statement: 0,
    });
    expect(one.statement).toBe(0);
    expect(one.statements).toEqual(all.statements);
    expect(ledgerOf(one.rows)).toEqual([
      ["2025-03-10", -4.5, "Coffee", "new"],
      ["2025-03-12", -3.2, "Bakery", "new"],
    ]);
    // Read back, the preview says the same.
    const again = await app.inject({
      method: "GET",
      url: `/api/v1/imports/${String(one.id)}`,
      headers: user.auth,
    });
    expect(again.json()).toMatchObject({
      statement: 0,
      statements: all.statements,
    });
    expect((await imports.commit(user, one.id)).imported).toBe(2);
    const written = await api.listTransactions(
      user,
      `?account_id=${String(everyday.id)}`,
    );
    expect(written.transactions.map((t) => t.description).sort()).toEqual([
      "Bakery",
      "Coffee",
    ]);
  });

  it("answers 422 naming statement for a statement the file does not hold", async () => {
    const user = await makeUser(app);
    for (const statement of [2, "first", "-1"]) {
      const res = await imports.upload(user, file, { statement });
      expect(res.statusCode, String(statement)).toBe(422);
      expect(firstLoc(res), String(statement)).toEqual(["body", "statement"]);
    }
  });
});

describe("the upload itself", () => {
  it("answers 401 without a token and 422 naming the file for two files", async () => {
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/v1/imports",
      payload: multipartBody({ name: "a.csv", bytes: COFFEES_CSV }).payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await makeUser(app);
    const one = multipartBody({ name: "a.csv", bytes: COFFEES_CSV });
    const boundary = one.contentType.split("boundary=")[1] ?? "";
    const second = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.csv"\r\n\r\n${COFFEES_CSV}\r\n`;
    const payload = Buffer.concat([Buffer.from(second), one.payload]);
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/imports",
      headers: { ...user.auth, "content-type": one.contentType },
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(firstLoc(res)).toEqual(["body", "file"]);
    expect((await imports.list(user)).imports).toEqual([]);
  });
});

describe("POST /imports/{id}/commit", () => {
  it("writes the rows into the account, where the list, counts and search find them", async () => {
    const user = await makeUser(app);
    const account = await accountOf(user);
    const preview = await imports.preview(
      user,
      { name: "umsaetze.csv", bytes: EUROPEAN_CSV },
      { accountId: account.id },
    );
    expect(await imports.commit(user, preview.id)).toEqual({
      id: preview.id,
      status: "committed",
      imported: 3,
      skipped: 0,
    });
    const { transactions } = await api.allTransactions(user);
    expect(
      transactions.map((t) => [
        t.transaction_date,
        t.transaction_type,
        t.amount,
        t.description,
        t.account.id,
      ]),
    ).toEqual([
      ["2025-02-07", "debit", 45.1, "REWE Markt 123", account.id],
      ["2025-02-05", "credit", 2500, "Gehalt ACME GmbH", account.id],
      ["2025-02-03", "debit", 1234.56, "Miete Februar", account.id],
    ]);
    const [listed] = await api.listAccounts(user);
    expect(listed?.transaction_count).toBe(3);
    const found = await api.listTransactions(user, "?q=rewe");
    expect(found.total).toBe(1);
    expect((await imports.list(user)).imports).toEqual([
      expect.objectContaining({
        id: preview.id,
        status: "committed",
        file_name: "umsaetze.csv",
        format: "csv",
        account_id: account.id,
        account_name: "Girokonto",
        imported: 3,
        skipped: 0,
      }),
    ]);
  });

  it("finds only duplicates when the same statement is imported again, and keeps two identical coffees", async () => {
    const user = await makeUser(app);
    const account = await accountOf(user);
    const file = { name: "march.csv", bytes: COFFEES_CSV };
    const first = await imports.preview(user, file, { accountId: account.id });
    expect(first.summary).toMatchObject({ new: 3, duplicates: 0 });
    expect(await imports.commit(user, first.id)).toMatchObject({ imported: 3 });

    const second = await imports.preview(user, file, { accountId: account.id });
    expect(second.summary).toEqual({
      rows: 3,
      new: 0,
      duplicates: 3,
      errors: 0,
    });
    const { transactions } = await api.allTransactions(user);
    const ids = new Set(transactions.map((t) => t.id));
    const matched = second.rows.map((r) => r.duplicate_of);
    expect(new Set(matched).size).toBe(3);
    for (const id of matched) expect(ids.has(id ?? -1)).toBe(true);
    expect(await imports.commit(user, second.id)).toMatchObject({
      imported: 0,
      skipped: 3,
    });
    expect(await api.transactionCount(account.id)).toBe(3);
  });

  it("imports a flagged duplicate when asked and skips a new row when asked", async () => {
    const user = await makeUser(app);
    const account = await accountOf(user);
    const existing = await api.createTransaction(user, account.id, {
      description: "Blue Bottle Coffee",
      amount: 4.5,
      transaction_type: "debit",
      transaction_date: "2025-03-09",
    });
    const preview = await previewMarch(user, account.id);
    expect(preview.summary).toMatchObject({ new: 2, duplicates: 1 });
    const duplicate = preview.rows.find((r) => r.status === "duplicate");
    expect(duplicate?.duplicate_of).toBe(existing.id);
    const result = await imports.commit(user, preview.id, {
      include_rows: [duplicate?.row],
      skip_rows: [3],
    });
    expect(result).toMatchObject({ imported: 2, skipped: 1 });
    const { transactions } = await api.allTransactions(user);
    expect(transactions.map((t) => t.description).sort()).toEqual([
      "Blue Bottle Coffee",
      "Blue Bottle Coffee",
      "Blue Bottle Coffee",
    ]);
  });

  it("needs an account: 422 naming account_id, then the one given at commit", async () => {
    const user = await makeUser(app);
    const preview = await imports.preview(user, {
      name: "march.csv",
      bytes: COFFEES_CSV,
    });
    expect(preview.account_id).toBeNull();
    const refused = await imports.commitRaw(user, preview.id, {});
    expect(refused.statusCode).toBe(422);
    expect(firstLoc(refused)).toEqual(["body", "account_id"]);
    const account = await accountOf(user);
    expect(
      await imports.commit(user, preview.id, { account_id: account.id }),
    ).toMatchObject({ imported: 3 });
    expect(await api.transactionCount(account.id)).toBe(3);
  });

  it("writes once when the commit is repeated or sent twice at once", async () => {
    const user = await makeUser(app);
    const account = await accountOf(user);
    const file = { name: "march.csv", bytes: COFFEES_CSV };
    const preview = await imports.preview(user, file, {
      accountId: account.id,
    });
    const answers = await Promise.all([
      imports.commit(user, preview.id),
      imports.commit(user, preview.id),
      imports.commit(user, preview.id),
    ]);
    for (const answer of answers)
      expect(answer).toEqual({
        id: preview.id,
        status: "committed",
        imported: 3,
        skipped: 0,
      });
    expect(await imports.commit(user, preview.id)).toMatchObject({
      imported: 3,
    });
    expect(await api.transactionCount(account.id)).toBe(3);
  });

  it("writes a file's rows once when two previews of it are committed one after the other", async () => {
    const user = await makeUser(app);
    const account = await accountOf(user);
    const file = { name: "march.csv", bytes: COFFEES_CSV };
    const a = await imports.preview(user, file, { accountId: account.id });
    const b = await imports.preview(user, file, { accountId: account.id });
    expect(await imports.commit(user, a.id)).toMatchObject({ imported: 3 });
    expect(await imports.commit(user, b.id)).toMatchObject({
      imported: 0,
      skipped: 3,
    });
    expect(await api.transactionCount(account.id)).toBe(3);
  });
});

describe("DELETE /imports/{id}", () => {
  it("undoes a committed import: the ledger and the balance are exactly as before", async () => {
    const user = await makeUser(app);
    const account = await accountOf(user);
    const typed = await api.createTransaction(user, account.id, {
      description: "Typed by hand",
      amount: 12,
      transaction_date: TODAY_UTC,
    });
    const before = await api.snapshot(account.id);
    const csv = [
      "Date,Description,Amount",
      `${TODAY_UTC},Salary,2000.00`,
      `${TODAY_UTC},Groceries,-80.25`,
      "2024-01-05,Old history,-10.00",
    ].join("\n");
    const preview = await imports.preview(
      user,
      { name: "today.csv", bytes: csv },
      { accountId: account.id },
    );
    await imports.commit(user, preview.id);
    const moved = await api.storedCents(account.id);
    expect(moved - before.balanceCents).toBe(200_000 - 8_025);

    const res = await imports.remove(user, preview.id);
    expect(res.statusCode).toBe(204);
    expect(await api.snapshot(account.id)).toEqual(before);
    const { transactions } = await api.allTransactions(user);
    expect(transactions.map((t) => t.id)).toEqual([typed.id]);
    expect((await imports.list(user)).imports).toEqual([]);
    expect((await imports.remove(user, preview.id)).statusCode).toBe(404);
  });

  it("removes the rows of the batch even after they were edited", async () => {
    const user = await makeUser(app);
    const account = await accountOf(user);
    const preview = await previewMarch(user, account.id);
    await imports.commit(user, preview.id);
    const [row] = (await api.allTransactions(user)).transactions;
    const edited = await api.putTransaction(user, row?.id ?? 0, {
      ...api.form(account.id),
      description: "Renamed",
      amount: 4.5,
      transaction_type: "debit",
      transaction_date: row?.transaction_date,
    });
    expect(edited.statusCode).toBe(200);
    expect((await imports.remove(user, preview.id)).statusCode).toBe(204);
    expect(await api.transactionCount(account.id)).toBe(0);
  });

  it("discards a preview without touching the ledger", async () => {
    const user = await makeUser(app);
    const account = await accountOf(user);
    const preview = await previewMarch(user, account.id);
    expect((await imports.remove(user, preview.id)).statusCode).toBe(204);
    expect((await imports.get(user, preview.id)).statusCode).toBe(404);
    expect(await api.transactionCount(account.id)).toBe(0);
  });
});

describe("another user's imports and accounts", () => {
  it("answers 404 for another user's import everywhere and changes nothing", async () => {
    const owner = await makeUser(app);
    const intruder = await makeUser(app);
    const account = await accountOf(owner);
    const preview = await previewMarch(owner, account.id);
    expect((await imports.get(intruder, preview.id)).statusCode).toBe(404);
    const commit = await imports.commitRaw(intruder, preview.id, {});
    expect(commit.statusCode).toBe(404);
    expect(commit.json()).toEqual({ detail: "Import not found" });
    expect((await imports.remove(intruder, preview.id)).statusCode).toBe(404);
    expect((await imports.list(intruder)).imports).toEqual([]);
    expect((await imports.get(owner, preview.id)).statusCode).toBe(200);
  });

  it("answers 404 for another user's account, at preview and at commit", async () => {
    const owner = await makeUser(app);
    const intruder = await makeUser(app);
    const theirs = await accountOf(owner);
    const file = { name: "march.csv", bytes: COFFEES_CSV };
    const res = await imports.upload(intruder, file, { accountId: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Account not found" });
    const preview = await imports.preview(intruder, file);
    const commit = await imports.commitRaw(intruder, preview.id, {
      account_id: theirs.id,
    });
    expect(commit.statusCode).toBe(404);
    expect(await api.transactionCount(theirs.id)).toBe(0);
  });
});

describe("what an import remembers", () => {
  it("reads the next file of an account with the options its last CSV import used", async () => {
    const user = await makeUser(app);
    const account = await accountOf(user, "Card");
    const options = {
      delimiter: "|",
      header: false,
      date_format: "DD/MM/YYYY",
      columns: { date: 0, description: 1, amount: 2 },
      negate: true,
    };
    const first = await imports.preview(
      user,
      { name: "card-march.txt", bytes: "10/03/2025|COFFEE|4.50\n" },
      { accountId: account.id, options },
    );
    await imports.commit(user, first.id);
    const next = await imports.preview(
      user,
      {
        name: "card-april.txt",
        bytes: "10/04/2025|TEA|3.10\n02/04/2025|REFUND|-1.00\n",
      },
      { accountId: account.id },
    );
    expect(next.options).toMatchObject(options);
    expect(ledgerOf(next.rows)).toEqual([
      ["2025-04-10", -3.1, "TEA", "new"],
      ["2025-04-02", 1, "REFUND", "new"],
    ]);
  });

  it("matches a statement to the account its number was imported into before", async () => {
    const user = await makeUser(app);
    await accountOf(user, "Other");
    const account = await accountOf(user, "Checking");
    const ofx = (fitid: string, date: string) => `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>121000248<ACCTID>000123456789<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20250101<DTEND>20250131
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${date}<TRNAMT>-42.00<FITID>${fitid}<NAME>GAS STATION</STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>958.00<DTASOF>20250131</LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const first = await imports.preview(
      user,
      { name: "jan.ofx", bytes: ofx("A1", "20250110") },
      { accountId: account.id },
    );
    expect(first.statement_account).toEqual({
      number_masked: "••••6789",
      type: "checking",
      currency: "USD",
      balance: 958,
      balance_date: "2025-01-31",
    });
    await imports.commit(user, first.id);
    const next = await imports.preview(user, {
      name: "feb.ofx",
      bytes: ofx("B7", "20250210"),
    });
    expect(next.account_id).toBe(account.id);
    expect(next.format).toBe("ofx");
    expect(next.options).toBeNull();
  });

  it("leaves an import without its account when the account is deleted", async () => {
    const user = await makeUser(app);
    const account = await accountOf(user);
    const preview = await previewMarch(user, account.id);
    await imports.commit(user, preview.id);
    expect((await api.deleteAccount(user, account.id)).statusCode).toBe(204);
    expect((await imports.list(user)).imports).toEqual([
      expect.objectContaining({ id: preview.id, account_id: null }),
    ]);
    expect((await imports.remove(user, preview.id)).statusCode).toBe(204);
  });
});
