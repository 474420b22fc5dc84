/**
 * How question sets are written: each helper states what a correct answer holds, from the
 * oracle's figures, and refuses to write a question whose answer would be ambiguous (a tie in a
 * top-N list, a forbidden figure equal to the expected one).
 */
import { money, percent, progress } from "./format";
import type { EvalQuestion, Household, Need } from "./household";
import { ledger } from "./truth";

interface Extra {
  /** Figures (cents) that must not appear: a neighbouring period's, a wrong reading's. */
  forbid?: number[];
  /** Names or texts that must not appear. */
  forbidNames?: string[];
  /** Anything else that must not appear. */
  forbidNeeds?: Need[];
  /** More that the answer must hold besides the lead figure. */
  also?: Need[];
  before?: string[];
}

export type QuestionKit = ReturnType<typeof questionKit>;

export function questionKit(h: Household) {
  const l = ledger(h);
  const $ = (cents: number) => money(cents, h.currency);
  const out: EvalQuestion[] = [];
  const push = (
    kind: string,
    ask: string,
    lead: string | undefined,
    need: Need[],
    x: Extra,
  ) => {
    const forbid: Need[] = [
      ...(x.forbid ?? []).map($),
      ...(x.forbidNames ?? []).map((name) => ({ name })),
      ...(x.forbidNeeds ?? []),
    ];
    for (const f of forbid)
      if (need.some((n) => JSON.stringify(n) === JSON.stringify(f)))
        throw new Error(
          `${h.id}: "${ask}" forbids what it needs: ${JSON.stringify(f)}`,
        );
    out.push({
      kind,
      ask,
      need,
      ...(lead === undefined ? {} : { lead }),
      ...(forbid.length > 0 ? { forbid } : {}),
      ...(x.before ? { before: x.before } : {}),
    });
  };
  return {
    l,
    $,
    out,
    /** A question whose answer is one amount, which must lead the answer. */
    figure: (kind: string, ask: string, cents: number, x: Extra = {}) => {
      push(kind, ask, $(cents), [$(cents), ...(x.also ?? [])], x);
    },
    /** A question whose answer is one percentage (part ÷ whole, one decimal). */
    share: (
      kind: string,
      ask: string,
      part: number,
      whole: number,
      x: Extra = {},
    ) => {
      const text = percent(part, whole);
      push(kind, ask, text, [text, ...(x.also ?? [])], x);
    },
    /** A question whose answer is progress toward a limit or target (budget used, goal saved). */
    progress: (
      kind: string,
      ask: string,
      part: number,
      whole: number,
      x: Extra = {},
    ) => {
      const text = progress(part, whole);
      push(kind, ask, text, [text, ...(x.also ?? [])], x);
    },
    /** A question whose answer is a number of transactions. */
    count: (kind: string, ask: string, n: number, x: Extra = {}) => {
      push(kind, ask, undefined, [{ count: n }, ...(x.also ?? [])], x);
    },
    /** A question whose answer holds several things, none of which must lead. */
    holds: (kind: string, ask: string, need: Need[], x: Extra = {}) => {
      push(kind, ask, undefined, [...need, ...(x.also ?? [])], x);
    },
    /**
     * "Top N": the first N names of a ranking must appear and the next one must not. Refused
     * when the Nth and the next tie, or one name contains another. `aliases` gives the ways a
     * name may be written (a category's label or its everyday word).
     */
    top: (
      kind: string,
      ask: string,
      ranking: [string, number][],
      n: number,
      aliases: (name: string) => string[] = (name) => [name],
    ) => {
      const shown = ranking.slice(0, n);
      const next = ranking[n];
      const last = shown[n - 1];
      if (!last || !next || last[1] <= next[1])
        throw new Error(`${h.id}: "${ask}" has no clear top ${String(n)}`);
      const entries = [...shown, next].map(([name]) =>
        aliases(name).map((a) => a.toLowerCase()),
      );
      entries.forEach((mine, i) => {
        const others = entries.filter((_, j) => j !== i).flat();
        const clash = mine.find((a) => others.some((b) => b.includes(a)));
        if (clash)
          throw new Error(
            `${h.id}: "${ask}": ${clash} is part of another name`,
          );
      });
      push(
        kind,
        ask,
        undefined,
        shown.map(([name]) => ({ anyOf: aliases(name) })),
        {
          forbidNeeds: [{ anyOf: aliases(next[0]) }],
        },
      );
    },
    /** A question the ledger cannot answer: a refusal without figures is right. */
    refuse: (ask: string) => {
      out.push({ kind: "refusal", ask, need: [], refuse: true });
    },
  };
}

/** The ways an answer may name a category: its label, and for some the everyday words. */
export function categoryNames(category: string): string[] {
  const names: Record<string, string[]> = {
    food_dining: ["Food & Dining", "Food and Dining", "Dining", "Eating out"],
    groceries: ["Groceries"],
    transportation: ["Transportation", "Transport"],
    entertainment: ["Entertainment"],
    shopping: ["Shopping"],
    utilities: ["Utilities"],
    healthcare: ["Healthcare", "Health care"],
    education: ["Education"],
    travel: ["Travel"],
    subscription: ["Subscription"],
    other: ["Other"],
  };
  const list = names[category];
  if (list === undefined) throw new Error(`no names for ${category}`);
  return list;
}
