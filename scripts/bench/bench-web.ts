/** The first screen on a phone (Lighthouse) and the web app's JavaScript and load (web.ts). */
import type { PartResult } from "./bench-mix";
import { auditFirstScreens, type LighthouseFigures } from "./lighthouse";
import { fmt, printSection, rowsTable, type Row } from "./report";
import { measureWeb } from "./web";

/** Lighthouse, then the byte counts and the dashboard's time to its cards in Chromium. */
export async function benchWeb(
  baseUrl: string,
  token: string,
): Promise<PartResult> {
  const audits = await auditFirstScreens(baseUrl, token);
  const web = await measureWeb(baseUrl, token);
  const visible = [...web.dashboardVisibleMs].sort((a, b) => a - b)[2] ?? 0;
  const rows: Row[] = [
    ...audits.map(lighthouseRow),
    {
      measure: "Sign-in page JavaScript (gzip)",
      figure: `${String(web.loginJsGzipKb)} KB`,
      target: "≤ 120 KB",
      meets: web.loginJsGzipKb <= 120,
    },
    {
      measure: "Dashboard initial JavaScript (gzip)",
      figure: `${String(web.dashboardJsGzipKb)} KB`,
      target: "≤ 300 KB",
      meets: web.dashboardJsGzipKb <= 300,
    },
    {
      measure: "Dashboard visible in Chromium, no throttling (median of 5)",
      figure: `${fmt(visible)} ms`,
      target: "≤ 1,500 ms",
      meets: visible <= 1_500,
    },
  ];
  const section = rowsTable(
    "The first screen on a phone (Lighthouse 12.2.3, mobile preset, simulated throttling; median of 3) and the web app's JavaScript",
    rows,
  );
  printSection(section);
  return { sections: [section], raw: { lighthouse: audits, web } };
}

function lighthouseRow(audit: LighthouseFigures): Row {
  const seconds = (ms: number) =>
    `${(Math.round(ms / 100) / 10).toLocaleString("en-US")} s`;
  return {
    measure: `Lighthouse mobile: ${audit.path}${audit.path === "/dashboard" ? " (signed in)" : ""}`,
    figure: `performance ${String(audit.score)} · FCP ${seconds(audit.fcpMs)} · LCP ${seconds(audit.lcpMs)} (scores ${audit.scores.join(", ")})`,
    target: "performance ≥ 90",
    meets: audit.score >= 90,
  };
}
