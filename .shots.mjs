import { chromium } from "playwright-core";
const FLAGS = ["--headless","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"];
const base = process.env.BASE ?? "http://localhost:8000";
const steps = JSON.parse(process.argv[2]);
const width = Number(process.env.W ?? 1280);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: FLAGS });
const ctx = await browser.newContext({ baseURL: base, viewport: { width, height: Number(process.env.H ?? 900) } });
const page = await ctx.newPage();
page.on("console", (m) => { if (m.type() === "error") console.log("console error:", m.text()); });
for (const s of steps) {
  try {
    if (s.goto) await page.goto(s.goto);
    if (s.fill) await page.getByLabel(s.fill[0], { exact: true }).first().fill(s.fill[1]);
    if (s.click) await page.getByRole(s.click[0], { name: s.click[1], exact: true }).first().click();
    if (s.text) await page.getByText(s.text).first().click();
    if (s.wait) await page.waitForTimeout(s.wait);
    if (s.url) await page.waitForURL(s.url);
    if (s.shot) await page.screenshot({ path: `/tmp/shots/${s.shot}.png`, fullPage: !!s.full });
    if (s.eval) console.log(await page.evaluate(s.eval));
  } catch (e) { console.log("step failed", JSON.stringify(s), e.message.split("\n")[0]); await page.screenshot({ path: `/tmp/shots/error.png` }); break; }
}
await browser.close();
