import type { UnknownRow } from "kysely";
import { describe, expect, it } from "vitest";
import { SqliteBooleanPlugin } from "./sqlite-boolean-plugin";

const plugin = new SqliteBooleanPlugin();
const rowsOf = async (rows: UnknownRow[]) =>
  (
    await plugin.transformResult({
      queryId: { queryId: "test" },
      result: { rows },
    })
  ).rows;

describe("SqliteBooleanPlugin results", () => {
  it("turns 0/1 into booleans in every row's is…/has… columns, and nothing else", async () => {
    expect(
      await rowsOf([
        { id: 1, is_pending: 1, hasGoal: 0, island: 1, count: 0 },
        { id: 2, is_pending: 0, hasGoal: 1, island: 0, count: 1 },
        { id: 3, is_pending: null, hasGoal: 1, island: 1, count: 1 },
      ]),
    ).toEqual([
      { id: 1, is_pending: true, hasGoal: false, island: 1, count: 0 },
      { id: 2, is_pending: false, hasGoal: true, island: 0, count: 1 },
      { id: 3, is_pending: null, hasGoal: true, island: 1, count: 1 },
    ]);
  });

  it("answers an empty result", async () => {
    expect(await rowsOf([])).toEqual([]);
  });
});
