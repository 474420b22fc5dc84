/**
 * Generator of the held-out households. Written separately from the tuned part's generator, with
 * its own merchants, countries, bank styles and habits, so that a score here says how the
 * categoriser does on ledgers nobody tuned it against. Nothing in here is printed row by row.
 */
import {
  CATEGORIES,
  seededRandom,
  toCents,
  type Category,
} from "@finch/domain";
import { addMonths, type EvalRow, type Household } from "./ledger";

export type CategoryMix = Category | readonly (readonly [Category, number])[];

export interface HeldOutMerchant {
  key: string;
  /**
   * The merchant as the card network or the bank writes it. Placeholders: {#} a store number,
   * {n4} {n6} {n8} digits, {ref} an alphanumeric reference, {city} one of the household's places,
   * {dd} {mm} {yy} the booking date.
   */
  texts: readonly string[];
  /** The name a bank sync would supply for it (on some rows only). */
  sync?: string;
  cat: CategoryMix;
  /** Rows per month on average; the fraction is a chance of one more. */
  perMonth: number;
  /** Amount range in cents, both ends included. */
  cents: readonly [number, number];
  credit?: boolean;
  /** A card purchase: wrapped in one of the bank's card-line styles. */
  card?: boolean;
  /** Met for the first time in the test month. */
  newInTest?: boolean;
  /** Chance per month of a refund (a credit in the same category). */
  refund?: number;
}

export interface HeldOutHousehold {
  name: string;
  country: string;
  startMonth: string;
  cities: readonly string[];
  /** Card-line styles: {m} the merchant text, {card} the card's last four, plus the above. */
  cardStyles: readonly string[];
  /** Refund-line styles around {m}. */
  refundStyles: readonly string[];
  merchants: readonly HeldOutMerchant[];
  /** Share of training rows whose category is the bank's guess, never confirmed. */
  providerShare: number;
  /** Chance that a bank sync supplies a merchant name when one is known. */
  syncShare: number;
}

interface Draw {
  rand: () => number;
  pick: <T>(items: readonly T[]) => T;
  between: (lo: number, hi: number) => number;
}

function draw(seed: number): Draw {
  const rand = seededRandom(seed);
  const between = (lo: number, hi: number) =>
    lo + Math.floor(rand() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(rand() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  };
  return { rand, pick, between };
}

/** A stable number from a text, so each merchant has its usual store. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  }
  return h;
}

const ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";

function digits(d: Draw, n: number): string {
  let s = "";
  for (let i = 0; i < n; i++) s += String(d.between(0, 9));
  return s;
}

function fill(
  template: string,
  key: string,
  date: string,
  h: HeldOutHousehold,
  d: Draw,
): string {
  const [yy, mm, dd] = date.split("-");
  const usual = String((hashOf(key) % 8900) + 100);
  return template
    .replaceAll("{#}", () =>
      d.rand() < 0.65 ? usual : String(d.between(10, 9999)),
    )
    .replaceAll("{n4}", () => digits(d, 4))
    .replaceAll("{n6}", () => digits(d, 6))
    .replaceAll("{n8}", () => digits(d, 8))
    .replaceAll("{ref}", () =>
      Array.from({ length: 10 }, () =>
        ALNUM.charAt(d.between(0, ALNUM.length - 1)),
      ).join(""),
    )
    .replaceAll("{city}", () => d.pick(h.cities))
    .replaceAll("{card}", String((hashOf(h.name) % 9000) + 1000))
    .replaceAll("{dd}", dd ?? "01")
    .replaceAll("{mm}", mm ?? "01")
    .replaceAll("{yy}", (yy ?? "2000").slice(2));
}

function categoryOf(mix: CategoryMix, d: Draw): Category {
  if (typeof mix === "string") return mix;
  const total = mix.reduce((s, [, w]) => s + w, 0);
  let x = d.rand() * total;
  for (const [c, w] of mix) {
    x -= w;
    if (x < 0) return c;
  }
  return mix[0]?.[0] ?? "other";
}

function countIn(m: HeldOutMerchant, isTest: boolean, d: Draw): number {
  if (m.newInTest) return d.rand() < 0.75 ? (d.rand() < 0.3 ? 2 : 1) : 0;
  if (!isTest && m.perMonth < 1) return d.rand() < m.perMonth ? 1 : 0;
  const whole = Math.floor(m.perMonth);
  const extra = d.rand() < m.perMonth - whole ? 1 : 0;
  const jitter = whole >= 4 ? d.between(-1, 1) : 0;
  return Math.max(0, whole + extra + jitter);
}

function row(
  h: HeldOutHousehold,
  m: HeldOutMerchant,
  month: string,
  refund: boolean,
  d: Draw,
): EvalRow {
  const date = `${month}-${String(d.between(1, 28)).padStart(2, "0")}`;
  let text = d.pick(m.texts);
  if (m.card && !refund) text = d.pick(h.cardStyles).replace("{m}", text);
  if (refund) text = d.pick(h.refundStyles).replace("{m}", text);
  const [lo, hi] = m.cents;
  return {
    date,
    description: fill(text, m.key, date, h, d),
    merchantName:
      m.sync !== undefined && d.rand() < h.syncShare ? m.sync : null,
    amountCents: toCents(d.between(lo, hi)),
    transactionType: m.credit === true || refund ? "credit" : "debit",
    category: categoryOf(m.cat, d),
    categorySource: "user",
    merchantKey: m.key,
  };
}

/** The bank's unconfirmed guess replaces the person's category on some training rows. */
function maybeProvider(r: EvalRow, share: number, d: Draw): EvalRow {
  if (d.rand() >= share) return r;
  const guess = d.rand() < 0.5 ? r.category : d.pick(CATEGORIES);
  return { ...r, category: guess, categorySource: "provider" };
}

/** Twelve categorised months from `startMonth`, then the test month, from one seed. */
export function generateHeldOut(h: HeldOutHousehold, seed: number): Household {
  const d = draw(seed ^ hashOf(h.name));
  const train: EvalRow[] = [];
  const test: EvalRow[] = [];
  for (let offset = 0; offset <= 12; offset++) {
    const month = addMonths(h.startMonth, offset);
    const isTest = offset === 12;
    for (const m of h.merchants) {
      if (m.newInTest === true && !isTest) continue;
      const rows: EvalRow[] = [];
      const n = countIn(m, isTest, d);
      for (let i = 0; i < n; i++) rows.push(row(h, m, month, false, d));
      if (m.refund !== undefined && d.rand() < m.refund)
        rows.push(row(h, m, month, true, d));
      if (isTest) test.push(...rows);
      else train.push(...rows.map((r) => maybeProvider(r, h.providerShare, d)));
    }
  }
  return { name: h.name, country: h.country, seed, train, test };
}

/** Merchants met for the first time in the test month: once or twice, paid by card. */
export function metInTest(
  merchants: readonly Pick<HeldOutMerchant, "key" | "texts" | "cat">[],
  cents: readonly [number, number],
): HeldOutMerchant[] {
  return merchants.map((m) => ({
    ...m,
    newInTest: true,
    perMonth: 1,
    card: true,
    cents,
  }));
}
