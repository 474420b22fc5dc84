/**
 * The person's own history per merchant: how often they gave each category to it. When they
 * split a merchant between categories (Amazon: mostly shopping, Prime under subscription), the
 * rows most like the new one — same words, same direction, same amount band — break the tie.
 * Rows the classifier cannot tell apart are kept as one group with counts, so a merchant seen
 * ten thousand times costs as much as its few distinct spellings.
 */
import type { Category } from "@finch/domain";
import type { Features, Profile } from "./transaction-profile";

const NEIGHBOURS = 5;
/** How sharply closer rows outweigh farther ones in the tie-break. */
const SHARPNESS = 1.5;

interface Group {
  words: Features;
  credit: boolean;
  counts: Map<Category, number>;
  rows: number;
}

export interface MerchantVote {
  category: Category;
  /** Share of the merchant's (same-direction) rows in that category, after the tie-break. */
  share: number;
  rows: number;
}

function similarity(a: Features, b: Features): number {
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const [feature, weight] of small) {
    const other = large.get(feature);
    if (other !== undefined) shared += Math.min(weight, other);
  }
  return shared;
}

function total(groups: readonly Group[]): Map<Category, number> {
  const counts = new Map<Category, number>();
  for (const g of groups) {
    for (const [c, n] of g.counts) counts.set(c, (counts.get(c) ?? 0) + n);
  }
  return counts;
}

/** Category shares among the rows closest to the new one, closer rows weighing more. */
function nearShares(
  groups: readonly Group[],
  words: Features,
): Map<Category, number> {
  const ranked = groups
    .map((g) => ({ g, s: similarity(words, g.words) }))
    .sort((a, b) => b.s - a.s);
  const best = ranked[0]?.s ?? 0;
  const shares = new Map<Category, number>();
  let taken = 0;
  let weightSum = 0;
  for (const { g, s } of ranked) {
    if (taken >= NEIGHBOURS) break;
    const weight = Math.exp(SHARPNESS * (s - best));
    for (const [c, n] of g.counts) {
      shares.set(c, (shares.get(c) ?? 0) + (weight * n) / g.rows);
    }
    weightSum += weight;
    taken += g.rows;
  }
  for (const [c, v] of shares) shares.set(c, v / weightSum);
  return shares;
}

export class MerchantHistory {
  private readonly byKey = new Map<string, Map<string, Group>>();

  /** Remembers `rows` rows of this profile given this category. */
  add(profile: Profile, category: Category, rows = 1): void {
    for (const key of profile.keys) {
      const groups = this.byKey.get(key) ?? new Map<string, Group>();
      const group = groups.get(profile.signature) ?? {
        words: profile.words,
        credit: profile.credit,
        counts: new Map<Category, number>(),
        rows: 0,
      };
      group.counts.set(category, (group.counts.get(category) ?? 0) + rows);
      group.rows += rows;
      groups.set(profile.signature, group);
      this.byKey.set(key, groups);
    }
  }

  private groupsOf(profile: Profile): Group[] {
    let best: Group[] = [];
    let bestRows = 0;
    for (const key of profile.keys) {
      const groups = [...(this.byKey.get(key)?.values() ?? [])];
      const rows = groups.reduce((n, g) => n + g.rows, 0);
      if (rows > bestRows) [best, bestRows] = [groups, rows];
    }
    const sameWay = best.filter((g) => g.credit === profile.credit);
    return sameWay.reduce((n, g) => n + g.rows, 0) >= 2 ? sameWay : best;
  }

  /** The person's category for this merchant, or null when they never categorised it. */
  vote(profile: Profile): MerchantVote | null {
    const groups = this.groupsOf(profile);
    const counts = total(groups);
    const rows = groups.reduce((n, g) => n + g.rows, 0);
    if (rows === 0) return null;
    const shares = new Map([...counts].map(([c, n]) => [c, n / rows]));
    if (counts.size > 1) {
      const near = nearShares(groups, profile.words);
      for (const [c, share] of shares)
        shares.set(c, (share + (near.get(c) ?? 0)) / 2);
    }
    const [category, share] = [...shares].sort((a, b) => b[1] - a[1])[0] ?? [
      "other",
      0,
    ];
    return { category, share, rows };
  }
}
