import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import {
  expectEverythingInLandmarks,
  expectNoSeriousAxeViolations,
} from "./support/axe";
import { newPage } from "./support/browser";
import { expectHeading } from "./support/journeys";
import { addALittleOfEverything } from "./support/seed";
import { startSignedIn } from "./support/session";

/** The laptop and the phone widths every page is checked at. */
const WIDTHS = [1280, 390] as const;

/** Opens what a page can show over itself (a dialog, a popover) and returns it. */
type Opener = (page: Page) => Promise<string>;

interface PageCheck {
  path: string;
  heading: string;
  /** The page's own dialog, if it has one. */
  open?: Opener;
}

const clickAndWaitForDialog =
  (button: string): Opener =>
  async (page) => {
    await page
      .getByRole("button", { name: button, exact: true })
      .first()
      .click();
    await page.getByRole("dialog").waitFor();
    return `the ${button} dialog`;
  };

const SIGNED_IN_PAGES: readonly PageCheck[] = [
  {
    path: "/dashboard",
    heading: "Welcome back!",
    open: async (page) => {
      await page.getByRole("button", { name: "Notifications" }).click();
      await page.getByRole("dialog", { name: "Notifications" }).waitFor();
      return "the notifications";
    },
  },
  {
    path: "/accounts",
    heading: "Accounts",
    open: clickAndWaitForDialog("Add Manual Account"),
  },
  {
    path: "/transactions",
    heading: "Transactions",
    open: clickAndWaitForDialog("Add Transaction"),
  },
  {
    path: "/budgets",
    heading: "Budgets",
    open: clickAndWaitForDialog("Create Budget"),
  },
  {
    path: "/goals",
    heading: "Savings Goals",
    open: clickAndWaitForDialog("Create Goal"),
  },
  { path: "/analytics", heading: "Reports" },
  {
    path: "/ai-assistant",
    heading: "AI Assistant",
    // No dialog here: a question and its answer put the conversation's bubbles on the page.
    open: async (page) => {
      await page
        .getByRole("textbox", { name: "Ask about your finances" })
        .fill("What's my net worth?");
      await page.getByRole("button", { name: "Send" }).click();
      await expect
        .poll(() =>
          page.getByRole("listitem", { name: "AI Assistant" }).count(),
        )
        .toBeGreaterThan(1);
      return "a question answered";
    },
  },
  { path: "/notifications", heading: "Notifications" },
  {
    path: "/profile",
    heading: "Profile Settings",
    open: clickAndWaitForDialog("Change Password"),
  },
];

/** Opens a path and waits until its heading shows and nothing is still loading. */
async function visit(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expectHeading(page, heading);
  await expect
    .poll(() => page.getByRole("progressbar", { name: /^Loading/ }).count())
    .toBe(0);
}

/** No serious or critical violation, and every part of the page in a landmark. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  await expectNoSeriousAxeViolations(page, where);
  await expectEverythingInLandmarks(page, where);
}

/** Checks the page, then with its dialog open. */
async function checkPage(page: Page, check: PageCheck, width: number) {
  await visit(page, check.path, check.heading);
  await expectAccessible(page, `${check.path} at ${String(width)} px`);
  if (check.open === undefined) return;
  const what = await check.open(page);
  await expectNoSeriousAxeViolations(
    page,
    `${check.path} at ${String(width)} px with ${what}`,
  );
}

describe("accessibility (axe-core: no serious or critical violation)", () => {
  it.each(WIDTHS)(
    "/login and /register at %i px, also showing their errors",
    async (width) => {
      const { page, context } = await newPage(width, 844);
      await visit(page, "/login", "Sign in to Finch");
      await expectAccessible(page, `/login at ${String(width)} px`);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expectNoSeriousAxeViolations(
        page,
        `/login at ${String(width)} px with its errors`,
      );

      await visit(page, "/register", "Create your account");
      await expectAccessible(page, `/register at ${String(width)} px`);
      await page.getByRole("button", { name: "Create Account" }).click();
      await expectNoSeriousAxeViolations(
        page,
        `/register at ${String(width)} px with its errors`,
      );
      await context.close();
    },
  );

  describe("signed in, with an account, a transaction, a budget and a goal", () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      ({ context, page } = await newPage(1280, 844));
      // Registered through the API from its own address: the sign-ups clicked through /register
      // share the server's 10 an hour per address with auth.e2e.ts.
      await startSignedIn(page);
      await addALittleOfEverything(page);
    });

    afterAll(async () => {
      await context.close();
    });

    it.each(SIGNED_IN_PAGES.map((check) => [check.path, check] as const))(
      "%s at 1280 and 390 px, also with its dialog open",
      async (_path, check) => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 844 });
          await checkPage(page, check, width);
        }
      },
    );

    it("the navigation drawer on a phone", async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await visit(page, "/dashboard", "Welcome back!");
      await page.getByRole("button", { name: "Open navigation" }).click();
      await page.getByRole("navigation", { name: "Main navigation" }).waitFor();
      await expectNoSeriousAxeViolations(
        page,
        "the navigation drawer at 390 px",
      );
    });
  });
});
