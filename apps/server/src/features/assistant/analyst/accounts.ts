import type { AccountType } from "@finch/domain";
import Fuse from "fuse.js";
import type { AssistantAccount } from "../snapshot";
import { VOCABULARY } from "./lexicon";
import { simplify } from "./merchants";
import { editDistance, isEnglish } from "./normalize";

/**
 * The accounts a question names (docs/design/assistant.md §4 step 2): by the user's own names for
 * them ("the joint account", "my amex", a misspelt "sapphier"), else by a type word said of an
 * account ("on my card", "from checking", "into savings").
 */
export interface AccountMention {
  ids: number[];
  types: AccountType[];
  /** The question's words that named them. */
  words: string[];
}

/** Words of account names that say what an account is rather than which one it is. */
const GENERIC = new Set([
  "account",
  "acct",
  "card",
  "credit",
  "bank",
  "the",
  "my",
  "and",
  "of",
  "checking",
  "current",
  "savings",
  "saving",
  "loan",
  "loans",
  "cards",
  "accounts",
  "mortgage",
  "cash",
  "plus",
  "rewards",
  "stocks",
  "shares",
]);

/** Type words, heard only after a word that points at an account ("on", "from", "my"…). */
const TYPE_WORDS: [string, AccountType][] = [
  ["(credit )?cards?|visa|mastercard|amex|american express", "credit_card"],
  [
    "checking( account)?|chequing|current (account|acct)|debit card",
    "checking",
  ],
  ["savings?( account)?", "savings"],
  [
    "isa|brokerage|investments? accounts?|401k|pension|stocks and shares",
    "investment",
  ],
  ["(student |car |auto |personal )?loans?", "loan"],
  ["mortgage", "mortgage"],
];
const POINTER = "(?:on|from|in|into|to|with|using|out of|off|for|my|the|our)";

