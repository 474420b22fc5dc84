import { describe, expect, it } from "vitest";
import { newPage } from "./support/browser";
import {
  expectHeading,
  newEmail,
  PASSWORD,
  signIn,
  signUp,
  storedToken,
} from "./support/journeys";

/** The sign-in page, with or without the ?next= it carries back. */
const onLogin = (url: URL): boolean => url.pathname === "/login";

describe("signing up and in", () => {
  it("signs up, lands on the dashboard, stays signed in across a reload, and logs out", async () => {
    const { page, context } = await newPage();
    await signUp(page);
    await expectHeading(page, "Welcome back!");
    expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    await page.reload();
    await page.waitForURL("**/dashboard");
    await expectHeading(page, "Welcome back!");

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    expect(await storedToken(page)).toBeNull();
    await page.goto("/dashboard");
    await page.waitForURL(onLogin);
    await context.close();
  });

  it("signs in again with the same credentials", async () => {
    const { page, context } = await newPage();
    const email = await signUp(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    await signIn(page, email.toUpperCase());
    await expectHeading(page, "Welcome back!");
    await context.close();
  });

  it("shows the server's message for a wrong password and stays on /login", async () => {
    const { page, context } = await newPage();
    const email = await signUp(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.goto("/login");
    await page.getByLabel("Email Address").fill(email);
    await page
      .getByLabel("Password", { exact: true })
      .fill(`${PASSWORD}-wrong`);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toContain("Incorrect email or password");
    expect(page.url()).toContain("/login");
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });

  it("shows 'Passwords do not match' and sends nothing when the confirmation differs", async () => {
    const { page, context } = await newPage();
    let registerCalls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v1/auth/register")) registerCalls++;
    });
    await page.goto("/register");
    await page.getByLabel("First Name").fill("Avery");
    await page.getByLabel("Last Name").fill("Quinn");
    await page.getByLabel("Email Address").fill(newEmail());
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page
      .getByLabel("Confirm Password", { exact: true })
      .fill(`${PASSWORD}x`);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect
      .poll(() => page.getByText("Passwords do not match").count())
      .toBeGreaterThan(0);
    expect(registerCalls).toBe(0);
    await context.close();
  });

  it("sends a signed-out deep link to /login, and back to it after signing in", async () => {
    const { page, context } = await newPage();
    const email = await signUp(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(onLogin);
    await page.goto("/budgets");
    await page.waitForURL(onLogin);
    expect(new URL(page.url()).searchParams.get("next")).toBe("/budgets");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/budgets");
    await expectHeading(page, "Budgets");
    await context.close();
  });

  it("ignores a next= that leaves the site and lands on the dashboard", async () => {
    const { page, context } = await newPage();
    const email = await signUp(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(onLogin);
    await page.goto("/login?next=%2F%2Fexample.com%2Fphish");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/dashboard");
    await expectHeading(page, "Welcome back!");
    await context.close();
  });
});

describe("the protected shell", () => {
  it("shows the section title, today's date and every navigation entry in order at 1280 px", async () => {
    const { page, context } = await newPage(1280, 800);
    await signUp(page);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("link", { name: "Profile" }).waitFor();
    const entries = await nav.getByRole("link").allTextContents();
    expect(entries.map((e) => e.trim())).toEqual([
      "Dashboard",
      "Accounts",
      "Transactions",
      "Budgets",
      "Goals",
      "Reports",
      "AI Assistant",
      "Profile",
    ]);
    const today = new Date().toLocaleDateString("en-US", {
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
    });
    await expect.poll(() => page.getByText(today).count()).toBeGreaterThan(0);
    await nav.getByRole("link", { name: "Budgets" }).click();
    await page.waitForURL("**/budgets");
    await page.screenshot({ path: "test-results/shell-1280.png" });
    await context.close();
  });

  it("opens the navigation drawer from the menu button at 390 px", async () => {
    const { page, context } = await newPage(390, 844);
    await signUp(page);
    await expectHeading(page, "Welcome back!");
    await page.screenshot({ path: "test-results/dashboard-390.png" });
    await page.getByRole("button", { name: "Open navigation" }).click();
    const goals = page.getByRole("link", { name: "Goals" });
    await goals.waitFor({ state: "visible" });
    await page.waitForTimeout(400); // let the slide-in finish for the screenshot
    await page.screenshot({ path: "test-results/drawer-390.png" });
    await goals.click();
    await page.waitForURL("**/goals");
    await expect.poll(() => goals.isVisible()).toBe(false);
    await context.close();
  });

  it("sends unknown paths to the dashboard", async () => {
    const { page, context } = await newPage();
    await signUp(page);
    await page.goto("/no/such/page");
    await page.waitForURL("**/dashboard");
    await context.close();
  });
});
