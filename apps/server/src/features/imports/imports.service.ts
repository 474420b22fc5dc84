/**
 * Statement import (docs/design/imports.md): a file is parsed into a preview that writes no
 * transaction; a commit writes the chosen rows through the transactions service in one database
 * transaction; an undo removes them by the import's id.
 */
import type {
  CommitImportRequest,
  CommitImportResponse,
  CsvOptionsInput,
  ImportListResponse,
  ImportRow,
} from "@finch/contracts";
import { invalid, isAppError, notFound } from "@finch/domain";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import type { UploadedFile } from "../../platform/forms";
import type { AccountsService } from "../accounts/accounts.service";
import type {
  StatementTransaction,
  TransactionsService,
} from "../transactions/transactions.service";
import type { RulesService } from "../rules/rules.service";
import type { UsersService } from "../users/users.service";
import {
  countsOf,
  duplicateWindow,
  importRows,
  statusesAgain,
  ledgerRow,
  matchedRow,
  rowsOf,
} from "./import-rows";
import { parserOptions, withWireNames } from "./import-options";
import { chosenRows } from "./import-choices";
import {
  createImportsRepository,
  type ImportRecord,
} from "./imports.repository";
import {
  committedAnswer,
  fileStatements,
  importSummary,
  keptAccount,
  previewText,
} from "./imports.responses";
import { parseStatement } from "./parsing/parse-statement";
import type { MatchedRow } from "./duplicates";
import type {
  CsvOptions,
  ParsedStatement,
  StatementAccount,
  StatementSection,
} from "./parsing/types";

/** A preview nobody committed or discarded is deleted by its owner's next import after a day. */
const PREVIEW_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The history shows this many imports, newest first. */
const HISTORY_LENGTH = 200;

interface Dependencies {
  db: Db;
  clock: Clock;
  /**
   * The ledger's recording clock (ADR 0053): strictly increasing, so a row recorded right after a
   * balance was stated reads as recorded after it.
   */
  recordingClock: Clock;
  usersService: UsersService;
  accountsService: AccountsService;
  transactionsService: TransactionsService;
  rulesService: RulesService;
}

/** Thrown inside a commit that found its preview committed meanwhile: rolls the work back. */
class CommittedMeanwhile extends Error {}