/** The accounts the text names, and the types it names. */
export function findAccounts(
  text: string,
  accounts: readonly AssistantAccount[],
  merchantWords: ReadonlySet<string> = new Set(),
): AccountMention {
  const simple = ` ${simplify(text)} `;
  // Accounts said by their whole name ("sapphire vs discover it"), longest first.
  let rest = simple;
  let byName: AssistantAccount[] = [];
  for (const a of [...accounts].sort((x, y) => y.name.length - x.name.length)) {
    const name = ` ${simplify(a.name)} `;
    if (name.trim().length < 3 || !rest.includes(name)) continue;
    byName.push(a);
    rest = rest.replace(name, " ");
  }
  const words = rest.trim().split(/\s+/);
  // Its own name's words and its bank's ("the chase card", "paid to nelnet").
  const distinctive = accounts.flatMap((a) =>
    unique([
      ...`${simplify(a.name)} ${simplify(a.institution ?? "")}`
        .split(" ")
        .filter((w) => w.length >= 3 && !GENERIC.has(w) && !/^\d+$/.test(w)),
      ...abbreviations(a.name),
    ]).map((word) => ({ word, id: a.id })),
  );
  // A word that also names a merchant ("amazon") names the account only as "amazon card".
  let exact = distinctive.filter((d) =>
    merchantWords.has(d.word)
      ? new RegExp(
          `\\b${POINTER}\\s+(\\w+\\s+)?${d.word}\\b|\\b${d.word} (card|account|acct)\\b`,
        ).test(simple)
      : words.includes(d.word),
  );
  // One bank's accounts named by the bank: the one of the type said ("the chase card").
  const saidTypes = TYPE_WORDS.filter(([pattern]) =>
    new RegExp(`\\b(${pattern})\\b`).test(text),
  ).map(([, type]) => type);
  const ofType = exact.filter((d) =>
    saidTypes.includes(accounts.find((a) => a.id === d.id)?.type ?? "other"),
  );
  if (unique(exact.map((d) => d.id)).length > 1 && ofType.length > 0)
    exact = ofType;
  // Two accounts named by the same word: the one more of whose name was said ("my student
  // loan" is the Federal Student Loan, not the Discover it Student card).
  const said = (id: number) =>
    simplify(accounts.find((a) => a.id === id)?.name ?? "")
      .split(" ")
      .filter((w) => words.includes(w)).length;
  const matched = (id: number) =>
    exact.filter((d) => d.id === id).map((d) => d.word);
  exact = exact.filter(
    (d) =>
      !exact.some(
        (o) =>
          o.id !== d.id &&
          matched(d.id).every((w) => matched(o.id).includes(w)) &&
          said(o.id) > said(d.id),
      ),
  );
  // A name that is only a generic word ("Cash", "Savings") is not said of it beside another.
  if (byName.length + exact.length > 1)
    byName = byName.filter(
      (a) =>
        !simplify(a.name)
          .split(" ")
          .every((w) => GENERIC.has(w)),
    );
  // In the order the question says them ("from monzo to marcus").
  const said2 = [
    ...byName.map((a) => ({
      id: a.id,
      at: simple.indexOf(` ${simplify(a.name)} `),
      words: simplify(a.name).split(" "),
    })),
    ...exact.map((d) => ({
      id: d.id,
      at: simple.indexOf(` ${d.word} `),
      words: [d.word],
    })),
  ];
  // Beside a named account, a type said where an account goes ("from savings to the offset")
  // is the one account of that type.
  if (said2.length > 0)
    for (const [pattern, type] of TYPE_WORDS) {
      const found = new RegExp(
        `\\b(?:from|into|to|out of|onto)\\s+(?:the\\s+|my\\s+|our\\s+)?(${pattern})\\b`,
      ).exec(simple);
      const only = found ? ofKind(accounts, type, found[1] ?? "") : [];
      if (!found || only.length !== 1 || !only[0]) continue;
      if (said2.some((d) => d.id === only[0]?.id)) continue;
      said2.push({
        id: only[0].id,
        at: found.index,
        words: (found[1] ?? "").split(" "),
      });
    }
  said2.sort((a, b) => a.at - b.at);
  if (said2.length > 0)
    return {
      ids: unique(said2.map((d) => d.id)),
      types: [],
      words: said2.flatMap((d) => d.words),
    };
  const fuse = new Fuse(distinctive, {
    keys: ["word"],
    threshold: 0.15,
    includeScore: true,
  });
  const fuzzy = words
    .filter(
      (w) => w.length >= 5 && !merchantWords.has(w) && !VOCABULARY.includes(w),
    )
    .flatMap((w) =>
      fuse
        .search(w)
        // A misspelling keeps the word's start: "check" is no "wfchecking" (Wells Fargo Checking).
        .filter(
          (r) =>
            (r.score ?? 1) <= 0.2 && r.item.word.slice(0, 2) === w.slice(0, 2),
        )
        .map((r) => ({ id: r.item.id, word: w })),
    );
  // A short word one letter off an account's own word, and no English word ("amx": Amex).
  for (const w of words)
    if (
      w.length >= 3 &&
      w.length <= 4 &&
      !isEnglish(w) &&
      !merchantWords.has(w)
    )
      for (const d of distinctive)
        if (
          d.word.length <= 5 &&
          d.word[0] === w[0] &&
          editDistance(w, d.word, 2) === 1
        )
          fuzzy.push({ id: d.id, word: w });
  if (fuzzy.length > 0)
    return {
      ids: unique(fuzzy.map((f) => f.id)),
      types: [],
      words: fuzzy.map((f) => f.word),
    };
  // "How much cash do i have", "cash on hand": the money in checking and savings, not what is
  // invested or owed.
  if (
    /\bcash\b.*\b(do (i|we) have|have (i|we) got|on hand|available|in the bank)\b|\b(available cash|liquid (cash|money|savings|assets|funds)|liquidity)\b/.test(
      text,
    ) &&
    !/\b(withdr\w*|atm|took|take|taken|spent|spend)\b/.test(text)
  )
    return {
      ids: accounts
        .filter((a) => a.type === "checking" || a.type === "savings")
        .map((a) => a.id),
      types: ["checking", "savings"],
      words: ["cash"],
    };
  // "Card payments": what was paid to the credit cards.
  if (/\b(credit )?card (payments?|bills?)\b/.test(text))
    return {
      ids: accounts.filter((a) => a.type === "credit_card").map((a) => a.id),
      types: ["credit_card"],
      words: ["card"],
    };
  // A word or two on its own ("savings?", "visa bal?") names the account too.
  const isShort = words.length <= 3;
  // Every type said ("the card and the car loan").
  const typed = {
    ids: [] as number[],
    types: [] as AccountType[],
    words: [] as string[],
  };
  for (const [pattern, type] of TYPE_WORDS) {
    const said = new RegExp(
      `${isShort ? "(?:^|\\b)" : `\\b${POINTER}\\s+`}(?:\\w+\\s+)?(${pattern})\\b`,
    ).exec(text);
    if (!said) continue;
    if (type === "savings" && /\bsavings? (rate|goals?)\b/.test(text)) continue;
    typed.ids.push(...ofKind(accounts, type, said[1] ?? "").map((a) => a.id));
    typed.types.push(type);
    typed.words.push(...(said[1] ?? "").split(" "));
  }
  // "In savings and checking": a type joined to one already said is said too.
  if (typed.types.length > 0)
    for (const [pattern, type] of TYPE_WORDS) {
      if (typed.types.includes(type)) continue;
      const joined = new RegExp(
        `\\b(?:and|or|plus|&)\\s+(?:the\\s+|my\\s+|our\\s+)?(${pattern})\\b`,
      ).exec(text);
      if (!joined) continue;
      typed.ids.push(
        ...accounts.filter((a) => a.type === type).map((a) => a.id),
      );
      typed.types.push(type);
      typed.words.push(...(joined[1] ?? "").split(" "));
    }
  if (typed.types.length > 0) return typed;
  return { ids: [], types: [], words: [] };
}

