import type { Category } from "@finch/domain";
import type { AssistantAccount } from "../snapshot";
import { scoreIntents, type Intent } from "./intents";
import { findCategories, VOCABULARY } from "./lexicon";
import { matchMerchants, simplify } from "./merchants";
import { correctSpelling, normalize } from "./normalize";
import type { Period } from "./period-units";
import { parsePeriods } from "./periods";

/** The analyst's reading of a question (docs/design/assistant.md §1). */
export interface Frame {
  intent: Intent;
  confidence: number;
  text: string;
  periods: Period[];
  categories: Category[];
  merchants: string[];
  merchantWords: string | undefined;
  accountId: number | undefined;
  accountType: string | undefined;
  amountCents: number | undefined;
  comparator: "over" | "under" | undefined;
  topN: number | undefined;
  isFollowUp: boolean;
}

/** What the parser knows about the user: merchant names and accounts. */
export interface ParseContext {
  today: string;
  merchants: readonly string[];
  accounts: readonly AssistantAccount[];
}

const FOLLOW_UP =
  /^(and|what about|how about|same for|same but|and for|and in|and on|ok(ay)? and|then)\b/;
const STOP = new Set([
  "what",
  "show",
  "find",
  "much",
  "many",
  "spend",
  "spent",
  "transactions",
  "month",
  "last",
  "this",
  "year",
  "week",
  "money",
  "have",
  "with",
  "from",
  "total",
  "budget",
  "budgets",
  "goals",
  "savings",
  "account",
  "accounts",
  "income",
  "balance",
  "recent",
  "purchases",
  "more",
  "most",
  "than",
  "much",
  "where",
  "which",
  "when",
  "does",
  "category",
  "categories",
  "unusual",
  "biggest",
  "expense",
  "rate",
  "worth",
  "left",
  "save",
  "earn",
  "average",
  "compare",
  "going",
  "over",
  "under",
  "about",
  "same",
]);

/** Parses a question into a frame; a follow-up with only new slots merges into `previous`. */
export function parseQuestion(
  message: string,
  ctx: ParseContext,
  previous?: Frame,
): Frame {
  const vocabulary = new Set([
    ...VOCABULARY,
    ...ctx.merchants.flatMap((m) => simplify(m).split(" ")),
  ]);
  const text = correctSpelling(normalize(message), vocabulary);
  const { amountCents, comparator, rest } = extractAmount(text);
  const periods = parsePeriods(rest, ctx.today);
  const mentions = findCategories(text);
  const merchantText = text
    .split(" ")
    .filter(
      (w) =>
        !STOP.has(w) && !mentions.some((m) => m.words.split(" ").includes(w)),
    )
    .join(" ");
  const merchantMatch = matchMerchants(merchantText, ctx.merchants);
  const exactCategoryMerchant =
    mentions.length > 0 && merchantMatch?.how === "exact";
  const merchants =
    merchantMatch && (mentions.length === 0 || exactCategoryMerchant)
      ? merchantMatch.names
      : [];
  const categories = exactCategoryMerchant
    ? []
    : mentions.map((m) => m.category);
  const account = findAccount(text, ctx.accounts);
  const top = /\btop (\d+|three|five|ten)\b/.exec(text);
  const topN = top
    ? (({ three: 3, five: 5, ten: 10 } as Record<string, number>)[
        top[1] ?? ""
      ] ?? Number(top[1]))
    : undefined;
  const scored = scoreIntents(text, {
    hasCategory: categories.length > 0,
    hasMerchant: merchants.length > 0,
    hasAmount: amountCents !== undefined,
    periods: periods.length,
  });
  const frame: Frame = {
    intent: scored.intent,
    confidence: scored.confidence,
    text,
    periods,
    categories,
    merchants,
    merchantWords: merchantMatch?.names.join(", "),
    accountId: account?.id,
    accountType: account
      ? undefined
      : /\bchecking\b/.test(text)
        ? "checking"
        : /\bsavings? account\b|\bin (my )?savings\b/.test(text)
          ? "savings"
          : /\bcredit cards?\b/.test(text)
            ? "credit_card"
            : undefined,
    amountCents,
    comparator,
    topN,
    isFollowUp: false,
  };
  const isFollowUp =
    previous !== undefined &&
    (FOLLOW_UP.test(text) || scored.score === 0) &&
    (periods.length > 0 ||
      categories.length > 0 ||
      merchants.length > 0 ||
      account !== undefined);
  return isFollowUp ? mergeFollowUp(previous, frame) : frame;
}

function mergeFollowUp(previous: Frame, next: Frame): Frame {
  return {
    ...previous,
    text: next.text,
    isFollowUp: true,
    periods: next.periods.length > 0 ? next.periods : previous.periods,
    categories:
      next.categories.length > 0
        ? next.categories
        : next.merchants.length > 0
          ? []
          : previous.categories,
    merchants:
      next.merchants.length > 0
        ? next.merchants
        : next.categories.length > 0
          ? []
          : previous.merchants,
    merchantWords: next.merchantWords ?? previous.merchantWords,
    accountId: next.accountId ?? previous.accountId,
    intent: retarget(previous.intent, next),
  };
}

/** "What about dining?" after a total becomes a category question, and the reverse. */
function retarget(intent: Intent, next: Frame): Intent {
  if (
    next.categories.length > 0 &&
    (intent === "total_spending" || intent === "merchant_spending")
  )
    return "category_spending";
  if (
    next.merchants.length > 0 &&
    (intent === "total_spending" || intent === "category_spending")
  )
    return "merchant_spending";
  return intent;
}

function extractAmount(text: string): {
  amountCents: number | undefined;
  comparator: "over" | "under" | undefined;
  rest: string;
} {
  const m =
    /(?:(over|above|more than|at least|greater than|under|below|less than|at most)\s+)?(?:[$€£]\s*(\d+(?:\.\d{1,2})?)(k)?|(\d+(?:\.\d{1,2})?)(k)?\s*(?:dollars?|bucks|usd|euros?|pounds?))/.exec(
      text,
    );
  if (!m) return { amountCents: undefined, comparator: undefined, rest: text };
  const [whole = "0", frac = ""] = (m[2] ?? m[4] ?? "0").split(".");
  let cents = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  if (m[3] ?? m[5]) cents *= 1000;
  const word = m[1];
  const comparator =
    word === undefined
      ? undefined
      : /over|above|more|least|greater/.test(word)
        ? "over"
        : "under";
  return { amountCents: cents, comparator, rest: text.replace(m[0], " ") };
}

function findAccount(
  text: string,
  accounts: readonly AssistantAccount[],
): AssistantAccount | undefined {
  const simple = ` ${simplify(text)} `;
  return [...accounts]
    .sort((a, b) => b.name.length - a.name.length)
    .find(
      (a) =>
        simplify(a.name).length >= 3 &&
        simple.includes(` ${simplify(a.name)} `),
    );
}
