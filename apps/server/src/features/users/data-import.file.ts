import {
  DATA_EXPORT_MAX_ITEMS,
  dataExportSchema,
  type DataExportFile,
} from "@finch/contracts";
import { AppError } from "@finch/domain";
import type { z } from "zod";
import { validateBodyPart } from "../../platform/errors";
import {
  JsonSyntaxError,
  readExportFile,
  type ExportFileEvent,
} from "./export-file-reader";

/**
 * An import file read twice from where it was spooled (issue 7): `checkImportFile` validates all
 * of it and keeps the small lists, `importedRows` then hands back the transactions and goals
 * again one at a time for inserting. Neither ever holds the whole file or all its transactions.
 */

/** The file's text, from the start, each time it is called. */
export type ImportSource = () => AsyncIterable<string>;

const SHAPE = dataExportSchema.shape;
type Key = keyof typeof SHAPE;
const KEYS: ReadonlySet<string> = new Set(Object.keys(SHAPE));
const LISTS = DATA_EXPORT_MAX_ITEMS as Readonly<Record<string, number>>;

/**
 * The longest single element read (UTF-16 code units). The largest a valid one can be is a goal
 * with 100,000 contributions of about 80 characters each; anything longer is refused unread.
 */
export const MAX_ELEMENT_CHARS = 32 * 1024 * 1024;

/** What the first reading keeps: everything but the transactions and goals, and the counts. */
export interface CheckedImportFile {
  profile: DataExportFile["profile"];
  accounts: DataExportFile["accounts"];
  budgets: DataExportFile["budgets"];
  transactions: number;
  goals: number;
  linkedInstitutions: number;
}

/**
 * Reads the whole file and validates every part of it with the contract's schemas, element by
 * element as it arrives, with the checks the whole-file schema adds (unique account refs, every
 * transaction's account in the file). Throws the 422 a whole-body validation would have given
 * for the first problem in file order.
 */
export async function checkImportFile(
  source: ImportSource,
): Promise<CheckedImportFile> {
  const values = new Map<Key, unknown>();
  const counts = new Map<string, number>();
  const accounts: DataExportFile["accounts"] = [];
  const budgets: DataExportFile["budgets"] = [];
  const refs = new Set<number>();
  // Transactions read before the accounts (not how an export is written, but valid JSON): the
  // first index naming each account ref, checked once the accounts are known.
  const earlyRefs = new Map<number, number>();

  for await (const batch of events(source, KEYS))
    for (const event of batch) {
      const key = event.key as Key;
      if (event.kind === "value" || event.kind === "array") {
        if (values.has(key) || counts.has(key))
          throw invalid(
            [key],
            "Appears more than once in the file",
            "duplicate",
          );
        if (event.kind === "value") {
          values.set(key, check(SHAPE[key], event.value, [key]));
          continue;
        }
        if (!(key in LISTS)) validateBodyPart(SHAPE[key], [], [key]);
        counts.set(key, 0);
        continue;
      }
      const index = event.index ?? 0;
      if (event.kind === "oversized")
        throw invalid(
          event.index === null ? [key] : [key, index],
          "Too large to be read",
          "too_big",
        );
      const max = LISTS[key] ?? 0;
      if (index >= max)
        throw invalid(
          [key],
          `Too big: expected array to have <=${String(max)} items`,
          "too_big",
        );
      counts.set(key, index + 1);
      switch (key) {
        case "accounts": {
          const account = check(SHAPE.accounts.element, event.value, [
            key,
            index,
          ]);
          if (refs.has(account.ref))
            throw invalid(
              ["accounts", index, "ref"],
              "Account ref must be unique",
              "custom",
            );
          refs.add(account.ref);
          accounts.push(account);
          break;
        }
        case "transactions": {
          const t = check(SHAPE.transactions.element, event.value, [
            key,
            index,
          ]);
          if (!refs.has(t.account_ref)) {
            if (counts.has("accounts")) throw danglingRef(index);
            if (!earlyRefs.has(t.account_ref))
              earlyRefs.set(t.account_ref, index);
          }
          break;
        }
        case "budgets":
          budgets.push(check(SHAPE.budgets.element, event.value, [key, index]));
          break;
        case "goals":
          check(SHAPE.goals.element, event.value, [key, index]);
          break;
        case "linked_institutions":
          check(SHAPE.linked_institutions.element, event.value, [key, index]);
          break;
      }
    }
  for (const key of KEYS as ReadonlySet<Key>)
    if (!values.has(key) && !counts.has(key))
      validateBodyPart(SHAPE[key], undefined, [key]);
  let dangling = Infinity;
  for (const [ref, index] of earlyRefs)
    if (!refs.has(ref)) dangling = Math.min(dangling, index);
  if (dangling !== Infinity) throw danglingRef(dangling);
  return {
    profile: values.get("profile") as DataExportFile["profile"],
    accounts,
    budgets,
    transactions: counts.get("transactions") ?? 0,
    goals: counts.get("goals") ?? 0,
    linkedInstitutions: counts.get("linked_institutions") ?? 0,
  };
}