export function createImportsService({
  db,
  clock,
  recordingClock,
  usersService,
  accountsService,
  transactionsService,
  rulesService,
}: Dependencies) {
  const imports = createImportsRepository(db);

  /**
   * The account the rows go to: the one chosen (already checked); else the linked account
   * whose number ends as the file's does; else the account the same statement number was
   * imported into last time. Null when none fits: the person chooses at commit.
   */
  async function accountFor(
    userId: number,
    chosen: number | undefined,
    statementAccount: StatementAccount | null,
  ): Promise<number | null> {
    // A chosen account was found the user's before the file was read (`preview`).
    if (chosen !== undefined) return chosen;
    const masked = statementAccount?.numberMasked;
    if (!masked) return null;
    const digits = masked.replace(/^•+/, "");
    const linked = (await accountsService.list(userId)).filter(
      (account) => account.mask !== null && account.mask === digits,
    );
    if (linked.length === 1) return linked[0]?.id ?? null;
    return imports.accountOfStatement(
      userId,
      JSON.stringify(keptAccount(statementAccount)),
    );
  }

  /**
   * Parses the file. A CSV for an account imported before without options given is read with
   * that import's options first, when they still read it; otherwise everything is detected.
   */
  async function parse(
    userId: number,
    file: UploadedFile,
    given: CsvOptionsInput | undefined,
    accountId: number | undefined,
  ): Promise<ParsedStatement> {
    const { options, encoding } = parserOptions(given ?? {});
    const read = (csv: Partial<CsvOptions>) =>
      parseStatement(file.bytes, {
        fileName: file.fileName,
        options: csv,
        ...(encoding === undefined ? {} : { encoding }),
      });
    const onlyEncoding =
      given === undefined || Object.keys(options).length === 0;
    if (accountId !== undefined && onlyEncoding) {
      const last = await imports.lastCsvOptions(userId, accountId);
      if (last !== null) {
        const reused = readsWell(() => read(JSON.parse(last) as CsvOptions));
        if (reused) return reused;
      }
    }
    try {
      return read(options);
    } catch (error) {
      throw withWireNames(error);
    }
  }

  async function previewOf(
    userId: number,
    record: ImportRecord,
  ): Promise<string> {
    const rows = await imports.rows(userId, record.id);
    return previewText(record, rows ?? "[]");
  }

  return {
    /**
     * `POST /imports`: the file parsed and judged against the account, nothing written. Answers
     * the preview as JSON text: its rows are written to JSON once, for the database and the
     * client alike (a 100,000-row statement is some 24 MB of it).
     */
    async preview(
      userId: number,
      file: UploadedFile,
      input: {
        accountId?: number;
        /** One of the file's statements (0-based); all of them when not given. */
        statement?: number;
        options?: CsvOptionsInput;
      },
    ): Promise<string> {
      const now = clock.now();
      // Checked before the file is read: another user's account is a 404 whatever the file.
      if (input.accountId !== undefined)
        await accountsService.get(userId, input.accountId);
      const statement = await parse(
        userId,
        file,
        input.options,
        input.accountId,
      );
      const chosen = chosenSection(statement, input.statement);
      const parsed = chosen?.rows ?? rowsOf(statement);
      const account = (chosen ?? statement.sections[0])?.account ?? null;
      const accountId = await accountFor(userId, input.accountId, account);
      const categoriser = await rulesService.categoriser(userId);
      const rows = importRows(
        parsed,
        accountId === null
          ? []
          : await existingRows(db, userId, accountId, parsed),
        (row) =>
          categoriser.categorise(
            {
              description: row.description,
              merchantName: row.merchantName,
              amountCents: row.amountCents,
              transactionType: row.transactionType,
              accountId,
              category: row.category,
            },
            "file",
          ),
      );
      const counts = countsOf(rows);
      await imports.deleteStalePreviews(
        userId,
        new Date(now.getTime() - PREVIEW_LIFETIME_MS).toISOString(),
      );
      const fields = {
        accountId,
        fileName: safeFileName(file.fileName),
        format: statement.format,
        encoding: statement.encoding,
        options: statement.options && JSON.stringify(statement.options),
        statementAccount: account && JSON.stringify(keptAccount(account)),
        statements: JSON.stringify(fileStatements(statement.sections)),
        statementIndex: input.statement ?? null,
        rowCount: counts.rows,
        newCount: counts.new,
        duplicateCount: counts.duplicates,
        errorCount: counts.errors,
        createdAt: now.toISOString(),
      };
      const rowsJson = JSON.stringify(rows);
      const id = await imports.insert(userId, { ...fields, rows: rowsJson });
      return previewText(
        {
          ...fields,
          id,
          status: "preview",
          importedCount: 0,
          skippedCount: 0,
          committedAt: null,
        },
        rowsJson,
      );
    },

    /** `GET /imports/{id}`: a preview, or a committed import as it was previewed (JSON text). */
    async get(userId: number, id: number): Promise<string> {
      const record = await imports.get(userId, id);
      if (!record) throw notFound("Import");
      return previewOf(userId, record);
    },

    /** `GET /imports`, newest first. */
    async list(userId: number): Promise<ImportListResponse> {
      const [records, accounts] = await Promise.all([
        imports.list(userId, HISTORY_LENGTH),
        accountsService.list(userId),
      ]);
      const names = new Map(accounts.map((a) => [a.id, a.name]));
      return {
        imports: records.map((record) =>
          importSummary(
            record,
            record.accountId === null
              ? null
              : (names.get(record.accountId) ?? null),
          ),
        ),
      };
    },

    /**
     * `POST /imports/{id}/commit`: the rows that are new (with `include_rows`, without
     * `skip_rows`) written to the account in one database transaction. The duplicate rule runs
     * again inside it, against the account as it is now, so two previews of one file committed
     * one after the other write its rows once. A commit repeated, or run twice at once, writes
     * once and answers what the first wrote.
     */
    async commit(
      userId: number,
      id: number,
      body: CommitImportRequest,
    ): Promise<CommitImportResponse> {
      const day = await usersService.today(userId);
      const nowIso = recordingClock.now().toISOString();
      try {
        return await db.transaction().execute(async (trx) => {
          const repository = createImportsRepository(trx);
          const record = await repository.get(userId, id);
          if (!record) throw notFound("Import");
          if (record.status === "committed") return committedAnswer(record);
          const accountId = body?.account_id ?? record.accountId;
          if (accountId === null)
            throw invalid([
              {
                loc: ["body", "account_id"],
                msg: "Choose the account to import into",
                type: "missing",
              },
            ]);
          await accountsService.get(userId, accountId, trx, day);
          const kept = JSON.parse(
            (await repository.rows(userId, id)) ?? "[]",
          ) as ImportRow[];
          const choice = chosenRows(kept, body);
          const statuses = statusesAgain(
            kept,
            await existingRows(trx, userId, accountId, kept.map(matchedRow)),
          );
          const written: StatementTransaction[] = [];
          kept.forEach((row, index) => {
            const status = statuses[index];
            const wanted =
              (status === "new" && !choice.skip.has(row.row)) ||
              (status === "duplicate" && choice.include.has(row.row));
            const ledger = wanted ? ledgerRow(row) : null;
            if (ledger) written.push(ledger);
          });
          const committed = {
            accountId,
            importedCount: written.length,
            skippedCount: kept.length - written.length,
            committedAt: nowIso,
          };
          if (!(await repository.markCommitted(userId, id, committed)))
            throw new CommittedMeanwhile();
          await transactionsService
            .writes(trx)
            .statement.insert(userId, accountId, id, written, nowIso);
          return committedAnswer({ ...record, ...committed });
        });
      } catch (error) {
        if (!(error instanceof CommittedMeanwhile)) throw error;
        const record = await imports.get(userId, id);
        if (!record) throw notFound("Import");
        return committedAnswer(record);
      }
    },

    /**
     * `DELETE /imports/{id}`: a preview is discarded; a committed import is undone — its
     * transactions go, in one database transaction with the import, and the balances follow
     * since they are worked out from the rows (ADR 0032).
     */
    async remove(userId: number, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const repository = createImportsRepository(trx);
        const record = await repository.get(userId, id);
        if (!record) throw notFound("Import");
        if (record.status === "committed")
          await transactionsService
            .writes(trx)
            .statement.deleteImported(userId, id);
        if (!(await repository.delete(userId, id))) throw notFound("Import");
      });
    },
  };

  async function existingRows(
    executor: Db,
    userId: number,
    accountId: number,
    rows: readonly MatchedRow[],
  ) {
    const window = duplicateWindow(rows);
    if (window === null) return [];
    return transactionsService
      .writes(executor)
      .statement.between(userId, accountId, window.from, window.to);
  }
}

/** The statement asked for; a 422 naming `statement` when the file has no such statement. */
function chosenSection(
  statement: ParsedStatement,
  index: number | undefined,
): StatementSection | null {
  if (index === undefined) return null;
  const section = statement.sections[index];
  if (section) return section;
  const count = statement.sections.length;
  throw invalid([
    {
      loc: ["body", "statement"],
      msg: `The file holds ${String(count)} statement${count === 1 ? "" : "s"}: choose one from 0 to ${String(count - 1)}`,
      type: "unknown_statement",
    },
  ]);
}

/** The parse, if it succeeds and reads at least one row without an error. */
function readsWell(read: () => ParsedStatement): ParsedStatement | null {
  try {
    const statement = read();
    return rowsOf(statement).some((row) => row.error === null)
      ? statement
      : null;
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}

/** The file's name as shown in the history: no folders, no control characters, 255 at most. */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "statement").slice(0, 255);
}

/** The imports service. */
export type ImportsService = ReturnType<typeof createImportsService>;
