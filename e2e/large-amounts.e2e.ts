import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { newPage } from "./support/browser";
import { expectHeading } from "./support/journeys";
import { layoutProblems } from "./support/layout";
import { addTheLargestAmounts } from "./support/seed";
import { startSignedIn } from "./support/session";

const PAGES = [
  ["/dashboard", "Welcome back!"],
  ["/accounts", "Accounts"],
  ["/transactions", "Transactions"],
  ["/budgets", "Budgets"],
  ["/goals", "Savings Goals"],
  ["/analytics", "Reports"],
] as const;

describe("the largest amounts", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage(1280, 900));
    await startSignedIn(page);
    await addTheLargestAmounts(page);
  });

  afterAll(async () => {
    await context.close();
  });

  it.each([390, 1024, 1280])(
    "wrap inside their cards at %i px: no figure overlaps its neighbour or is cut off",
    async (width) => {
      await page.setViewportSize({ width, height: 900 });
      const problems: string[] = [];
      for (const [path, heading] of PAGES) {
        await page.goto(path);
        await expectHeading(page, heading);
        await expect
          .poll(() =>
            page.getByRole("progressbar", { name: /^Loading/ }).count(),
          )
          .toBe(0);
        await expect
          .poll(() => page.getByText("$1,000,000,000.00").count())
          .toBeGreaterThan(0);
        problems.push(
          ...(await layoutProblems(page)).map((p) => `${path}: ${p}`),
        );
      }
      expect(problems).toEqual([]);
    },
    // Six pages at one width: over a minute on a loaded machine.
    120_000,
  );
});
