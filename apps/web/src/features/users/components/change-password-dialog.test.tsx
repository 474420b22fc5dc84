import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createRoutes } from "../../../app/router";
import { apiRequest } from "../../../shared/api-client";
import { getAccessToken } from "../../../shared/auth-token";
import { TEST_PASSWORD, signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";

async function openDialog() {
  const rendered = renderWithProviders(createRoutes(), "/profile");
  await rendered.user.click(
    await screen.findByRole("button", { name: "Change Password" }),
  );
  const dialog = await screen.findByRole("dialog", {
    name: "Change Password",
  });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const submit = within(dialog).getByRole("button", {
    name: "Change Password",
  });
  return { ...rendered, dialog, field, submit };
}

describe("ChangePasswordDialog", () => {
  it("keeps the button disabled until all three are filled and the new ones match", async () => {
    await signInNewUser();
    const { user, dialog, field, submit } = await openDialog();
    expect(
      within(dialog).getByText("Must be at least 6 characters long"),
    ).toBeVisible();
    expect(submit).toBeDisabled();
    await user.type(field("Current Password"), TEST_PASSWORD);
    await user.type(field("New Password"), "Fresh-Password-9");
    expect(submit).toBeDisabled();
    await user.type(field("Confirm New Password"), "Fresh-Password-8");
    expect(within(dialog).getByText("Passwords do not match")).toBeVisible();
    expect(submit).toBeDisabled();
    await user.clear(field("Confirm New Password"));
    await user.type(field("Confirm New Password"), "Fresh-Password-9");
    expect(
      within(dialog).queryByText("Passwords do not match"),
    ).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it("refuses a new password shorter than 6 characters without calling the server", async () => {
    await signInNewUser();
    const { user, dialog, field, submit } = await openDialog();
    const before = getAccessToken();
    await user.type(field("Current Password"), TEST_PASSWORD);
    await user.type(field("New Password"), "abc");
    await user.type(field("Confirm New Password"), "abc");
    await user.click(submit);
    expect(
      await within(dialog).findByText(
        "Password must be at least 6 characters long",
      ),
    ).toBeVisible();
    expect(getAccessToken()).toBe(before);
  });

  it("alerts 'New passwords do not match' if the form is submitted anyway", async () => {
    await signInNewUser();
    const { user, dialog, field } = await openDialog();
    await user.type(field("Current Password"), TEST_PASSWORD);
    await user.type(field("New Password"), "Fresh-Password-9");
    await user.type(field("Confirm New Password"), "Other-Password-9");
    const form = dialog.querySelector("form");
    if (!form) throw new Error("no form");
    fireEvent.submit(form);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "New passwords do not match",
    );
  });

  it("shows the server's detail when the current password is wrong", async () => {
    await signInNewUser();
    const { user, dialog, field, submit } = await openDialog();
    await user.type(field("Current Password"), "not-my-password");
    await user.type(field("New Password"), "Fresh-Password-9");
    await user.type(field("Confirm New Password"), "Fresh-Password-9");
    await user.click(submit);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Current password is incorrect",
    );
  });

  it("changes the password, stores the fresh token and stays signed in", async () => {
    await signInNewUser();
    const { user, field, submit } = await openDialog();
    const before = getAccessToken();
    await user.type(field("Current Password"), TEST_PASSWORD);
    await user.type(field("New Password"), "Fresh-Password-9");
    await user.type(field("Confirm New Password"), "Fresh-Password-9");
    await user.click(submit);
    expect(
      await screen.findByText("Password changed successfully!"),
    ).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    expect(getAccessToken()).not.toBe(before);
    // The stored token is the new one: calls keep working.
    expect(await apiRequest("/users/me")).toHaveProperty("email");
  });
});
