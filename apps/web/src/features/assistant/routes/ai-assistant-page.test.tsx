import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "../../../app/router";
import { apiRequest } from "../../../shared/api-client";
import { failRequests } from "../../../shared/testing/fail-requests";
import { setProfileTimeZone, signInNewUser } from "../../../test/factories";
import { farTimeZone } from "../../../test/far-time-zone";
import { holdRequests } from "../../../test/hold-requests";
import { renderWithProviders } from "../../../test/render-with-providers";
import { SUGGESTED_QUESTIONS } from "../components/suggested-questions";
import { GREETING } from "../hooks/use-chat";

async function renderPage() {
  const rendered = renderWithProviders(createRoutes(), "/ai-assistant");
  await screen.findByRole("heading", { level: 1, name: "AI Assistant" });
  return rendered;
}

const conversation = () => screen.getByRole("list", { name: "Conversation" });
const input = () =>
  screen.getByRole("textbox", { name: "Ask about your finances" });

describe("AiAssistantPage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("starts with the greeting, offers the 12 questions in order, and a chip fills the input", async () => {
    await signInNewUser();
    const { user } = await renderPage();
    expect(within(conversation()).getByText(GREETING)).toBeVisible();
    const chips = within(
      screen.getByRole("region", { name: "Suggested Questions" }),
    ).getAllByRole("button");
    expect(chips.map((c) => c.textContent)).toEqual([...SUGGESTED_QUESTIONS]);
    await user.click(
      screen.getByRole("button", { name: "Show me my budget status" }),
    );
    expect(input()).toHaveValue("Show me my budget status");
    expect(within(conversation()).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("region", { name: "What I can do" })).toBeVisible();
    expect(screen.getByRole("region", { name: "Data sources" })).toBeVisible();
  });

  it("sends on Enter, shows the waiting line, then the answer with a link to the filtered list", async () => {
    await signInNewUser();
    const account = (await apiRequest("/accounts", {
      method: "POST",
      body: {
        name: "Checking",
        account_type: "checking",
        institution_name: "",
        current_balance: 100,
      },
    })) as { id: number };
    const today = new Date().toISOString().slice(0, 10);
    await apiRequest("/transactions", {
      method: "POST",
      body: {
        description: "STARBUCKS",
        merchant_name: "Starbucks",
        category: "food_dining",
        amount: 4.5,
        transaction_type: "debit",
        account_id: String(account.id),
        transaction_date: today,
      },
    });
    const { user } = await renderPage();
    await user.click(
      screen.getByRole("button", {
        name: "Find all transactions at Starbucks",
      }),
    );
    const held = holdRequests();
    await user.type(input(), "{Enter}");
    expect(
      await screen.findByText("Analyzing your financial data..."),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    expect(input()).toHaveValue("");
    held.release();
    expect(
      await within(conversation()).findByText(/transaction at Starbucks/),
    ).toBeVisible();
    expect(
      within(conversation()).getByText("1", { selector: "strong" }),
    ).toBeVisible();
    const link = within(conversation()).getByRole("link", {
      name: "View these transactions",
    });
    expect(link).toHaveAttribute(
      "href",
      expect.stringMatching(
        /^\/transactions\?from=\d{4}-\d{2}-\d{2}&to=.*&q=Starbucks$/,
      ),
    );
    expect(
      screen.queryByText("Analyzing your financial data..."),
    ).not.toBeInTheDocument();
  });

  it("times the messages in the profile's time zone, not the browser's", async () => {
    const far = farTimeZone();
    await signInNewUser();
    await setProfileTimeZone(far.timezone);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(far.now);
    const { user } = await renderPage();

    const greeting = within(conversation()).getByRole("listitem");
    expect(await within(greeting).findByText(far.time)).toBeVisible();
    await user.type(input(), "What's my net worth?{Enter}");
    const mine = await within(conversation()).findByRole("listitem", {
      name: "You",
    });
    expect(within(mine).getByText(far.time)).toBeVisible();
  });

  it("blocks empty messages and adds a line on Shift+Enter", async () => {
    await signInNewUser();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { user } = await renderPage();
    const callsBefore = fetchSpy.mock.calls.length;
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    await user.type(input(), "   {Enter}");
    expect(within(conversation()).getAllByRole("listitem")).toHaveLength(1);
    await user.clear(input());
    await user.type(input(), "line one{Shift>}{Enter}{/Shift}line two");
    expect(input()).toHaveValue("line one\nline two");
    expect(fetchSpy.mock.calls.length).toBe(callsBefore);
  });

  it("shows the failure alert and an apology, and Clear Chat returns to the greeting", async () => {
    await signInNewUser();
    failRequests("POST", /\/ai\/chat$/, 500);
    const { user } = await renderPage();
    await user.type(input(), "What's my net worth?{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to get AI response",
    );
    expect(
      within(conversation()).getByText(/The AI service may be unavailable/),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Clear Chat" }));
    await waitFor(() =>
      expect(within(conversation()).getAllByRole("listitem")).toHaveLength(1),
    );
    expect(within(conversation()).getByText(GREETING)).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
