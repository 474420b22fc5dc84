/**
 * The person's own history per merchant: how often they gave each category to it. When they
 * split a merchant between categories (Amazon: mostly shopping, Prime under subscription), the
 * rows most like the new one (same words, same amount band, same direction) break the tie.
 */
import type { Category } from "@finch/domain";
import type { Features, Profile } from "./transaction-profile";

/** Rows kept per merchant for the tie-break; the newest matter most. */
const KEPT_ROWS = 200;
const NEIGHBOURS = 5;

interface Remembered {
  features: Features;
  category: Category;
  credit: boolean;
}

export interface MerchantVote {
  category: Category;
  /** Share of the merchant's (same-direction) rows in that category, after the tie-break. */
  share: number;
  rows: number;
}

function similarity(a: Features, b: Features): number {
  let shared = 0;
  for (const [feature, weight] of a) {
    const other = b.get(feature);
    if (other !== undefined) shared += Math.min(weight, other);
  }
  return shared;
}

function tally(rows: readonly Remembered[]): Map<Category, number> {
  const counts = new Map<Category, number>();
  for (const r of rows)
    counts.set(r.category, (counts.get(r.category) ?? 0) + 1);
  return counts;
}

function nearest(
  rows: readonly Remembered[],
  features: Features,
): Map<Category, number> {
  const ranked = rows
    .map((r) => ({ r, s: similarity(features, r.features) }))
    .sort((a, b) => b.s - a.s)
    .slice(0, NEIGHBOURS);
  return tally(ranked.map((x) => x.r));
}

export class MerchantHistory {
  private readonly byKey = new Map<string, Remembered[]>();

  add(profile: Profile, category: Category): void {
    for (const key of profile.keys) {
      const rows = this.byKey.get(key) ?? [];
      rows.push({
        features: profile.features,
        category,
        credit: profile.credit,
      });
      if (rows.length > KEPT_ROWS) rows.shift();
      this.byKey.set(key, rows);
    }
  }

  /** The person's category for this merchant, or null when they never categorised it. */
  vote(profile: Profile): MerchantVote | null {
    const all = profile.keys
      .map((key) => this.byKey.get(key) ?? [])
      .reduce<Remembered[]>(
        (best, rows) => (rows.length > best.length ? rows : best),
        [],
      );
    if (all.length === 0) return null;
    const sameWay = all.filter((r) => r.credit === profile.credit);
    const rows = sameWay.length >= 2 ? sameWay : all;
    const counts = tally(rows);
    if (counts.size > 1) {
      const close = nearest(rows, profile.features);
      for (const [category, n] of counts) {
        const near =
          (close.get(category) ?? 0) / Math.min(NEIGHBOURS, rows.length);
        counts.set(category, ((n / rows.length + near) / 2) * rows.length);
      }
    }
    const [category, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [
      "other",
      0,
    ];
    return { category, share: n / rows.length, rows: rows.length };
  }
}
