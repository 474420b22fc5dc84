/**
 * `npm run bench -- --parts statements`: a bank statement of 100,000 transactions (`--statement-rows`)
 * as a CSV and as an OFX file, each uploaded to a fresh server on a fresh database, previewed and
 * committed through the API as the import wizard does it, then uploaded again (a re-import that
 * finds only duplicates). Each step's seconds and the server's peak RSS (sampled every 100 ms,
 * and VmHWM) are printed beside issue 21's targets: upload to committed ≤ 3 s on SQLite, ≤ 6 s on
 * PostgreSQL, RSS ≤ 300 MB. See docs/performance.md, "Importing a statement".
 */
import type { BenchArgs } from "./bench-args";
import { onFreshServer } from "./bench-data";
import type { PartResult } from "./bench-mix";
import { fmt, printSection } from "./report";
import { statementRows, statementRules } from "./statement-data";

const decimal = (cents: number) =>
  `${cents < 0 ? "-" : ""}${String(Math.floor(Math.abs(cents) / 100))}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

function csvFile(rows: number, seed: number): string {
  const lines = ["Date,Description,Amount,Reference"];
  for (const r of statementRows(rows, seed)) {
    const d = r.day;
    const date = `${String(d.getUTCMonth() + 1).padStart(2, "0")}/${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCFullYear())}`;
    lines.push(
      `${date},"${r.description}",${decimal(r.cents)},REF${String(r.id)}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

function ofxFile(rows: number, seed: number): string {
  const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, "");
  const entries = statementRows(rows, seed).map(
    (r) =>
      `<STMTTRN><TRNTYPE>${r.cents < 0 ? "DEBIT" : "CREDIT"}<DTPOSTED>${ymd(r.day)}<TRNAMT>${decimal(r.cents)}<FITID>F${String(r.id)}<NAME>${r.description.replace(/&/g, "&amp;")}</STMTTRN>`,
  );
  return `OFXHEADER:100
DATA:OFXSGML
VERSION:102
ENCODING:USASCII
CHARSET:1252

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>121000248<ACCTID>000123456789<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20220101<DTEND>20241231
${entries.join("\n")}
</BANKTRANLIST><LEDGERBAL><BALAMT>1000.00<DTASOF>20241231</LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`;
}

interface StatementRun {
  format: string;
  megabytes: number;
  previewSeconds: number;
  commitSeconds: number;
  imported: number;
  againSeconds: number;
  duplicates: number;
  rssBefore: number;
  /** The peak while previewing, committing and previewing again. */
  rssPeaks: [number, number, number];
  hwm: number;
}

/** The person's rules (`statementRules`), created before the import. */
async function createRules(
  baseUrl: string,
  auth: Record<string, string>,
  count: number,
): Promise<void> {
  for (const rule of statementRules(count)) {
    const res = await fetch(`${baseUrl}/api/v1/rules`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify(rule),
    });
    if (res.status !== 201)
      throw new Error(
        `rule answered ${String(res.status)}: ${await res.text()}`,
      );
  }
}

/** Uploads, commits and uploads again one file on a fresh database and server. */
async function runStatement(
  args: BenchArgs,
  bundle: string,
  format: string,
  text: string,
): Promise<StatementRun> {
  return onFreshServer(
    bundle,
    args.postgres,
    "statement",
    async (server, token) => {
      const auth = { authorization: `Bearer ${token}` };
      const account = (await (
        await fetch(`${server.baseUrl}/api/v1/accounts`, {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({ name: "Checking", current_balance: 0 }),
        })
      ).json()) as { id: number };
      await createRules(server.baseUrl, auth, args.statementRules);
      const upload = async () => {
        const form = new FormData();
        form.set("account_id", String(account.id));
        form.set("file", new Blob([text]), `statement.${format}`);
        const res = await fetch(`${server.baseUrl}/api/v1/imports`, {
          method: "POST",
          headers: auth,
          body: form,
        });
        if (res.status !== 201)
          throw new Error(
            `upload answered ${String(res.status)}: ${(await res.text()).slice(0, 300)}`,
          );
        return (await res.json()) as {
          id: number;
          summary: { new: number; duplicates: number };
        };
      };
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const rssBefore = server.rssMb();
      const timed = async <T>(step: () => Promise<T>) => {
        const peakOf = server.samplePeak();
        const started = performance.now();
        try {
          const value = await step();
          return { value, seconds: (performance.now() - started) / 1000 };
        } finally {
          peaks.push(peakOf());
        }
      };
      const peaks: number[] = [];
      const preview = await timed(upload);
      const commit = await timed(async () => {
        const res = await fetch(
          `${server.baseUrl}/api/v1/imports/${String(preview.value.id)}/commit`,
          {
            method: "POST",
            headers: { ...auth, "content-type": "application/json" },
            body: "{}",
          },
        );
        if (!res.ok) throw new Error(`commit answered ${String(res.status)}`);
        return (await res.json()) as { imported: number };
      });
      const again = await timed(upload);
      return {
        format,
        megabytes: Buffer.byteLength(text) / 1_048_576,
        previewSeconds: preview.seconds,
        commitSeconds: commit.seconds,
        imported: commit.value.imported,
        againSeconds: again.seconds,
        duplicates: again.value.summary.duplicates,
        rssBefore,
        rssPeaks: [peaks[0] ?? 0, peaks[1] ?? 0, peaks[2] ?? 0],
        hwm: server.peakRssMb(),
      };
    },
  );
}

/** The statements part: a CSV and an OFX file of `args.statementRows` transactions. */
export async function benchStatements(
  args: BenchArgs,
  bundle: string,
): Promise<PartResult> {
  const rows = args.statementRows;
  const runs = [
    await runStatement(args, bundle, "csv", csvFile(rows, args.seed)),
    await runStatement(args, bundle, "ofx", ofxFile(rows, args.seed)),
  ];
  const target = args.postgres ? 6 : 3;
  const one = (n: number) => String(Math.round(n * 10) / 10);
  const two = (n: number) => String(Math.round(n * 100) / 100);
  const section = [
    `### Importing a statement of ${fmt(rows)} transactions with ${fmt(args.statementRules)} rules (upload → committed ≤ ${String(target)} s, RSS ≤ 300 MB)`,
    "",
    "| File | Size | Upload → preview | Commit | Upload → committed | Imported | Again → preview (duplicates) | Server RSS before → peak in preview, commit, again (VmHWM) |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...runs.map(
      (r) =>
        `| ${r.format.toUpperCase()} | ${one(r.megabytes)} MiB | ${two(r.previewSeconds)} s | ${two(r.commitSeconds)} s | **${two(r.previewSeconds + r.commitSeconds)} s** | ${fmt(r.imported)} | ${two(r.againSeconds)} s (${fmt(r.duplicates)}) | ${one(r.rssBefore)} → ${r.rssPeaks.map(one).join(", ")} MB (${one(r.hwm)}) |`,
    ),
  ].join("\n");
  printSection(section);
  return { sections: [section], raw: { statements: runs } };
}
