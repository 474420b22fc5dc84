/**
 * The first screen on a phone: Lighthouse's performance audit (its default mobile preset: a
 * mid-range phone's screen and CPU, simulated slow 4G) of /login and of /dashboard signed in,
 * in Debian's Chromium launched by chrome-launcher. Each page is audited a few times and the
 * run with the median score is reported, as Lighthouse's own docs advise for noisy machines.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

/** Audits per page; the median is kept. */
const RUNS = 3;

/** One page's audit. */
export interface LighthouseFigures {
  path: string;
  /** 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  /** Every run's score, the median's first. */
  scores: number[];
}

/** Audits /login, and /dashboard with `token` stored as the signed-in web app stores it. */
export async function auditFirstScreens(
  baseUrl: string,
  token: string,
): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${String(chrome.port)}`,
    });
    try {
      return [
        await median(browser, `${baseUrl}/login`, undefined),
        await median(browser, `${baseUrl}/dashboard`, token),
      ];
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

async function median(
  browser: Browser,
  url: string,
  token: string | undefined,
): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let n = 0; n < RUNS; n += 1) runs.push(await audit(browser, url, token));
  runs.sort((a, b) => a.score - b.score);
  const middle = runs[Math.floor(runs.length / 2)];
  if (middle === undefined) throw new Error("no Lighthouse run");
  return { ...middle, scores: runs.map((run) => run.score) };
}

/**
 * One audit in a fresh tab. Lighthouse clears the origin's storage and cache before loading
 * (its default); the token is written by a script that runs first in every new document, as
 * the web app finds it after a sign-in.
 */
async function audit(
  browser: Browser,
  url: string,
  token: string | undefined,
): Promise<LighthouseFigures> {
  const page = await browser.newPage();
  try {
    // A script string: these scripts are typed without the DOM. about:blank, which Lighthouse
    // opens first, has no storage, hence the try.
    if (token !== undefined)
      await page.evaluateOnNewDocument(
        `try { window.localStorage.setItem("access_token", ${JSON.stringify(token)}); } catch {}`,
      );
    const result = await lighthouse(
      url,
      { output: "json", logLevel: "error", onlyCategories: ["performance"] },
      undefined,
      page,
    );
    if (result === undefined)
      throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const number = (id: string) =>
      Math.round(lhr.audits[id]?.numericValue ?? 0);
    const problem = lhr.runtimeError?.message;
    if (problem !== undefined)
      throw new Error(`Lighthouse on ${url}: ${problem}`);
    // A dashboard audited while signed out would measure the sign-in page it sends people to.
    const ended = new URL(lhr.finalDisplayedUrl).pathname;
    if (ended !== new URL(url).pathname)
      throw new Error(`Lighthouse on ${url} ended on ${ended}`);
    return {
      path: new URL(url).pathname,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: number("first-contentful-paint"),
      lcpMs: number("largest-contentful-paint"),
      scores: [],
    };
  } finally {
    await page.close();
  }
}
