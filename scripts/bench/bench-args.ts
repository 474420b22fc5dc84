/** `npm run bench -- …`: the command line, read once. */
import { parseArgs } from "node:util";

/** The parts a run can be limited to with `--parts` (all by default). */
export const PARTS = ["mix", "sizes", "web", "single", "statements"] as const;
/** One part of the bench. */
export type Part = (typeof PARTS)[number];

/** What a run was asked to do. */
export interface BenchArgs {
  postgres: boolean;
  dialect: "sqlite" | "postgres";
  large: boolean;
  /** The heavy user's transactions in the main run. */
  heavyTransactions: number;
  seconds: number;
  connections: number;
  seed: number;
  /** The heavy user's sizes for "cost as the data grows". */
  sizes: number[];
  /** The transactions of each statement file the statements part imports. */
  statementRows: number;
  /** The rules the statement's owner keeps before the import (issue 22: 200). */
  statementRules: number;
  parts: ReadonlySet<Part>;
}

const HEAVY = 100_000;
const LARGE_HEAVY = 1_000_000;

/** Reads `process.argv`; a value that makes no sense stops the run with a message. */
export function readArgs(): BenchArgs {
  const { values } = parseArgs({
    options: {
      postgres: { type: "boolean", default: false },
      large: { type: "boolean", default: false },
      seconds: { type: "string", default: "20" },
      connections: { type: "string", default: "50" },
      seed: { type: "string", default: "1" },
      sizes: { type: "string" },
      "statement-rows": { type: "string", default: "100000" },
      "statement-rules": { type: "string", default: "200" },
      parts: { type: "string", default: PARTS.join(",") },
    },
  });
  const large = values.large;
  const sizes = (
    values.sizes ?? (large ? "10000,100000,1000000" : "10000,100000")
  )
    .split(",")
    .map((size) => whole("--sizes", size.replace(/_/g, "")));
  const parts = values.parts.split(",").map((part) => {
    const known = PARTS.find((name) => name === part.trim());
    if (known === undefined)
      throw new Error(`--parts takes ${PARTS.join(", ")}; not "${part}"`);
    return known;
  });
  return {
    postgres: values.postgres,
    dialect: values.postgres ? "postgres" : "sqlite",
    large,
    heavyTransactions: large ? LARGE_HEAVY : HEAVY,
    seconds: whole("--seconds", values.seconds),
    connections: whole("--connections", values.connections),
    seed: whole("--seed", values.seed),
    sizes,
    statementRows: whole("--statement-rows", values["statement-rows"]),
    statementRules: whole("--statement-rules", values["statement-rules"], 0),
    parts: new Set(parts),
  };
}

function whole(name: string, text: string, least = 1): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < least)
    throw new Error(
      `${name} takes a whole number of at least ${String(least)}; not "${text}"`,
    );
  return n;
}
