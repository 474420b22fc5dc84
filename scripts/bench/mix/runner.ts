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

/**
 * Runs a session until its end or until `stop` says so (checked between steps); returns the
 * share of its steps it ran (1: all of them).
 */
export async function runSession(
  ctx: RunnerContext,
  session: Session,
  stop: () => boolean,
): Promise<number> {
  const tab: Tab = {
    user: session.user,
    who: userOf(ctx, session.user),
    heavy: session.user < 0,
    rows: [],
    pages: new Map(),
  };
  for (const [done, step] of session.steps.entries()) {
    if (stop()) return done / session.steps.length;
    await runStep(ctx, tab, step);
  }
  return 1;
}

/** The screens that are one read. */
const READS = {
  accounts: ["/accounts", "GET /accounts"],
  budgets: ["/budgets", "GET /budgets"],
  goals: ["/goals", "GET /goals"],
  profile: ["/users/me", "GET /users/me"],
} as const;

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
    case "budgets":
    case "goals":
    case "profile": {
      const [path, group] = READS[step.kind];
      return get(ctx, tab, path, group);
    }
    case "list":
      return list(ctx, tab, step.view, step.move);
    case "edit-transaction":
    case "delete-transaction":
      return changeRow(ctx, tab, step);
    case "chat":
      return chat(ctx, tab, step.message);
    default:
      return write(ctx, tab, step);
  }
}

/** The writes that need no row from a page: method, path, report group and body. */
function write(
  ctx: RunnerContext,
  tab: Tab,
  step: Extract<
    Step,
    {
      kind:
        "create-transaction" | "create-budget" | "edit-budget" | "contribute";
    }
  >,
): Promise<void> {
  const { accountIds, budgetIds, goalIds } = tab.who;
  switch (step.kind) {
    case "create-transaction":
      return send(
        ctx,
        tab,
        "POST",
        "/transactions",
        "POST /transactions",
        transactionJson(step.draft, accountIds),
      );
    case "create-budget":
      return send(
        ctx,
        tab,
        "POST",
        "/budgets",
        "POST /budgets",
        budgetJson(step.draft),
      );
    case "edit-budget": {
      const id = String(budgetIds[step.budgetIndex] ?? 0);
      return send(
        ctx,
        tab,
        "PUT",
        `/budgets/${id}`,
        "PUT /budgets/{id}",
        budgetJson(step.draft),
      );
    }
    case "contribute": {
      const id = String(goalIds[step.goalIndex] ?? 0);
      const amount = centsToDecimalText(step.cents);
      return send(
        ctx,
        tab,
        "POST",
        `/goals/${id}/contribute?amount=${amount}`,
        "POST /goals/{id}/contribute",
      );
    }
  }
}
