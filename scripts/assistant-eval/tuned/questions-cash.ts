import { percent } from "../format";
import {
  LAST_MONTH,
  THIS_MONTH,
  THIS_YEAR,
  lead,
  usd,
  type CaseKit,
} from "./kit";

/** Income, cash flow, savings rate, balances, net worth and debt. */
export function cashCases({ add, l }: CaseKit): void {
  add(
    "income",
    [usd(l.income(LAST_MONTH))],
    [
      "How much did I earn last month?",
      "What was my income in May?",
      "how much income did i get last month",
      "How much did I make last month?",
      "how much did i make last month after tax",
    ],
    lead(l.income(LAST_MONTH)),
  );
  add(
    "income",
    [usd(l.income(THIS_YEAR))],
    ["total pay this year"],
    lead(l.income(THIS_YEAR)),
  );
  add(
    "transfers",
    [usd(l.transfers(THIS_MONTH, "debit"))],
    ["how much did i move between accounts this month"],
    lead(l.transfers(THIS_MONTH, "debit")),
  );
  add(
    "income",
    [usd(260000), { anyOf: ["Jun 15", "June 15", "2025-06-15", "15 June"] }],
    ["When was my last paycheck and how much?", "what was my last paycheck"],
  );
  const saved = l.income(LAST_MONTH) - l.spend(LAST_MONTH);
  add(
    "cash_flow",
    [usd(saved)],
    [
      "How much did I save last month?",
      "What was my net cash flow last month?",
      "cash flow for may",
    ],
  );
  add(
    "cash_flow",
    [usd(l.spend(THIS_MONTH))],
    [
      "Am I spending more than I earn?",
      "Do I spend more than I make this month?",
    ],
  );
  const rate = (w: typeof LAST_MONTH) =>
    percent(l.income(w) - l.spend(w), l.income(w));
  add(
    "savings_rate",
    [rate(LAST_MONTH)],
    [
      "What was my savings rate last month?",
      "savings rate for May",
      "my savigns rate last month",
    ],
    { lead: rate(LAST_MONTH) },
  );
  add(
    "savings_rate",
    [rate(THIS_MONTH)],
    ["What's my savings rate?", "savings rate this month"],
  );
  add(
    "balances",
    [usd(l.balanceOf("1"))],
    [
      "What's my checking balance?",
      "How much is in my checking account?",
      "checking balance",
    ],
  );
  add(
    "balances",
    [usd(l.balanceOf("2"))],
    [
      "How much do I have in savings?",
      "Show all my balances",
      "what are my account balances",
    ],
  );
  add(
    "net_worth",
    [usd(l.netWorthCents), usd(l.assetsCents), usd(l.liabilitiesCents)],
    [
      "What's my net worth?",
      "Assets vs liabilities?",
      "what am i worth overall",
      "net worth please",
      "What is my networth?",
    ],
  );
  add(
    "debt",
    [usd(l.owedOn("3"))],
    ["How much do I owe on credit cards?", "What is my credit card debt?"],
  );
  add(
    "debt",
    [usd(l.liabilitiesCents)],
    ["How much debt do I have?", "total debt"],
  );
  add(
    "highest_account",
    [{ name: "High-Yield Savings" }, usd(l.balanceOf("2"))],
    [
      "Which account has the highest balance?",
      "what account has the most money",
      "Which account has the largest balance?",
    ],
  );
}
