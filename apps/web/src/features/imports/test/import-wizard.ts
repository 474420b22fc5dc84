import { screen, within } from "@testing-library/react";
import { createRoutes } from "../../../app/router";
import { renderWithProviders } from "../../../test/render-with-providers";

/** Opens /transactions and its Import wizard, as a person does. */
export async function openWizardOnTransactions() {
  const rendered = renderWithProviders(createRoutes(), "/transactions");
  await screen.findByRole("heading", { level: 1, name: "Transactions" });
  await rendered.user.click(screen.getByRole("button", { name: "Import" }));
  const dialog = await screen.findByRole("dialog", {
    name: "Import statement",
  });
  return { ...rendered, dialog };
}

/** Opens the wizard on /transactions and chooses `file` in it (no account chosen). */
export async function uploadOnTransactions(file: File) {
  const opened = await openWizardOnTransactions();
  await opened.user.upload(
    within(opened.dialog).getByLabelText("Statement file"),
    file,
  );
  return opened;
}
