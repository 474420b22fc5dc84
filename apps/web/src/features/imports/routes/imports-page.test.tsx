import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { sendFilesWhole } from "../../../test/file-uploads";
import { createAccount, listTransactions } from "../../../test/money-factories";
import { renderWithProviders } from "../../../test/render-with-providers";
import {
  EUROPEAN_CSV,
  importStatement,
  previewStatement,
  statementFile,
} from "../test/import-factories";

async function renderImportsPage() {
  const rendered = renderWithProviders(createRoutes(), "/imports");
  await screen.findByRole("heading", { level: 1, name: "Imports" });
  return rendered;
}

describe("ImportsPage", () => {
  beforeEach(() => {
    sendFilesWhole();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("lists an import with its file, account and counts, and undoes it after asking", async () => {
    await signInNewUser();
    const account = await createAccount({ name: "Girokonto" });
    await importStatement(
      account.id,
      statementFile("umsaetze.csv", EUROPEAN_CSV),
    );
    const { user } = await renderImportsPage();

    const list = await screen.findByRole("list", { name: "Imports" });
    const [item] = within(list).getAllByRole("listitem");
    expect(item).toHaveTextContent("umsaetze.csv");
    expect(item).toHaveTextContent(/CSV · Girokonto/);
    expect(item).toHaveTextContent("2 transactions imported · 0 rows skipped");
    expect(item).toHaveTextContent("Imported");

    await user.click(
      within(item!).getByRole("button", {
        name: "Undo import of umsaetze.csv",
      }),
    );
    const confirm = await screen.findByRole("dialog", { name: "Undo import" });
    expect(confirm).toHaveTextContent(
      "Undo this import? Its 2 transactions will be removed.",
    );
    await user.click(
      within(confirm).getByRole("button", { name: "Undo import" }),
    );

    expect(await screen.findByText("Import undone")).toBeInTheDocument();
    expect(await listTransactions()).toEqual([]);
    await waitFor(() => {
      expect(screen.queryByText("umsaetze.csv")).not.toBeInTheDocument();
    });
  });

  it("discards a preview nobody imported", async () => {
    await signInNewUser();
    const account = await createAccount({ name: "Girokonto" });
    await previewStatement(
      account.id,
      statementFile("draft.csv", EUROPEAN_CSV),
    );
    const { user } = await renderImportsPage();

    const item = await screen.findByRole("listitem");
    expect(item).toHaveTextContent("Not imported yet");
    await user.click(
      within(item).getByRole("button", {
        name: "Discard preview of draft.csv",
      }),
    );

    expect(await screen.findByText("Preview discarded")).toBeInTheDocument();
    expect(await screen.findByText("No imports yet")).toBeInTheDocument();
  });

  it("says when there are no imports yet", async () => {
    await signInNewUser();
    await renderImportsPage();

    expect(await screen.findByText("No imports yet")).toBeInTheDocument();
  });

  it("is reached from the transactions page", async () => {
    await signInNewUser();
    const { user, router } = renderWithProviders(
      createRoutes(),
      "/transactions",
    );
    await screen.findByRole("heading", { level: 1, name: "Transactions" });

    await user.click(screen.getByRole("link", { name: "Import history" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Imports" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/imports");
  });

  it("shows the fallback when the history fails without detail", async () => {
    await signInNewUser();
    failRequests("GET", /\/imports$/);
    await renderImportsPage();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to load imports",
    );
  });
});
