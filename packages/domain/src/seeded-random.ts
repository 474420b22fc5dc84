/**
 * A small deterministic random source (mulberry32): the same seed gives the same numbers in
 * [0, 1) on every run and machine. The built-in sandbox bank draws its demo history from it, and
 * the tests, the benchmark and the evaluations their generated ledgers, so each replays from its
 * seed.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
