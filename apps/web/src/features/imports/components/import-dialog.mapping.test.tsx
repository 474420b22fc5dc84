import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { importListResponseSchema } from "@finch/contracts";
import { apiRequest } from "../../../shared/api-client";
import { signInNewUser } from "../../../test/factories";
import { sendFilesWhole } from "../../../test/file-uploads";
import { EUROPEAN_CSV, statementFile } from "../test/import-factories";
import { uploadOnTransactions } from "../test/import-wizard";

async function mappingOnTransactions(file: File) {
  const opened = await uploadOnTransactions(file);
  const mapping = await within(opened.dialog).findByRole("group", {
    name: "Map columns",
  });
  return { ...opened, mapping };
}

async function listedImports() {
  return (await apiRequest("/imports", { schema: importListResponseSchema }))
    .imports;
}

describe("ImportDialog's column mapping", () => {
  beforeEach(() => {
    sendFilesWhole();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads the file again when an option changes, keeping one preview", async () => {
    await signInNewUser();
    const { user, mapping } = await mappingOnTransactions(
      statementFile("umsaetze.csv", EUROPEAN_CSV),
    );
    const sample = within(mapping).getByRole("table", {
      name: "First rows as read",
    });
    expect(within(sample).getByText("-$1,234.56")).toBeInTheDocument();

    await user.click(
      within(mapping).getByRole("checkbox", {
        name: "Amounts are reversed (charges are positive)",
      }),
    );

    expect(await within(sample).findByText("+$1,234.56")).toBeInTheDocument();
    expect(within(sample).getByText("-$2,500.00")).toBeInTheDocument();
    await waitFor(async () => {
      expect(await listedImports()).toHaveLength(1);
    });
  });

  it("offers every column of the header, and a changed column is read from", async () => {
    await signInNewUser();
    const { user, mapping } = await mappingOnTransactions(
      statementFile("umsaetze.csv", EUROPEAN_CSV),
    );

    await user.click(
      within(mapping).getByRole("combobox", { name: "Description column" }),
    );
    const listbox = await screen.findByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Not in the file", "Datum", "Betrag", "Text"]);
    await user.click(within(listbox).getByRole("option", { name: "Datum" }));

    const sample = within(mapping).getByRole("table", {
      name: "First rows as read",
    });
    expect(await within(sample).findByText("15.03.2024")).toBeInTheDocument();
  });

  it("names what the server could not read with the chosen format", async () => {
    await signInNewUser();
    const { user, mapping, dialog } = await mappingOnTransactions(
      statementFile("umsaetze.csv", EUROPEAN_CSV),
    );

    await user.click(
      within(mapping).getByRole("combobox", { name: "Date format" }),
    );
    await user.click(await screen.findByRole("option", { name: "MM/DD/YYYY" }));

    const sample = within(mapping).getByRole("table", {
      name: "First rows as read",
    });
    await waitFor(() => {
      expect(
        within(sample).queryByText("Mar 15, 2024"),
      ).not.toBeInTheDocument();
    });
    expect(within(sample).getAllByText(/15\.03\.2024/).length).toBeGreaterThan(
      0,
    );
    expect(within(dialog).getByRole("button", { name: "Next" })).toBeEnabled();
  });
});
