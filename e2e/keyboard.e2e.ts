import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newPage } from "./support/browser";
import { focusIndicator, indicatorContrast } from "./support/focus";
import { expectHeading } from "./support/journeys";
import { addALittleOfEverything } from "./support/seed";
import { startSignedIn } from "./support/session";

/**
 * Tabs through the page (at most `stops` times, or until focus comes back round) and returns
 * every stop whose focus indicator is not a 2 px line with 3:1 contrast against what is
 * behind it (WCAG 2.4.7, 1.4.11).
 */
async function weakFocusStops(page: Page, stops: number): Promise<string[]> {
  const weak: string[] = [];
  const visited: string[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press("Tab");
    const indicator = await focusIndicator(page);
    if (indicator === null) continue;
    if (indicator.element === visited[0]) break;
    // A date field takes several Tabs (month, day, year) on the same input.
    if (indicator.element === visited.at(-1)) continue;
    visited.push(indicator.element);
    const ratio = indicatorContrast(indicator);
    if (indicator.widthPx < 2 || ratio < 3)
      weak.push(
        `${indicator.element}: ${indicator.kind} ${String(indicator.widthPx)}px ${indicator.color} at ${String(Math.round(ratio * 100) / 100)}:1`,
      );
  }
  expect(visited.length, "focus stops visited").toBeGreaterThan(5);
  return weak;
}

describe("keyboard use", () => {
  it("starts with a skip link, shown on focus, that moves focus to the main content", async () => {
    const { page, context } = await newPage(1280, 800);
    await startSignedIn(page, "/dashboard");
    await expectHeading(page, "Welcome back!");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect((await skip.boundingBox())?.y ?? 0).toBeLessThan(0);

    await page.keyboard.press("Tab");

    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    const box = await skip.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      "main-content",
    );
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(
        () => document.activeElement?.closest("main") !== null,
      ),
    ).toBe(true);
    await context.close();
  });

  it.each([1280, 390])(
    "shows a clear focus ring on every stop of the pages at %i px",
    async (width) => {
      const { page, context } = await newPage(width, 800);
      await startSignedIn(page, "/dashboard");
      await addALittleOfEverything(page);
      const weak: string[] = [];
      for (const [path, heading] of [
        ["/dashboard", "Welcome back!"],
        ["/accounts", "Accounts"],
        ["/transactions", "Transactions"],
        ["/budgets", "Budgets"],
        ["/goals", "Savings Goals"],
        ["/analytics", "Reports"],
        ["/ai-assistant", "AI Assistant"],
        ["/profile", "Profile Settings"],
      ] as const) {
        await page.goto(path);
        await expectHeading(page, heading);
        weak.push(
          ...(await weakFocusStops(page, 60)).map((w) => `${path} ${w}`),
        );
      }
      // A menu's items, reached with the arrow keys.
      await page.goto("/accounts");
      await page
        .getByRole("button", { name: "Actions for Everyday Checking" })
        .focus();
      await page.keyboard.press("Enter");
      await page.getByRole("menu").waitFor();
      await page.keyboard.press("ArrowDown");
      const item = await focusIndicator(page);
      expect(item?.element).toBe("menuitem Import statement");
      if (item !== null && (item.widthPx < 2 || indicatorContrast(item) < 3))
        weak.push(`the account menu: ${item.element} ${item.color}`);
      expect(weak).toEqual([]);
      await context.close();
    },
    // Seven pages of up to 60 Tabs each: over a minute on a loaded machine.
    150_000,
  );

  it("keeps the top bar opaque: content scrolled under it does not show through", async () => {
    const { page, context } = await newPage(390, 700);
    await startSignedIn(page, "/dashboard");
    await expectHeading(page, "Welcome back!");
    const bar = page.getByRole("banner").first();
    const clip = await bar.boundingBox();
    if (clip === null) throw new Error("no top bar");
    const before = await page.screenshot({ clip });

    await page.mouse.wheel(0, 400);
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(200);

    expect((await page.screenshot({ clip })).equals(before)).toBe(true);
    await context.close();
  });
});
