/**
 * Runs sessions against a server over HTTP, step by step, recording every answer's time under
 * its route group. The same runner drives the real server and the floor, so both receive the
 * same requests in the same order.
 */
import { centsToDecimalText } from "@finch/domain";
import { budgetJson, transactionJson } from "./requests";
import {
  get,
  send,
  signIn,
  userOf,
  type RunnerContext,
  type Tab,
} from "./session-context";
import { changeRow, chat, dashboard, list } from "./session-steps";
import type { Session, Step } from "./steps";

/** Runs a session until its end or until `stop` says so (checked between steps). */
export async function runSession(
  ctx: RunnerContext,
  session: Session,
  stop: () => boolean,
): Promise<boolean> {
  const tab: Tab = {
    user: session.user,
    who: userOf(ctx, session.user),
    heavy: session.user < 0,
    rows: [],
    pages: new Map(),
  };
  for (const step of session.steps) {
    if (stop()) return false;
    await runStep(ctx, tab, step);
  }
  return true;
}

/** One step as the web app's screen sends it. */
async function runStep(
  ctx: RunnerContext,
  tab: Tab,
  step: Step,
): Promise<void> {
  switch (step.kind) {
    case "sign-in":
      // Two devices of one person do not sign in at the same instant; concurrent sign-ins of one
      // email would also count toward its lockout before the password is checked.
      if (ctx.signingIn.has(tab.user))
        ctx.stats().skip("sign-in: the same user already signing in");
      else await signIn(ctx, tab.user, tab.heavy);
      return;
    case "dashboard":
      return dashboard(ctx, tab);
    case "accounts":
      return get(ctx, tab, "/accounts", "GET /accounts");
    case "list":
      return list(ctx, tab, step.view, step.move);
    case "create-transaction":
      return send(
        ctx,
        tab,
        "POST",
        "/transactions",
        "POST /transactions",
        transactionJson(step.draft, tab.who.accountIds),
      );
    case "edit-transaction":
    case "delete-transaction":
      return changeRow(ctx, tab, step);
    case "budgets":
      return get(ctx, tab, "/budgets", "GET /budgets");
    case "create-budget":
      return send(
        ctx,
        tab,
        "POST",
        "/budgets",
        "POST /budgets",
        budgetJson(step.draft),
      );
    case "edit-budget":
      return send(
        ctx,
        tab,
        "PUT",
        `/budgets/${String(tab.who.budgetIds[step.budgetIndex] ?? 0)}`,
        "PUT /budgets/{id}",
        budgetJson(step.draft),
      );
    case "goals":
      return get(ctx, tab, "/goals", "GET /goals");
    case "contribute": {
      const amount = centsToDecimalText(step.cents);
      return send(
        ctx,
        tab,
        "POST",
        `/goals/${String(tab.who.goalIds[step.goalIndex] ?? 0)}/contribute?amount=${amount}`,
        "POST /goals/{id}/contribute",
      );
    }
    case "profile":
      return get(ctx, tab, "/users/me", "GET /users/me");
    case "chat":
      return chat(ctx, tab, step.message);
  }
}
