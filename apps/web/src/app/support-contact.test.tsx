import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "./router";
import { signInNewUser } from "../test/factories";
import { renderWithProviders } from "../test/render-with-providers";
import { failRequests } from "../shared/testing/fail-requests";

describe("where to get support", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("links the 24/7 support claim on the sign-in page to the operators' address", async () => {
    renderWithProviders(createRoutes(), "/login");
    const link = await screen.findByRole("link", { name: "help@finch.test" });
    expect(link).toHaveAttribute("href", "mailto:help@finch.test");
  });

  it("gives the address where account deletion says to contact support", async () => {
    await signInNewUser();
    renderWithProviders(createRoutes(), "/profile");
    const danger = await screen.findByRole("heading", { name: "Danger Zone" });
    const card = danger.closest("section") ?? document.body;
    expect(
      await within(card).findByRole("link", {
        name: "help@finch.test",
      }),
    ).toHaveAttribute("href", "mailto:help@finch.test");
  });

  it("says who gives support when the server has no address", async () => {
    failRequests("GET", /\/about$/, 200, {
      support_email: null,
      sends_email: false,
    });
    renderWithProviders(createRoutes(), "/login");
    expect(
      await screen.findByText(
        /Support comes from whoever runs this Finch server/,
      ),
    ).toBeVisible();
    expect(screen.queryByRole("link", { name: /@/ })).not.toBeInTheDocument();
  });
});
