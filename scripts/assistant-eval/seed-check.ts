/**
 * After seeding, the app's own screens (accounts, budgets, goals) are compared with the oracle.
 * A difference means the household did not go in as written, or the oracle and the app read a
 * rule differently; either way the questions that rest on it would be unfair, so it is reported.
 * This looks at the seeded data only, never at the assistant's answers.
 */
import { wireToCents } from "@finch/domain";
import type { AppUnderTest } from "./app-under-test";
import type { Household } from "./household";
import { ledger } from "./truth";
import { budgetTruth, goalTruth } from "./truth-plans";

const cents = (n: number) => wireToCents(n) ?? Number.NaN;

export async function seedProblems(
  t: AppUnderTest,
  h: Household,
): Promise<string[]> {
  const l = ledger(h);
  const problems: string[] = [];
  const accounts = (await t.call("GET", "/accounts", undefined, 200)).json<{
    accounts: { name: string; current_balance: number }[];
  }>().accounts;
  for (const a of h.accounts) {
    const shown = accounts.find((x) => x.name === a.name);
    if (cents(shown?.current_balance ?? Number.NaN) !== a.finalCents)
      problems.push(
        `account ${a.name}: ${String(shown?.current_balance)} ≠ ${String(a.finalCents)}¢`,
      );
  }
  const budgets = (await t.call("GET", "/budgets", undefined, 200)).json<{
    budgets: {
      name: string;
      spent_amount: number;
      start_date: string;
      end_date: string;
    }[];
  }>().budgets;
  for (const b of h.budgets) {
    const truth = budgetTruth(l, b);
    const shown = budgets.find((x) => x.name === b.name);
    if (
      !shown ||
      cents(shown.spent_amount) !== truth.spent ||
      shown.start_date !== truth.window.start
    )
      problems.push(
        `budget ${b.name}: spent ${String(shown?.spent_amount)} from ${String(shown?.start_date)} ≠ ${String(truth.spent)}¢ from ${truth.window.start}`,
      );
  }
  const goals = (await t.call("GET", "/goals", undefined, 200)).json<{
    goals: {
      name: string;
      current_amount: number;
      is_completed: boolean;
      required_per_month: number | null;
    }[];
  }>().goals;
  for (const g of h.goals) {
    const truth = goalTruth(h, g);
    const shown = goals.find((x) => x.name === g.name);
    const perMonth = shown?.required_per_month;
    if (
      !shown ||
      cents(shown.current_amount) !== truth.saved ||
      shown.is_completed !== truth.completed ||
      (perMonth === null ? undefined : cents(perMonth ?? Number.NaN)) !==
        truth.perMonth
    )
      problems.push(
        `goal ${g.name}: ${JSON.stringify(shown)} ≠ saved ${String(truth.saved)}¢, per month ${String(truth.perMonth)}¢`,
      );
  }
  return problems;
}
