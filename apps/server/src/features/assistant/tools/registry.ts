import {
  centsToWire,
  formatMoney,
  toCents,
  type Currency,
} from "@finch/domain";
import { z } from "zod";
import type { Snapshot } from "../snapshot";
import { budgetStatusParams, budgetStatusTool } from "./budget-status";
import { cashFlow, cashFlowParams } from "./cash-flow";
import { comparePeriods, comparePeriodsParams } from "./compare-periods";
import { detectAnomalies, detectAnomaliesParams } from "./detect-anomalies";
import { getAccounts, getAccountsParams } from "./get-accounts";
import { goalStatusParams, goalStatusTool } from "./goal-status";
import { recurringCharges, recurringChargesParams } from "./recurring-charges";
import {
  searchTransactions,
  searchTransactionsParams,
} from "./search-transactions";
import { spendingSummary, spendingSummaryParams } from "./spending-summary";

/** One read-only tool both engines use: a zod schema (its JSON Schema goes to the model) and a run. */
export interface AssistantTool {
  name: string;
  description: string;
  parameters: z.ZodType;
  run: (snapshot: Snapshot, args: never) => unknown;
}

const tool = <S extends z.ZodType>(
  name: string,
  description: string,
  parameters: S,
  run: (s: Snapshot, a: z.infer<S>) => unknown,
): AssistantTool => ({
  name,
  description,
  parameters,
  run,
});

/**
 * The registry (docs/design/assistant.md §3). Amounts in arguments are cents; results carry amounts
 * and display strings.
 */
export const TOOLS: readonly AssistantTool[] = [
  tool(
    "get_accounts",
    "Account balances, assets, liabilities and net worth.",
    getAccountsParams,
    (s) => getAccounts(s),
  ),
  tool(
    "search_transactions",
    "Find transactions; totals cover every match.",
    searchTransactionsParams,
    searchTransactions,
  ),
  tool(
    "spending_summary",
    "Spending (transfers excluded, refunds netted) over a window, optionally grouped.",
    spendingSummaryParams,
    spendingSummary,
  ),
  tool(
    "compare_periods",
    "Spending in two windows and the change, optionally by category or merchant.",
    comparePeriodsParams,
    comparePeriods,
  ),
  tool(
    "cash_flow",
    "Income, spending, net and savings rate over a window, optionally per month.",
    cashFlowParams,
    cashFlow,
  ),
  tool(
    "budget_status",
    "Budgets with spent, limit, remaining, status, days left and pace.",
    budgetStatusParams,
    budgetStatusTool,
  ),
  tool(
    "goal_status",
    "Savings goals with progress, required per month and projection.",
    goalStatusParams,
    goalStatusTool,
  ),
  tool(
    "recurring_charges",
    "Subscriptions, bills and recurring income from the last 12 months.",
    recurringChargesParams,
    recurringCharges,
  ),
  tool(
    "detect_anomalies",
    "Unusual transactions in a window with their baselines.",
    detectAnomaliesParams,
    detectAnomalies,
  ),
];

/** Runs a tool by name with arguments from a model; errors come back as data `{error, hint}`. */
export async function runTool(
  snapshot: Snapshot,
  name: string,
  rawArgs: unknown,
): Promise<{ ok: boolean; content: unknown }> {
  const found = TOOLS.find((t) => t.name === name);
  if (!found)
    return {
      ok: false,
      content: {
        error: `Unknown tool ${name}`,
        hint: `Use one of: ${TOOLS.map((t) => t.name).join(", ")}`,
      },
    };
  const parsed = found.parameters.safeParse(rawArgs ?? {});
  if (!parsed.success)
    return {
      ok: false,
      content: {
        error: "Invalid arguments",
        hint: parsed.error.issues
          .map((i) => `${i.path.join(".")}: ${i.message}`)
          .join("; "),
      },
    };
  return {
    ok: true,
    content: forModel(
      await found.run(snapshot, parsed.data as never),
      snapshot.currency,
    ),
  };
}

/**
 * Tool output as the model sees it: `…Cents` become 2-place amounts plus `…_display` strings;
 * free text written by others (descriptions) is cut to 80 characters, stripped of control
 * characters and markup, and marked untrusted.
 */
export function forModel(value: unknown, currency: Currency): unknown {
  if (Array.isArray(value)) return value.map((v) => forModel(v, currency));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key.endsWith("Cents") && typeof v === "number") {
      const base = key.slice(0, -5);
      out[base] = centsToWire(toCents(v));
      out[`${base}_display`] = formatMoney(toCents(v), currency);
    } else if (key.endsWith("Tenths") && typeof v === "number") {
      out[`${key.slice(0, -6)}_pct`] = v / 10;
    } else if (key === "description" && typeof v === "string") {
      out.description_untrusted = untrusted(v);
    } else if (
      (key === "merchant" || key === "name" || key === "accountName") &&
      typeof v === "string"
    ) {
      out[key] = untrusted(v);
    } else out[key] = forModel(v, currency);
  }
  return out;
}

/** Text written by others, made inert: ≤ 80 characters, no control characters or markup. */
export function untrusted(text: string): string {
  return text
    .replace(/[\p{Cc}<>`*_[\]{}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
}

/** JSON Schema of a tool's parameters, as both wire formats take it. */
export function jsonSchemaOf(t: AssistantTool): Record<string, unknown> {
  const schema = z.toJSONSchema(t.parameters) as Record<string, unknown>;
  delete schema.$schema;
  return schema;
}
