import {
  centsToWire,
  formatMoney,
  toCents,
  type Currency,
} from "@finch/domain";
import { z } from "zod";
import type { Snapshot } from "../snapshot";
import { runTask, TASK_NAMES } from "../analyst/analyst";
import { queryParams, runQuery } from "./query-tool";
import {
  searchTransactions,
  searchTransactionsParams,
} from "./search-transactions";

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
    "query",
    "One question over the user's money: a subject (spending, income, refunds, transfers, cash_flow, savings_rate, transactions, balance, net_worth, liabilities, assets, budgets, goals, subscriptions, upcoming, pending), how it is measured (total, count, average per day/week/month/purchase, share, rows), filters, a date range, a grouping, a limit, an order and a period to compare with. Dates are YYYY-MM-DD; amounts are cents. Returns the answer with its exact figures.",
    queryParams,
    runQuery,
  ),
  tool(
    "task",
    "Advice and projections the analyst works out from the user's question: budget_advice, left_to_spend, anomalies, forecast (month end at this pace), affordability (can I afford an amount), save_more. Pass the user's question in their words.",
    z.object({
      task: z.enum(TASK_NAMES),
      question: z.string().min(1).max(500),
    }),
    async (s, a) => ({
      answer_display: (await runTask(s, a.task, a.question)).text,
    }),
  ),
  tool(
    "search_transactions",
    "Find transactions; totals cover every match.",
    searchTransactionsParams,
    searchTransactions,
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
