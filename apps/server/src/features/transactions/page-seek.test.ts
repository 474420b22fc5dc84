import { describe, expect, it } from "vitest";
import { createKnownRows, knownRowsOf, seekPage } from "./page-seek";

// How a page is found: from the start, the end, or the nearest row a page has shown. The rows it
// passes over (`offset`) are what a deep page costs; the list's own test checks the pages.
const row = (position: number) => ({
  position,
  transactionDate: "2026-01-01",
  id: 10_000 - position,
});

describe("seekPage", () => {
  it("reads the next and the previous page with no row passed over", () => {
    const page = Array.from({ length: 25 }, (_, n) => row(5_000 + n)).map(
      ({ transactionDate, id }) => ({ transactionDate, id }),
    );
    const shown = knownRowsOf(5_000, page);
    expect(seekPage({ skip: 5_025, limit: 25 }, 100_000, shown)).toEqual({
      direction: "newest",
      from: { transactionDate: "2026-01-01", id: 10_000 - 5_024 },
      offset: 0,
      limit: 25,
    });
    expect(seekPage({ skip: 4_975, limit: 25 }, 100_000, shown)).toEqual({
      direction: "oldest",
      from: { transactionDate: "2026-01-01", id: 10_000 - 5_000 },
      offset: 0,
      limit: 25,
    });
  });

  it("reads a page near the end from the end, oldest first", () => {
    expect(seekPage({ skip: 99_990, limit: 25 }, 100_000, [])).toEqual({
      direction: "oldest",
      offset: 0,
      limit: 10,
    });
    expect(seekPage({ skip: 60_000, limit: 25 }, 100_000, [])).toMatchObject({
      direction: "oldest",
      offset: 39_975,
    });
  });

  it("reads from the start when it is nearest, and nothing past the end", () => {
    expect(seekPage({ skip: 40, limit: 25 }, 100_000, [row(5_000)])).toEqual({
      direction: "newest",
      offset: 40,
      limit: 25,
    });
    expect(seekPage({ skip: 100_000, limit: 25 }, 100_000, [])).toBeUndefined();
  });
});

describe("createKnownRows", () => {
  it("forgets every place when the version moves, and keeps lists apart", () => {
    const known = createKnownRows(10);
    known.learn(1, 7, "all", [row(25), row(49)]);
    expect(known.of(1, 7, "all")).toEqual([row(25), row(49)]);
    expect(known.of(1, 7, "groceries")).toEqual([]);
    expect(known.of(2, 7, "all")).toEqual([]);
    expect(known.of(1, 8, "all")).toEqual([]);
    known.learn(1, 8, "all", [row(0)]);
    expect(known.of(1, 7, "all")).toEqual([]);
  });
});
