import type { SyncTransactionsResponse } from "@finch/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { bankItemListResponseSchema } from "@finch/contracts";
import { apiRequest } from "../../../shared/api-client";
import { setProfileTimeZone, signInNewUser } from "../../../test/factories";
import { farTimeZone } from "../../../test/far-time-zone";
import { renderWithProviders } from "../../../test/render-with-providers";
import { linkSandboxBank } from "../../../test/banking-factories";
import { syncSummary } from "./sync-button";

describe("Sync and Refresh", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("syncs from /transactions and shows the synced rows", async () => {
    await signInNewUser();
    await linkSandboxBank();
    const rendered = renderWithProviders(createRoutes(), "/transactions");
    await screen.findByRole("heading", { level: 1, name: "Transactions" });

    await rendered.user.click(screen.getByRole("button", { name: "Sync" }));
    // The first sync brings the bank's history and says how many rows are new.
    expect(
      await screen.findByText(
        /^Transactions synced successfully! [\d,]+ new\.$/,
      ),
    ).toBeVisible();
    // The newest page holds the last two or three weeks of the sandbox's card spending, in
    // which its most frequent merchants always appear (Netflix, on the 5th, may be off it).
    expect(
      (
        await screen.findAllByText(
          /STARBUCKS|WHOLE FOODS|SHELL OIL|TRADER JOE'S|CHIPOTLE/,
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it("says there is no linked bank yet instead of claiming a sync", async () => {
    await signInNewUser();
    const rendered = renderWithProviders(createRoutes(), "/transactions");
    await screen.findByRole("heading", { level: 1, name: "Transactions" });

    await rendered.user.click(screen.getByRole("button", { name: "Sync" }));

    expect(
      await screen.findByText(
        "No linked banks yet: link one with Link Bank Account on the Accounts page.",
      ),
    ).toBeVisible();
    expect(
      screen.queryByText(/Transactions synced successfully!/),
    ).not.toBeInTheDocument();
  });

  it("counts what a sync changed", () => {
    const item: SyncTransactionsResponse["items"][number] = {
      id: 1,
      institution_name: "Bank",
      provider: "sandbox",
      status: "ok",
      last_synced_at: null,
      error: null,
      account_ids: [],
      added: 0,
      modified: 0,
      removed: 0,
    };
    expect(
      syncSummary({
        added: 4,
        modified: 1,
        removed: 1,
        items: [{ ...item, added: 4, modified: 1, removed: 1 }],
      }),
    ).toBe("Transactions synced successfully! 4 new, 1 updated, 1 removed.");
    expect(
      syncSummary({
        added: 1200,
        modified: 0,
        removed: 0,
        items: [
          { ...item, added: 1200 },
          { ...item, status: "needs_reauth" },
        ],
      }),
    ).toBe(
      "Transactions synced successfully! 1,200 new. 1 bank needs attention on the Accounts page.",
    );
  });

  it("shows 'Failed to sync transactions' when the sync fails without detail", async () => {
    await signInNewUser();
    failRequests("POST", /\/plaid\/sync-transactions$/);
    const rendered = renderWithProviders(createRoutes(), "/transactions");
    await screen.findByRole("heading", { level: 1, name: "Transactions" });

    await rendered.user.click(screen.getByRole("button", { name: "Sync" }));
    expect(
      await screen.findByText("Failed to sync transactions"),
    ).toBeVisible();
  });

  it("times the last sync in the profile's time zone, not the browser's", async () => {
    const far = farTimeZone();
    await signInNewUser();
    await setProfileTimeZone(far.timezone);
    await linkSandboxBank();
    await apiRequest("/plaid/sync-transactions", { method: "POST" });
    const { items } = await apiRequest("/plaid/items", {
      schema: bankItemListResponseSchema,
    });
    const syncedAt = new Date(items[0]?.last_synced_at ?? "");
    const inZone = (timeZone: string) =>
      `Last synced ${syncedAt.toLocaleString("en-US", {
        month: "short",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone,
      })}`;
    // The runner's own clock would read differently, or the test could not tell them apart.
    expect(inZone(far.timezone)).not.toBe(
      inZone(Intl.DateTimeFormat().resolvedOptions().timeZone),
    );

    renderWithProviders(createRoutes(), "/accounts");

    const banks = await screen.findByRole("list", { name: "Linked banks" });
    expect(
      await within(banks).findByText(inZone(far.timezone), { exact: false }),
    ).toBeVisible();
  });

  it("Refresh on /accounts syncs, and Unlink keeps the accounts as manual ones", async () => {
    await signInNewUser();
    await linkSandboxBank({ institution_id: "ins_109509" });
    const rendered = renderWithProviders(createRoutes(), "/accounts");
    await screen.findByRole("heading", { level: 1, name: "Accounts" });

    await rendered.user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(
      await screen.findByText(/^Transactions synced successfully!/),
    ).toBeVisible();

    const banks = await screen.findByRole("list", { name: "Linked banks" });
    await rendered.user.click(
      within(banks).getByRole("button", {
        name: "Unlink First Gingham Credit Union",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Unlink bank?" });
    expect(dialog).toHaveTextContent(
      "Its accounts stay as manual accounts and keep their transaction history",
    );
    await rendered.user.click(
      within(dialog).getByRole("button", { name: "Unlink" }),
    );
    expect(
      await screen.findByText(
        "First Gingham Credit Union unlinked successfully!",
      ),
    ).toBeVisible();
    expect(
      await screen.findByRole("article", { name: "Plaid Checking" }),
    ).toHaveTextContent("(Manual)");
  });
});
