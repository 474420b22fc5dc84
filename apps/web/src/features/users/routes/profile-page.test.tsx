import { userProfileResponseSchema } from "@finch/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { apiRequest } from "../../../shared/api-client";
import { failRequests } from "../../../shared/testing/fail-requests";
import { signInNewUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render-with-providers";

async function renderProfile() {
  const rendered = renderWithProviders(createRoutes(), "/profile");
  await screen.findByRole("heading", { level: 1, name: "Profile Settings" });
  await screen.findByLabelText("Full Name");
  return rendered;
}

function section(name: string) {
  return screen.getByRole("region", { name });
}

describe("ProfilePage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the profile, the default switches and every disabled control", async () => {
    const user = await signInNewUser({ fullName: "Ada Lovelace" });
    await renderProfile();

    expect(screen.getByLabelText("Full Name")).toHaveValue("Ada Lovelace");
    const email = screen.getByLabelText("Email Address");
    expect(email).toHaveValue(user.email);
    expect(email).toBeDisabled();
    expect(screen.getByText("Email cannot be changed")).toBeVisible();

    const notifications = section("Notifications");
    const switches = within(notifications).getAllByRole("switch");
    expect(switches.map((s) => (s as HTMLInputElement).checked)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);

    expect(
      screen.getByRole("button", { name: "Enable 2FA (coming soon)" }),
    ).toBeDisabled();
    expect(
      screen.getByRole("button", { name: "Privacy Settings (coming soon)" }),
    ).toBeDisabled();
    const danger = section("Danger Zone");
    expect(
      within(danger).getByRole("button", { name: "Delete Account" }),
    ).toBeDisabled();
    expect(within(danger).getByText(/please contact support/)).toBeVisible();
  });

  it("saves the personal information and shows money in the new currency everywhere", async () => {
    await signInNewUser();
    await apiRequest("/accounts", {
      method: "POST",
      body: { name: "Main", account_type: "checking", current_balance: 12.5 },
    });
    const { user, router } = await renderProfile();

    await user.clear(screen.getByLabelText("Full Name"));
    await user.type(screen.getByLabelText("Full Name"), "Grace Hopper");
    await user.type(screen.getByLabelText("Phone Number"), "+1 555 0100");
    await user.click(screen.getByRole("combobox", { name: "Currency" }));
    await user.click(await screen.findByRole("option", { name: "EUR" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(
      await screen.findByText("Profile updated successfully!"),
    ).toBeVisible();
    const saved = await apiRequest("/users/me");
    expect(saved).toMatchObject({
      full_name: "Grace Hopper",
      phone_number: "+1 555 0100",
      currency: "EUR",
    });

    await router.navigate("/accounts");
    expect((await screen.findAllByText("€12.50")).length).toBeGreaterThan(0);
    expect(screen.queryByText("$12.50")).not.toBeInTheDocument();
  });

  it("shows a field's rule and sends nothing while the name is empty", async () => {
    await signInNewUser({ fullName: "Kept Name" });
    const { user } = await renderProfile();
    await user.clear(screen.getByLabelText("Full Name"));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Full name is required")).toBeVisible();
    expect(await apiRequest("/users/me")).toMatchObject({
      full_name: "Kept Name",
    });
  });

  it("saves a switch at once, and it stays after a reload", async () => {
    await signInNewUser();
    const first = await renderProfile();
    const weekly = within(section("Notifications")).getByRole("switch", {
      name: /Weekly Reports/,
    });
    await first.user.click(weekly);
    expect(
      await screen.findByText("Profile updated successfully!"),
    ).toBeVisible();
    expect(weekly).not.toBeChecked();
    first.unmount();

    await renderProfile();
    expect(
      within(section("Notifications")).getByRole("switch", {
        name: /Weekly Reports/,
      }),
    ).not.toBeChecked();
  });

  it("says what each switch sends, that bank problems always show and that push is not there yet", async () => {
    await signInNewUser();
    await renderProfile();
    const notifications = section("Notifications");
    await within(notifications).findByText(/isn't set up to send mail/);

    expect(
      within(notifications).getByText(
        /Problems with a linked bank are always shown/,
      ),
    ).toBeVisible();
    const described = (name: string, description: string) => {
      const control = within(notifications).getByRole("switch", {
        name: new RegExp(name),
      });
      expect(control).toHaveAccessibleName(`${name} ${description}`);
      return control;
    };
    described(
      "Budget Alerts",
      "When a budget reaches its alert threshold and when it goes over",
    );
    described(
      "Goal Reminders",
      "Milestones at 25, 50, 75 and 100%, and a reminder when a goal due within 30 days falls behind",
    );
    described(
      "Weekly Reports",
      "Every Monday: last week's income, spending, top categories and budgets",
    );
    described(
      "Anomaly Detection",
      "A purchase far above what you usually spend at that merchant or in that category",
    );
    described(
      "Email Notifications",
      // The test server has no SMTP_URL.
      "Also send each notification by email. This server isn't set up to send mail, so for now they stay in the app",
    );
    const push = described(
      "Push Notifications",
      "Coming soon. Until then every notification shows in the app, under the bell",
    );
    expect(push).toBeDisabled();
    expect(push).not.toBeChecked();
  });

  it("says plainly that mail goes out when the server sends mail", async () => {
    await signInNewUser();
    failRequests("GET", /\/about$/, 200, {
      support_email: null,
      sends_email: true,
    });
    await renderProfile();

    expect(
      await within(section("Notifications")).findByRole("switch", {
        name: "Email Notifications Also send each notification by email",
      }),
    ).toBeChecked();
  });

  it("shows push off and keeps its stored choice when another switch is saved", async () => {
    await signInNewUser();
    const me = await apiRequest("/users/me", {
      schema: userProfileResponseSchema,
    });
    await apiRequest("/users/me", {
      method: "PUT",
      body: {
        full_name: me.full_name,
        phone_number: me.phone_number,
        currency: me.currency,
        timezone: me.timezone,
        notification_preferences: JSON.stringify({
          budgetAlerts: true,
          goalReminders: true,
          weeklyReports: true,
          anomalyDetection: true,
          emailNotifications: true,
          pushNotifications: true,
        }),
      },
    });
    const { user } = await renderProfile();
    const notifications = section("Notifications");
    expect(
      within(notifications).getByRole("switch", { name: /Push Notifications/ }),
    ).not.toBeChecked();

    await user.click(
      within(notifications).getByRole("switch", { name: /Goal Reminders/ }),
    );
    expect(
      await screen.findByText("Profile updated successfully!"),
    ).toBeVisible();
    const saved = await apiRequest("/users/me", {
      schema: userProfileResponseSchema,
    });
    expect(JSON.parse(saved.notification_preferences)).toMatchObject({
      goalReminders: false,
      pushNotifications: true,
    });
  });

  it("ignores stored preferences that cannot be parsed and shows the defaults", async () => {
    await signInNewUser();
    const profile = await apiRequest("/users/me");
    const realFetch = globalThis.fetch.bind(globalThis);
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const request =
        input instanceof Request ? input : new Request(input, init);
      if (request.method === "GET" && request.url.endsWith("/users/me"))
        return Promise.resolve(
          Response.json({
            ...(profile as object),
            notification_preferences: "{not json",
          }),
        );
      return realFetch(input, init);
    });
    await renderProfile();
    const switches = within(section("Notifications")).getAllByRole("switch");
    expect(switches.map((s) => (s as HTMLInputElement).checked)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it("downloads the dated export file and says so", async () => {
    await signInNewUser();
    const { user } = await renderProfile();
    const saved: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:finch");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await user.click(screen.getByRole("button", { name: "Export Data" }));
    expect(
      await screen.findByText("Data exported successfully!"),
    ).toBeVisible();
    expect(saved[0]).toMatch(/^finch-export-\d{4}-\d{2}-\d{2}\.json$/);

    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await vi.waitFor(() => {
      expect(saved[1]).toMatch(/^finch-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    });
  });

  it("shows 'Failed to export data' when the export fails without detail", async () => {
    await signInNewUser();
    const { user } = await renderProfile();
    failRequests("GET", /\/users\/export-data$/);
    await user.click(screen.getByRole("button", { name: "Export Data" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to export data",
    );
  });

  it("shows 'Failed to load profile' and the page text when there is no profile", async () => {
    await signInNewUser();
    failRequests("GET", /\/users\/me$/);
    renderWithProviders(createRoutes(), "/profile");
    expect(
      await screen.findByText("Failed to load profile data"),
    ).toBeVisible();
    expect(
      screen
        .getAllByRole("alert")
        .some((a) => a.textContent.includes("Failed to load profile")),
    ).toBe(true);
  });

  it("shows 'Failed to update profile' when saving fails without detail", async () => {
    await signInNewUser();
    const { user } = await renderProfile();
    failRequests("PUT", /\/users\/me$/);
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to update profile",
    );
  });
});
