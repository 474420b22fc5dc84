import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newPage } from "./support/browser";
import { startSignedIn } from "./support/session";

async function contribute(page: Page, amount: string): Promise<void> {
  await page.getByRole("button", { name: "Contribute to Rainy Day" }).click();
  const dialog = page.getByRole("dialog", { name: "Contribute to Goal" });
  await dialog.getByLabel("Contribution Amount").fill(amount);
  await dialog.getByRole("button", { name: "Contribute" }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("savings goals", () => {
  it("creates a goal and contributes until it is achieved", async () => {
    const { page, context } = await newPage();
    await startSignedIn(page, "/goals");
    await expect
      .poll(() => page.getByText("No savings goals set").count())
      .toBe(1);

    await page.getByRole("button", { name: "Create Goal" }).first().click();
    const form = page.getByRole("dialog", { name: "Create Goal" });
    await form.getByLabel("Goal Name").fill("Rainy Day");
    await form.getByLabel("Target Amount").fill("500");
    await form.getByLabel("Target Date").fill("2030-12-31");
    await form.getByRole("button", { name: "Create Goal" }).click();
    await expect
      .poll(() => page.getByText("Goal created successfully!").count())
      .toBe(1);

    const card = page.getByRole("article", { name: "Rainy Day" });
    await contribute(page, "200.50");
    await expect
      .poll(() =>
        page
          .getByText("Successfully contributed $200.50 to Rainy Day!")
          .count(),
      )
      .toBe(1);
    await expect.poll(() => card.getByText("40.1%").count()).toBe(1);

    await contribute(page, "299.50");
    await expect.poll(() => card.getByText("Goal Achieved!").count()).toBe(1);
    expect(await card.getByText("Completed").count()).toBe(1);
    expect(
      await card
        .getByRole("button", { name: "Contribute to Rainy Day" })
        .isDisabled(),
    ).toBe(true);
    const overview = page.getByRole("region", { name: "Goals Overview" });
    expect(await overview.textContent()).toContain("$500.00");

    // A second, open goal beside the achieved one, for the screenshots at both widths.
    await page.getByRole("button", { name: "Create Goal" }).first().click();
    await form.getByLabel("Goal Name").fill("New Laptop");
    await form.getByLabel("Target Amount").fill("1800");
    await form.getByLabel("Target Date").fill("2031-06-30");
    await form.getByRole("button", { name: "Create Goal" }).click();
    await page
      .getByRole("article", { name: "New Laptop" })
      .waitFor({ state: "visible" });
    await page.waitForTimeout(600); // let the bar's fill transition finish
    await page.screenshot({
      path: "test-results/goals-1280.png",
      fullPage: true,
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: "test-results/goals-390.png",
      fullPage: true,
    });
    await context.close();
  });
});
