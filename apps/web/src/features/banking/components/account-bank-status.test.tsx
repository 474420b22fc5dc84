import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createRoutes } from "../../../app/router";
import { apiRequest } from "../../../shared/api-client";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import { bankItemsQueryOptions } from "../api/banking-queries";
import { linkSandboxBank } from "../../../test/banking-factories";

describe("a linked bank that needs a new sign-in", () => {
  it("shows on its accounts' cards, and Reconnect repairs it", async () => {
    await signInNewUser();
    await linkSandboxBank({ institution_id: "ins_109511" });
    const [item] = await bankItemsQueryOptions().queryFn!({} as never);
    await apiRequest("/plaid/sandbox/reset-login", {
      method: "POST",
      body: { item_id: item!.id },
    });
    // The sync fails for this bank (502 naming it), which records the login problem.
    await expect(
      apiRequest("/plaid/sync-transactions", { method: "POST" }),
    ).rejects.toThrow(
      "Tartan Bank: Your bank needs you to sign in again. Use Reconnect on the Accounts page.",
    );

    const { user } = renderWithProviders(createRoutes(), "/accounts");
    const card = await screen.findByRole("article", { name: "Plaid Checking" });
    expect(await within(card).findByText("Needs sign-in")).toBeVisible();
    await user.click(
      within(card).getByRole("button", { name: "Reconnect Tartan Bank" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Reconnect Tartan Bank",
    });
    expect(within(dialog).getByText("Sign in to Tartan Bank")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Connect" }));

    expect(
      await screen.findByText("Tartan Bank reconnected successfully!"),
    ).toBeVisible();
    const banks = await screen.findByRole("list", { name: "Linked banks" });
    expect(await within(banks).findByText("Connected")).toBeVisible();
  });
});
