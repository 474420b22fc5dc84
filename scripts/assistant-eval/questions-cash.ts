import { usd } from "./oracle";
import { LAST_MONTH, THIS_MONTH, type CaseKit } from "./case-kit";

/** Income, cash flow, savings rate, balances, net worth and debt. */
export function cashCases({ add, o }: CaseKit): void {
  add(
    "income",
    "income",
    [usd(o.income(LAST_MONTH))],
    [
      "How much did I earn last month?",
      "What was my income in May?",
      "how much income did i get last month",
      "How much did I make last month?",
    ],
  );
  add(
    "income",
    "income",
    [usd(260000), "Jun 15"],
    ["When was my last paycheck and how much?", "what was my last paycheck"],
  );
  add(
    "cash_flow",
    "cash_flow",
    [usd(o.income(LAST_MONTH) - o.spend(LAST_MONTH))],
    [
      "How much did I save last month?",
      "What was my net cash flow last month?",
      "cash flow for may",
    ],
  );
  add(
    "cash_flow",
    "cash_flow",
    [usd(o.spend(THIS_MONTH))],
    [
      "Am I spending more than I earn?",
      "Do I spend more than I make this month?",
    ],
  );
  const rate = (inc: number, sp: number) =>
    `${String(Math.round(((inc - sp) * 1000) / inc) / 10)}%`;
  add(
    "savings_rate",
    "savings_rate",
    [rate(o.income(LAST_MONTH), o.spend(LAST_MONTH))],
    [
      "What was my savings rate last month?",
      "savings rate for May",
      "my savigns rate last month",
    ],
  );
  add(
    "savings_rate",
    "savings_rate",
    [rate(o.income(THIS_MONTH), o.spend(THIS_MONTH))],
    ["What's my savings rate?", "savings rate this month"],
  );
  add(
    "balances",
    "balances",
    [usd(421055)],
    [
      "What's my checking balance?",
      "How much is in my checking account?",
      "checking balance",
    ],
  );
  add(
    "balances",
    "balances",
    [usd(1250000)],
    [
      "How much do I have in savings?",
      "Show all my balances",
      "what are my account balances",
    ],
  );
  add(
    "net_worth",
    "net_worth",
    [usd(o.netWorth), usd(o.assets), usd(o.debts)],
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
    "debt",
    [usd(184520)],
    ["How much do I owe on credit cards?", "What is my credit card debt?"],
  );
  add(
    "debt",
    "debt",
    [usd(o.debts)],
    ["How much debt do I have?", "total debt"],
  );
  add(
    "highest_account",
    "highest_account",
    ["High-Yield Savings", usd(1250000)],
    [
      "Which account has the highest balance?",
      "what account has the most money",
      "Which account has the largest balance?",
    ],
  );
}
