import type { AccountResponse } from "@finch/contracts";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiAs } from "./support/api";
import { baseUrl, newPage } from "./support/browser";
import { startSignedIn } from "./support/session";

/** Stored XSS payloads (≤ 100 characters, so names accept them); each reports itself if it runs. */
const PAYLOADS = [
  `<img src=x onerror="window.__xss.push('img')">`,
  `<script>window.__xss.push('script')</script>`,
  `"><svg onload="window.__xss.push('svg')">`,
  `javascript:window.__xss.push('href')`,
  `<a href="javascript:window.__xss.push('a')">x</a>`,
  `{{constructor.constructor('window.__xss.push(1)')()}}`,
] as const;
const SCREENS = [
  "/dashboard",
  "/accounts",
  "/transactions",
  "/budgets",
  "/goals",
  "/ai-assistant",
  "/profile",
];

/** Records every script run by a payload, every dialog and every CSP violation, from page start. */
async function watch(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: string[]; __csp: string[] };
    w.__xss = [];
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__csp.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${String(event.lineNumber)}:${String(event.columnNumber)}`,
      );
    });
    for (const name of ["alert", "confirm", "prompt"] as const)
      Object.defineProperty(window, name, { value: () => w.__xss.push(name) });
  });
  return { dialogs };
}

async function seed(page: Page, token: string): Promise<void> {
  const [p0, p1, p2, p3, p4, p5] = PAYLOADS;
  const account = await apiAs<AccountResponse>(page, "POST", "/accounts", {
    name: p0,
    account_type: "checking",
    institution_name: p1,
    current_balance: 250,
  });
  for (const [i, payload] of PAYLOADS.entries())
    await apiAs(page, "POST", "/transactions", {
      description: payload,
      merchant_name: PAYLOADS[(i + 1) % PAYLOADS.length],
      category: "groceries",
      amount: 10 + i,
      transaction_type: "debit",
      account_id: String(account.id),
      transaction_date: new Date().toISOString().slice(0, 10),
    });
  await apiAs(page, "POST", "/budgets", {
    name: p2,
    category: "groceries",
    amount: 20,
    period: "monthly",
  });
  await apiAs(page, "POST", "/goals", {
    name: p3,
    description: p4,
    target_amount: 100,
    target_date: "2031-01-01",
  });
  const profile = await fetch(`${baseUrl}/api/v1/users/me`, {
    method: "PUT",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({
      full_name: p5,
      currency: "USD",
      timezone: "UTC",
      notification_preferences: "{}",
    }),
  });
  expect(profile.status).toBe(200);
}

async function storage(
  page: Page,
): Promise<{ local: string[]; session: number; idb: number; cookies: number }> {
  const inPage = await page.evaluate(async () => ({
    local: Object.keys(window.localStorage),
    session: window.sessionStorage.length,
    idb: (await window.indexedDB.databases()).length,
  }));
  return { ...inPage, cookies: (await page.context().cookies()).length };
}

describe("browser security", () => {
  it("renders stored XSS payloads as text on every screen, keeps only the token, and clears it on logout", async () => {
    const { page, context } = await newPage();
    const { dialogs } = await watch(page);
    const urls: string[] = [];
    page.on("framenavigated", (frame) => urls.push(frame.url()));
    const { token } = await startSignedIn(page, "/dashboard");
    await seed(page, token);

    for (const screen of SCREENS) {
      await page.goto(screen);
      await page.waitForLoadState("networkidle");
      if (screen === "/ai-assistant") {
        const input = page.getByRole("textbox", {
          name: "Ask about your finances",
        });
        await input.fill(`Where did I spend on groceries? ${PAYLOADS[0]}`);
        await input.press("Enter");
        await page.waitForLoadState("networkidle");
      }
      const seen = await page.evaluate(() => {
        const w = window as unknown as { __xss: string[]; __csp: string[] };
        return { xss: w.__xss, csp: w.__csp };
      });
      expect(seen, screen).toEqual({ xss: [], csp: [] });
      expect(await storage(page), screen).toEqual({
        local: ["access_token"],
        session: 0,
        idb: 0,
        cookies: 0,
      });
    }
    // The payloads are on screen as text (so the walk really showed them).
    await page.goto("/transactions");
    await expect
      .poll(() => page.getByText(PAYLOADS[1], { exact: false }).count())
      .toBeGreaterThan(0);

    // The watch has teeth: markup injected the way an unescaped render would is caught by the CSP.
    await page.evaluate((html) => {
      document.body.insertAdjacentHTML("beforeend", html);
    }, PAYLOADS[0]);
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __csp: string[] }).__csp.length,
        ),
      )
      .toBeGreaterThan(0);

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    expect(await storage(page)).toEqual({
      local: [],
      session: 0,
      idb: 0,
      cookies: 0,
    });
    expect(dialogs).toEqual([]);
    expect(urls.filter((u) => u.includes(token))).toEqual([]);
    await context.close();
  });
});
