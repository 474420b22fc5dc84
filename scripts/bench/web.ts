/**
 * The web app as a browser loads it, in Debian's Chromium against the bench server: gzipped
 * JavaScript of the login page and the dashboard, and the time until the dashboard shows its
 * four summary cards (median of five cold loads).
 */
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

/** What the browser measured. */
export interface WebResult {
  loginJsGzipKb: number;
  dashboardJsGzipKb: number;
  dashboardVisibleMs: number[];
}

/** Measures with a fresh browser context per load (no cache carried between loads). */
export async function measureWeb(
  baseUrl: string,
  token: string,
): Promise<WebResult> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const loginJsGzipKb = await scriptKb(
      browser,
      baseUrl,
      undefined,
      async (page) => {
        await page.goto(`${baseUrl}/login`);
        await page.getByRole("button", { name: "Sign In" }).waitFor();
      },
    );
    const dashboardJsGzipKb = await scriptKb(
      browser,
      baseUrl,
      token,
      async (page) => {
        await page.goto(`${baseUrl}/dashboard`);
        await cardsShown(page);
      },
    );
    const dashboardVisibleMs: number[] = [];
    for (let load = 0; load < 5; load += 1) {
      const context = await browser.newContext();
      await context.addInitScript(storeToken(token));
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${baseUrl}/dashboard`);
      await cardsShown(page);
      dashboardVisibleMs.push(Math.round(performance.now() - started));
      await context.close();
    }
    return { loginJsGzipKb, dashboardJsGzipKb, dashboardVisibleMs };
  } finally {
    await browser.close();
  }
}

async function cardsShown(page: Page): Promise<void> {
  const summary = page.getByRole("region", { name: "Summary" });
  await summary
    .getByRole("group", { name: "Savings Goals" })
    .waitFor({ timeout: 30_000 });
}

/** Loads a page in a fresh context and adds up the gzipped size of every script it fetched. */
async function scriptKb(
  browser: Browser,
  baseUrl: string,
  token: string | undefined,
  load: (page: Page) => Promise<void>,
): Promise<number> {
  const context = await browser.newContext();
  if (token !== undefined) await context.addInitScript(storeToken(token));
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on("response", (response) => {
    const url = response.url();
    if (url.startsWith(baseUrl) && url.endsWith(".js"))
      sizes.push(
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
  });
  await load(page);
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return Math.round(bytes / 102.4) / 10;
}

/** A page script that stores the token as a signed-in session does (scripts here have no DOM types). */
function storeToken(token: string): string {
  return `window.localStorage.setItem("access_token", ${JSON.stringify(token)});`;
}
