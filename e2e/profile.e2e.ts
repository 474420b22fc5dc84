import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { apiAs } from "./support/api";
import { newPage } from "./support/browser";
import { PASSWORD, signIn, storedToken } from "./support/journeys";
import { startSignedIn } from "./support/session";

const NEW_PASSWORD = "Copper-Kettle-Orchard-5";

async function waitForText(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByText(text).count()).toBeGreaterThan(0);
}

function pushSwitch(page: Page) {
  return page.getByRole("switch", { name: /Push Notifications/ });
}

function goalSwitch(page: Page) {
  return page.getByRole("switch", { name: /Goal Reminders/ });
}

describe("profile settings", () => {
  it("edits the profile, keeps switches, changes the password and exports the data", async () => {
    const { page, context } = await newPage();
    const { email } = await startSignedIn(page, "/profile");
    await apiAs(page, "POST", "/accounts", {
      name: "Everyday",
      account_type: "checking",
      current_balance: 42.5,
    });
    await page.reload();

    await page.getByLabel("Full Name").fill("Avery Q. Quinn");
    await page.getByLabel("Phone Number").fill("+1 555 0100");
    await page.getByRole("combobox", { name: "Currency" }).click();
    await page.getByRole("option", { name: "EUR" }).click();
    await page.getByRole("combobox", { name: "Timezone" }).click();
    await page.getByRole("option", { name: "Europe/Paris" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await waitForText(page, "Profile updated successfully!");

    // Push is not offered yet: shown off and disabled, saying notifications stay in the app.
    expect(await pushSwitch(page).isChecked()).toBe(false);
    expect(await pushSwitch(page).isDisabled()).toBe(true);
    await goalSwitch(page).click();
    await expect.poll(() => goalSwitch(page).isChecked()).toBe(false);
    await page.getByRole("switch", { name: /Weekly Reports/ }).click();
    await expect
      .poll(() =>
        page.getByRole("switch", { name: /Weekly Reports/ }).isChecked(),
      )
      .toBe(false);

    await page.reload();
    await expect
      .poll(() => page.getByLabel("Full Name").inputValue())
      .toBe("Avery Q. Quinn");
    expect(await page.getByLabel("Phone Number").inputValue()).toBe(
      "+1 555 0100",
    );
    expect(await goalSwitch(page).isChecked()).toBe(false);
    expect(
      await page.getByRole("switch", { name: /Weekly Reports/ }).isChecked(),
    ).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({
      path: "test-results/profile-1280.png",
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: "test-results/profile-390.png",
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The new currency shows across the app.
    await page.goto("/accounts");
    await waitForText(page, "€42.50");

    await page.goto("/profile");
    const before = await storedToken(page);
    await page.getByRole("button", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await dialog.getByLabel("Current Password").fill(PASSWORD);
    await dialog.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await waitForText(page, "Password changed successfully!");
    expect(await storedToken(page)).not.toBe(before);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export Data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^finch-export-\d{4}-\d{2}-\d{2}\.json$/,
    );
    await waitForText(page, "Data exported successfully!");
    const path = await file.path();
    const data = JSON.parse(await readFile(path, "utf8")) as {
      format_version: number;
      profile: { email: string; full_name: string; currency: string };
      accounts: { name: string; current_balance: number }[];
    };
    expect(data.format_version).toBe(1);
    expect(data.profile).toMatchObject({
      email,
      full_name: "Avery Q. Quinn",
      currency: "EUR",
    });
    expect(data.accounts).toEqual([
      expect.objectContaining({ name: "Everyday", current_balance: 42.5 }),
    ]);

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    await signIn(page, email, NEW_PASSWORD);
    await context.close();
  });
});
