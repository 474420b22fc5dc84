/**
 * Every public statement fixture through the API on this test project's database: the preview
 * finds the transactions its source project's tests assert, the commit writes exactly those to
 * the account (dates and signed amounts), a second import of the file finds only duplicates and
 * the undo leaves the account as it was. The parser's field-by-field checks are fixtures.test.ts.
 */
import { wireToCents } from "@finch/domain";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";
import { firstLoc, importsApi } from "../../../test/imports-api";
import { moneyApi } from "../../../test/money-api";
import {
  decimalToCents,
  encodingVariants,
  fixtureBytes,
  loadSidecars,
} from "../../../test/statement-fixtures";

const { app, database } = await buildTestApp();
const api = moneyApi(app, database);
const imports = importsApi(app);

interface ExpectedTransaction {
  date?: string;
  amount?: string;
}

/** Sorted "date amount-in-cents" keys: the ledger's view of a list of transactions. */
function keysOf(list: readonly { date: string; cents: number }[]): string[] {
  return list.map((t) => `${t.date} ${String(t.cents)}`).sort();
}

const sidecars = loadSidecars();

describe("public statement fixtures through the API", () => {
  for (const sidecar of sidecars) {
    const expected = sidecar.expected;
    const [encoding] = encodingVariants(sidecar.parse_options);
    const name = sidecar.file.split("/").pop() ?? sidecar.file;
    const file = { name, bytes: fixtureBytes(sidecar.file).bytes };
    const options = encoding === undefined ? undefined : { encoding };

    if (expected["error"] !== null && expected["lenient"] === undefined) {
      it(`${sidecar.file} is refused with a 422 naming the file`, async () => {
        const user = await makeUser(app);
        const res = await imports.upload(user, file, options && { options });
        expect(res.statusCode).toBe(422);
        expect(firstLoc(res)).toEqual(["body", "file"]);
      });
      continue;
    }

    it(`${sidecar.file}: preview, commit, import again, undo`, async () => {
      const user = await makeUser(app);
      const account = await api.createAccount(user, { name: "Statement" });
      const before = await api.snapshot(account.id);
      const preview = await imports.preview(user, file, {
        accountId: account.id,
        ...(options && { options }),
      });
      const lenient = expected["lenient"] as
        { transaction_count: number; discarded_entries?: number } | undefined;
      const count =
        lenient?.transaction_count ??
        (expected["transaction_count"] as number | undefined);
      if (count !== undefined) expect(preview.summary.new).toBe(count);
      if (lenient?.discarded_entries)
        expect(preview.summary.errors).toBe(lenient.discarded_entries);
      expect(preview.summary.duplicates).toBe(0);

      const committed = await imports.commit(user, preview.id);
      expect(committed.imported).toBe(preview.summary.new);
      const written = await ledgerRows(user, account.id);
      expect(written).toHaveLength(preview.summary.new);
      const rows = (expected["transactions"] ?? []) as ExpectedTransaction[];
      const asserted = rows.filter(
        (t): t is Required<ExpectedTransaction> =>
          typeof t.date === "string" && typeof t.amount === "string",
      );
      const wanted = keysOf(
        asserted.map((t) => ({
          date: t.date,
          cents: decimalToCents(t.amount),
        })),
      );
      // Some sources assert the first rows only: those must be among the ones written.
      if (asserted.length === rows.length && asserted.length === count)
        expect(keysOf(written)).toEqual(wanted);
      else expect(keysOf(written)).toEqual(expect.arrayContaining(wanted));

      const again = await imports.preview(user, file, {
        accountId: account.id,
        ...(options && { options }),
      });
      expect(again.summary.new).toBe(0);
      expect(again.summary.duplicates).toBe(preview.summary.new);

      expect((await imports.remove(user, preview.id)).statusCode).toBe(204);
      expect(await api.snapshot(account.id)).toEqual(before);
    });
  }
});

/** The account's transactions as dates and signed cents, read through the API. */
async function ledgerRows(
  user: Awaited<ReturnType<typeof makeUser>>,
  accountId: number,
): Promise<{ date: string; cents: number }[]> {
  const found: { date: string; cents: number }[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = await api.listTransactions(
      user,
      `?account_id=${String(accountId)}&limit=100&skip=${String(skip)}`,
    );
    for (const t of page.transactions)
      found.push({
        date: t.transaction_date,
        cents:
          (t.transaction_type === "debit" ? -1 : 1) *
          (wireToCents(t.amount) ?? NaN),
      });
    if (skip + 100 >= page.total) return found;
  }
}
