import { screen } from "@testing-library/react";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers";
import { RouteErrorPage } from "./route-error-page";

function routesWithLoader(loader: () => null): RouteObject[] {
  return [
    {
      path: "/",
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <p>Loading</p>,
      loader,
      element: <p>Never shown</p>,
    },
  ];
}

describe("RouteErrorPage", () => {
  it("shows the status and status text of the router's own error response", async () => {
    // No route matches, so React Router itself answers 404 at the root's error boundary.
    renderWithProviders(
      routesWithLoader(() => null),
      "/no/such/route",
    );

    expect(
      await screen.findByRole("heading", {
        name: "Unexpected Application Error!",
      }),
    ).toBeInTheDocument();
    expect(screen.getByText("404 Not Found")).toBeInTheDocument();
  });

  it("shows a thrown error's message", async () => {
    renderWithProviders(
      routesWithLoader(() => {
        throw new Error("The ledger could not be opened");
      }),
      "/",
    );

    expect(
      await screen.findByRole("heading", {
        name: "Unexpected Application Error!",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The ledger could not be opened"),
    ).toBeInTheDocument();
    expect(screen.queryByText("Never shown")).not.toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Back to dashboard" }),
    ).toHaveAttribute("href", "/dashboard");
  });
});
