import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { Page } from "playwright-core";

/** A password that is not on the common-password list. */
export const PASSWORD = "Sunlit-Harbor-42";

/** A unique address for one journey. */
export function newEmail(): string {
  return `e2e-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs up through /register and waits for the dashboard. */
export async function signUp(page: Page, email = newEmail()): Promise<string> {
  await page.goto("/register");
  await page.getByLabel("First Name").fill("Avery");
  await page.getByLabel("Last Name").fill("Quinn");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/dashboard");
  return email;
}

/** Signs in through /login and waits for the dashboard. */
export async function signIn(
  page: Page,
  email: string,
  password = PASSWORD,
): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
}

/** The access token the page holds, if any. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem("access_token"));
}

/** Asserts the page shows a heading with this text. */
export async function expectHeading(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.getByRole("heading", { name: text }).count())
    .toBeGreaterThan(0);
}
