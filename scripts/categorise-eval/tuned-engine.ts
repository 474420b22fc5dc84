/**
 * Generator of the tuned households: the ledgers the categoriser may be looked at and improved
 * against (`--verbose` prints their failures). Kept apart from the held-out generator on purpose.
 *
 * A spelling is the merchant as the acquirer writes it, with marks the generator fills in:
 * `§` a store number, `@` a place of the household, `~` a reference code, `%` five digits,
 * `^` the card's last four. A bank format wraps the spelling around `<m>`; `<dd>`, `<mm>`,
 * `<yyyy>` are the booking date.
 */
import {
  CATEGORIES,
  seededRandom,
  toCents,
  type Category,
} from "@finch/domain";
import { addMonths, type EvalRow, type Household } from "./ledger";

export type Split = Partial<Record<Category, number>>;

export interface TunedMerchant {
  key: string;
  /** card: wrapped in a card format; online: its own spelling only; bill/income/move: as written. */
  kind: "card" | "online" | "bill" | "income" | "move";
  spellings: readonly string[];
  /** The name a bank sync gives, when it gives one. */
  named?: string;
  category: Category | Split;
  monthly: number;
  cents: readonly [number, number];
  refunds?: number;
  /** Met for the first time in the test month. */
  fresh?: boolean;
}

export interface TunedHousehold {
  label: string;
  country: string;
  firstMonth: string;
  places: readonly string[];
  cardFormats: readonly string[];
  refundFormats: readonly string[];
  merchants: readonly TunedMerchant[];
  /** Share of training rows carrying the bank's unconfirmed category. */
  guessShare: number;
  /** Share of training rows the person never re-filed from `other`. */
  forgetShare: number;
  namedShare: number;
}

class Dice {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = seededRandom(seed);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  one<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new Error("empty choice");
    return item;
  }
}

const CODE = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

function homeStore(key: string): string {
  let n = 7;
  for (const ch of key) n = (n * 31 + ch.charCodeAt(0)) % 99991;
  return String((n % 4900) + 100);
}

function spell(
  text: string,
  key: string,
  date: string,
  h: TunedHousehold,
  dice: Dice,
): string {
  const [yyyy = "2000", mm = "01", dd = "01"] = date.split("-");
  let out = "";
  for (const ch of text) {
    if (ch === "§")
      out += dice.chance(0.6) ? homeStore(key) : String(dice.int(100, 9999));
    else if (ch === "@") out += dice.one(h.places);
    else if (ch === "~")
      out += Array.from({ length: 9 }, () =>
        CODE.charAt(dice.int(0, CODE.length - 1)),
      ).join("");
    else if (ch === "%") out += String(dice.int(10000, 99999));
    else if (ch === "^") out += homeStore(h.label).padStart(4, "0");
    else out += ch;
  }
  return out
    .replaceAll("<dd>", dd)
    .replaceAll("<mm>", mm)
    .replaceAll("<yyyy>", yyyy);
}

function chooseCategory(c: Category | Split, dice: Dice): Category {
  if (typeof c === "string") return c;
  const entries = Object.entries(c) as [Category, number][];
  let roll = dice.int(0, 9999) / 10000;
  for (const [category, weight] of entries) {
    roll -= weight;
    if (roll < 0) return category;
  }
  return entries[0]?.[0] ?? "other";
}

function times(m: TunedMerchant, dice: Dice): number {
  if (m.fresh === true) return dice.chance(0.8) ? dice.int(1, 2) : 0;
  const base = Math.floor(m.monthly);
  return base + (dice.chance(m.monthly - base) ? 1 : 0);
}

function makeRow(
  h: TunedHousehold,
  m: TunedMerchant,
  month: string,
  refund: boolean,
  dice: Dice,
): EvalRow {
  const date = `${month}-${String(dice.int(1, 28)).padStart(2, "0")}`;
  let text = dice.one(m.spellings);
  if (refund) text = dice.one(h.refundFormats).replace("<m>", text);
  else if (m.kind === "card")
    text = dice.one(h.cardFormats).replace("<m>", text);
  const credit = refund || m.kind === "income";
  return {
    date,
    description: spell(text, m.key, date, h, dice),
    merchantName:
      m.named !== undefined && dice.chance(h.namedShare) ? m.named : null,
    amountCents: toCents(dice.int(m.cents[0], m.cents[1])),
    transactionType: credit ? "credit" : "debit",
    category: chooseCategory(m.category, dice),
    categorySource: "user",
    merchantKey: m.key,
  };
}

function asFiled(r: EvalRow, h: TunedHousehold, dice: Dice): EvalRow {
  if (dice.chance(h.guessShare)) {
    const guess = dice.chance(0.4) ? r.category : dice.one(CATEGORIES);
    return { ...r, category: guess, categorySource: "provider" };
  }
  if (dice.chance(h.forgetShare)) return { ...r, category: "other" };
  return r;
}

/** Twelve categorised months and the thirteenth to predict. */
export function generateTuned(h: TunedHousehold, seed: number): Household {
  const dice = new Dice(seed * 7919 + h.label.length);
  const train: EvalRow[] = [];
  const test: EvalRow[] = [];
  for (let i = 0; i < 13; i++) {
    const month = addMonths(h.firstMonth, i);
    for (const m of h.merchants) {
      if (m.fresh === true && i < 12) continue;
      const rows = Array.from({ length: times(m, dice) }, () =>
        makeRow(h, m, month, false, dice),
      );
      if (m.refunds !== undefined && dice.chance(m.refunds))
        rows.push(makeRow(h, m, month, true, dice));
      if (i === 12) test.push(...rows);
      else train.push(...rows.map((r) => asFiled(r, h, dice)));
    }
  }
  return { name: h.label, country: h.country, seed, train, test };
}

/** Card merchants the person meets for the first time in the test month. */
export function firstMet(
  merchants: readonly Pick<TunedMerchant, "key" | "spellings" | "category">[],
  cents: readonly [number, number],
): TunedMerchant[] {
  return merchants.map((m) => ({
    ...m,
    kind: "card",
    monthly: 1,
    cents,
    fresh: true,
  }));
}
