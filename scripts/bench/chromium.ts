/** Debian's Chromium as every browser measurement of the bench starts it. */

/** Where it is; `CHROME_PATH` overrides, as chrome-launcher reads it. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Headless, no sandbox (containers), and nothing in the background that would add requests. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