/** Words that tell loans apart ("my car loan" is not the student loans). */
const LOAN_KINDS = [["student"], ["car", "auto", "vehicle"], ["personal"]];

/**
 * The accounts of a type, narrowed by the kind said with it: "my car loan" leaves out a loan
 * whose name says another kind ("Student Loans"), and keeps the rest ("Subaru Loan").
 */
function ofKind(
  accounts: readonly AssistantAccount[],
  type: AccountType,
  said: string,
): AssistantAccount[] {
  const all = accounts.filter((a) => a.type === type);
  const kind = LOAN_KINDS.find((k) =>
    said.split(" ").some((w) => k.includes(w)),
  );
  if (!kind) return all;
  const others = LOAN_KINDS.filter((k) => k !== kind).flat();
  const kept = all.filter(
    (a) =>
      !simplify(a.name)
        .split(" ")
        .some((w) => others.includes(w.replace(/s$/, ""))),
  );
  return kept.length > 0 ? kept : all;
}

/**
 * How people shorten a name of several words: its initials ("Stocks and Shares ISA": "sasi"),
 * or the initials before its last word and that word ("Lifetime ISA": "lisa"). Only forms of four letters or more, so they
 * do not collide with everyday words.
 */
function abbreviations(name: string): string[] {
  const words = simplify(name).split(" ").filter(Boolean);
  if (words.length < 2) return [];
  const initials = words.map((w) => w[0] ?? "").join("");
  const last = words.at(-1) ?? "";
  const lastKept = `${initials.slice(0, -1)}${last}`;
  return [initials, lastKept].filter(
    (form) => form.length >= 4 && !isEnglish(form),
  );
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