/** One transaction or goal of a file `checkImportFile` passed, parsed again, in file order. */
export type ImportedRow =
  | { kind: "transaction"; row: DataExportFile["transactions"][number] }
  | { kind: "goal"; row: DataExportFile["goals"][number] };

const ROW_KEYS: ReadonlySet<string> = new Set(["transactions", "goals"]);

/** The transactions and goals of a file already checked, in file order, a chunk's worth at a time. */
export async function* importedRows(
  source: ImportSource,
): AsyncGenerator<ImportedRow[]> {
  for await (const batch of events(source, ROW_KEYS)) {
    const rows: ImportedRow[] = [];
    for (const event of batch) {
      if (event.kind !== "element") continue;
      const path = [event.key, event.index];
      if (event.key === "transactions")
        rows.push({
          kind: "transaction",
          row: check(SHAPE.transactions.element, event.value, path, false),
        });
      else
        rows.push({
          kind: "goal",
          row: check(SHAPE.goals.element, event.value, path, false),
        });
    }
    yield rows;
  }
}

/** The reader's events, its syntax errors as the 422 an unparseable JSON body gets. */
async function* events(
  source: ImportSource,
  keys: ReadonlySet<string>,
): AsyncGenerator<ExportFileEvent[]> {
  try {
    yield* readExportFile(source(), {
      keys,
      maxValueChars: MAX_ELEMENT_CHARS,
      parse: parsePiece,
    });
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    if (error.notAnObject)
      throw invalid([], "Invalid input: expected object", "invalid_type");
    throw new AppError("validation_failed", "Invalid input", {
      fieldErrors: [
        {
          loc: ["body"],
          msg: "Request body is not valid JSON",
          type: "json_invalid",
        },
      ],
      cause: error,
    });
  }
}

/** A parsed element and whether its text could hold a NUL (JSON writes one only as `\u0000`). */
interface Piece {
  value: unknown;
  mayHoldNul: boolean;
}

function parsePiece(text: string): Piece {
  return { value: parseSafely(text), mayHoldNul: text.includes("\\u0000") };
}

/**
 * Validates a piece the reader parsed (its `value` is a `Piece`); `nul` false when the first
 * reading already checked it for NUL characters.
 */
function check<T extends z.ZodType>(
  schema: T,
  piece: unknown,
  path: (string | number)[],
  nul = true,
): z.output<T> {
  const { value, mayHoldNul } = piece as Piece;
  return validateBodyPart(schema, value, path, nul && mayHoldNul);
}

function invalid(
  path: (string | number)[],
  msg: string,
  type: string,
): AppError {
  return new AppError("validation_failed", "Invalid input", {
    fieldErrors: [{ loc: ["body", ...path], msg, type }],
  });
}

function danglingRef(index: number): AppError {
  return invalid(
    ["transactions", index, "account_ref"],
    "Transaction names an account that is not in the file",
    "custom",
  );
}

/**
 * `JSON.parse`, refusing what Fastify's own JSON parser refuses on this server (prototype
 * poisoning: a `__proto__` key, or a `constructor` key holding a `prototype`), so a streamed body
 * is held to the same rule as any other. The walk runs only when the text could hold such a key.
 */
export function parseSafely(text: string): unknown {
  const value = JSON.parse(text) as unknown;
  if (
    text.includes("__proto__") ||
    text.includes("constructor") ||
    text.includes("\\u")
  )
    assertNotPoisoned(value);
  return value;
}

function assertNotPoisoned(value: unknown): void {
  if (typeof value !== "object" || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) assertNotPoisoned(item);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key === "__proto__")
      throw new JsonSyntaxError("Object contains forbidden prototype property");
    if (
      key === "constructor" &&
      typeof item === "object" &&
      item !== null &&
      Object.prototype.hasOwnProperty.call(item, "prototype")
    )
      throw new JsonSyntaxError("Object contains forbidden prototype property");
    assertNotPoisoned(item);
  }
}
