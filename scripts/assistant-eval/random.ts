import { seededRandom } from "@finch/domain";

/** A small seeded generator (the domain's `seededRandom`): a household is the same on every run. */
export interface Random {
  /** A whole number from lo to hi inclusive. */
  int: (lo: number, hi: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
}

export function seeded(seed: number): Random {
  const next = seededRandom(seed);
  return {
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
    chance: (p) => next() < p,
  };
}
