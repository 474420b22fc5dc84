import { existsSync } from "node:fs";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
} from "playwright-core";
import { afterAll, inject } from "vitest";

const CHROMIUM = "/usr/bin/chromium";
/** Flags for Debian's Chromium on a machine whose only network is loopback. */
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The Finch server the journeys run against. */
export const baseUrl = inject("baseUrl");

let browser: Browser | undefined;

/**
 * Launches Debian's Chromium once per file. There is no skip: a missing browser fails the
 * journeys loudly (locally too), since .ci/run installs it.
 */
export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `${CHROMIUM} is missing: apt-get install -y chromium (bash .ci/run does it)`,
    );
  }
  browser ??= await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  return browser;
}

afterAll(async () => {
  await browser?.close();
});

/** A fresh context and page (own storage) at the given viewport width. */
export async function newPage(
  width = 1280,
  height = 800,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (
    await launch()
  ).newContext({ baseURL: baseUrl, viewport: { width, height } });
  const page = await context.newPage();
  return { context, page };
}
