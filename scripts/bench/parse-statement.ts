/**
 * How long parseStatement takes on large files, and how much memory it holds: a 100,000-row CSV
 * and a 100,000-transaction OFX, generated here. Not a test: a measurement to read.
 *
 *   node --expose-gc --import tsx scripts/bench/parse-statement.ts [rows]
 */
import { performance } from "node:perf_hooks";
import { parseStatement } from "../../apps/server/src/features/imports/parsing/parse-statement";

const ROWS = Number(process.argv[2] ?? 100_000);

function csvFile(rows: number): Uint8Array {
  const lines = ["Date,Description,Category,Amount,Balance"];
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    const month = String((i % 12) + 1).padStart(2, "0");
    const cents = ((i * 7919) % 100_000) - 50_000;
    const amount = `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
    lines.push(
      `${month}/${day}/2024,"Card payment ${i}, Store ${i % 500}",Groceries,${amount},1000.00`,
    );
  }
  return new TextEncoder().encode(lines.join("\r\n"));
}

function ofxFile(rows: number): Uint8Array {
  const parts = [
    "OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nCHARSET:1252\r\n\r\n<OFX><BANKMSGSRSV1><STMTTRNRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>123456789<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>\r\n",
  ];
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    parts.push(
      `<STMTTRN>\r\n<TRNTYPE>DEBIT\r\n<DTPOSTED>202401${day}120000[-5:EST]\r\n<TRNAMT>-${(i % 997) + 1}.${String(i % 100).padStart(2, "0")}\r\n<FITID>ID${i}\r\n<NAME>MERCHANT ${i % 500} &amp; CO\r\n<MEMO>POS PURCHASE ${i}\r\n</STMTTRN>\r\n`,
    );
  }
  parts.push(
    "</BANKTRANLIST><LEDGERBAL><BALAMT>100.00<DTASOF>20240131</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\r\n",
  );
  return new TextEncoder().encode(parts.join(""));
}

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1_048_576;
}

function measure(name: string, bytes: Uint8Array, fileName: string): void {
  parseStatement(bytes, { fileName }); // warm-up: loads the detector's models, compiles the code
  const times: number[] = [];
  const cpu: number[] = [];
  let peakRss = 0;
  const before = heapMb();
  let kept: unknown = null;
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    kept = parseStatement(bytes, { fileName });
    times.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
    peakRss = Math.max(peakRss, process.memoryUsage().rss / 1_048_576);
  }
  const held = heapMb() - before;
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const rows = (kept as { sections: { rows: unknown[] }[] }).sections.reduce(
    (n, s) => n + s.rows.length,
    0,
  );
  console.log(
    `${name}: ${Math.round(bytes.length / 104_857.6) / 10} MB, ${rows} rows — median ${Math.round(times[2] ?? 0)} ms ` +
      `(min ${Math.round(times[0] ?? 0)}, max ${Math.round(times[4] ?? 0)}), CPU median ${Math.round(cpu[2] ?? 0)} ms; result held ${Math.round(held)} MB of heap; peak RSS ${Math.round(peakRss)} MB`,
  );
}

measure("CSV", csvFile(ROWS), "big.csv");
measure("OFX", ofxFile(ROWS), "big.ofx");
