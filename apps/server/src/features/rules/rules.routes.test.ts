import type {
  RuleBody,
  RuleResponse,
  TransactionResponse,
} from "@finch/contracts";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser, type SignedInUser } from "../../../test/factories";
import { bankingApi } from "../../../test/banking-api";
import { importsApi } from "../../../test/imports-api";
import { moneyApi } from "../../../test/money-api";

const { app, database } = await buildTestApp();
const api = moneyApi(app, database);
const imports = importsApi(app);
const banking = bankingApi(app);

function send(
  user: SignedInUser,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user.auth,
    ...(payload === undefined ? {} : { payload }),
  });
}

async function createRule(
  user: SignedInUser,
  body: RuleBody,
): Promise<RuleResponse> {
  const res = await send(user, "POST", "/rules", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RuleResponse>();
}

const categoryRule = (
  name: string,
  conditions: RuleBody["conditions"],
  category: string,
  extra: Partial<RuleBody> = {},
): RuleBody => ({
  name,
  conditions,
  actions: [{ set: "category", value: category }],
  ...extra,
});

/** A person with one account and rows typed by hand. */
async function household() {
  const user = await makeUser(app);
  const account = await api.createAccount(user, {
    name: "Checking",
    current_balance: 500,
  });
  const row = (description: string, amount: number, overrides: object = {}) =>
    api.createTransaction(user, account.id, {
      description,
      amount,
      category: "other",
      merchant_name: null,
      ...overrides,
    });
  return { user, account, row };
}

async function byId(user: SignedInUser) {
  const list = await api.allTransactions(user);
  return new Map(list.transactions.map((t) => [t.id, t]));
}

describe("rules: create, list, order, edit, delete", () => {
  it("keeps rules in run order, inserting and moving by position", async () => {
    const { user } = await household();
    const a = await createRule(
      user,
      categoryRule(
        "A",
        [{ field: "description", op: "contains", value: "a" }],
        "shopping",
      ),
    );
    const b = await createRule(
      user,
      categoryRule(
        "B",
        [{ field: "description", op: "contains", value: "b" }],
        "travel",
      ),
    );
    const c = await createRule(
      user,
      categoryRule(
        "C",
        [{ field: "description", op: "contains", value: "c" }],
        "travel",
        { position: 0 },
      ),
    );
    const names = async () =>
      (await send(user, "GET", "/rules"))
        .json<{ rules: RuleResponse[] }>()
        .rules.map((r) => [r.name, r.position]);
    expect(await names()).toEqual([
      ["C", 0],
      ["A", 1],
      ["B", 2],
    ]);
    const moved = await send(user, "PUT", `/rules/${String(c.id)}`, {
      ...categoryRule(
        "C",
        [{ field: "description", op: "contains", value: "c" }],
        "travel",
      ),
      position: 2,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await names()).toEqual([
      ["A", 0],
      ["B", 1],
      ["C", 2],
    ]);
    expect(
      (await send(user, "DELETE", `/rules/${String(a.id)}`)).statusCode,
    ).toBe(204);
    expect(await names()).toEqual([
      ["B", 0],
      ["C", 1],
    ]);
    expect(b.enabled).toBe(true);
    expect(b.match).toBe("all");
  });

  it("keeps positions dense when rules are created and deleted at once", async () => {
    const { user } = await household();
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createRule(
          user,
          categoryRule(
            `R${String(i)}`,
            [{ field: "description", op: "contains", value: `w${String(i)}` }],
            "travel",
          ),
        ),
      ),
    );
    const positions = async () =>
      (await send(user, "GET", "/rules"))
        .json<{ rules: RuleResponse[] }>()
        .rules.map((r) => r.position);
    expect(await positions()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await Promise.all(
      created
        .slice(0, 4)
        .map((r) => send(user, "DELETE", `/rules/${String(r.id)}`)),
    );
    expect(await positions()).toEqual([0, 1, 2, 3]);
  });

  it("answers a rule's amounts in currency units and its conditions as given", async () => {
    const { user } = await household();
    const rule = await createRule(
      user,
      categoryRule(
        "Big",
        [
          { field: "amount", op: "between", value: [10, 99.99] },
          { field: "transaction_type", op: "equals", value: "debit" },
        ],
        "shopping",
      ),
    );
    expect(rule.conditions).toEqual([
      { field: "amount", op: "between", value: [10, 99.99] },
      { field: "transaction_type", op: "equals", value: "debit" },
    ]);
  });

  it("refuses bad rules with a 422 naming the field, and writes nothing", async () => {
    const { user } = await household();
    const cases: [object, (string | number)[]][] = [
      [
        {
          name: "x",
          conditions: [{ field: "colour", op: "equals", value: "red" }],
          actions: [{ set: "category", value: "travel" }],
        },
        ["body", "conditions", 0, "field"],
      ],
      [
        {
          name: "x",
          conditions: [{ field: "amount", op: "contains", value: "1" }],
          actions: [{ set: "category", value: "travel" }],
        },
        ["body", "conditions", 0, "op"],
      ],
      [
        {
          name: "x",
          conditions: [{ field: "amount", op: "gt", value: "lots" }],
          actions: [{ set: "category", value: "travel" }],
        },
        ["body", "conditions", 0, "value"],
      ],
      [
        {
          name: "x",
          conditions: [{ field: "description", op: "contains", value: 12 }],
          actions: [{ set: "category", value: "travel" }],
        },
        ["body", "conditions", 0, "value"],
      ],
      [
        {
          name: "x",
          conditions: [
            { field: "description", op: "matches", value: "(a+)+$" },
          ],
          actions: [{ set: "category", value: "travel" }],
        },
        ["body", "conditions", 0, "value"],
      ],
      [
        {
          name: "x",
          conditions: [
            { field: "description", op: "matches", value: "(?=look)ahead" },
          ],
          actions: [{ set: "category", value: "travel" }],
        },
        ["body", "conditions", 0, "value"],
      ],
      [
        {
          name: "x",
          conditions: [
            { field: "description", op: "matches", value: "a".repeat(201) },
          ],
          actions: [{ set: "category", value: "travel" }],
        },
        ["body", "conditions", 0, "value"],
      ],
      [
        {
          name: "x",
          conditions: [{ field: "amount", op: "between", value: [20, 10] }],
          actions: [{ set: "category", value: "travel" }],
        },
        ["body", "conditions", 0, "value"],
      ],
      [
        {
          name: "x",
          conditions: [{ field: "description", op: "contains", value: "a" }],
          actions: [{ set: "category", value: "bananas" }],
        },
        ["body", "actions", 0, "value"],
      ],
      [
        {
          name: "x",
          conditions: [],
          actions: [{ set: "category", value: "travel" }],
        },
        ["body", "conditions"],
      ],
      [
        {
          name: "",
          conditions: [{ field: "description", op: "contains", value: "a" }],
          actions: [{ set: "category", value: "travel" }],
        },
        ["body", "name"],
      ],
    ];
    for (const [body, loc] of cases) {
      const res = await send(user, "POST", "/rules", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const detail = res.json<{ detail: { loc: unknown[]; msg: string }[] }>()
        .detail;
      expect(
        detail.map((d) => d.loc),
        JSON.stringify(body),
      ).toContainEqual(loc);
    }
    expect(
      (await send(user, "GET", "/rules")).json<{ rules: unknown[] }>().rules,
    ).toEqual([]);
  });

  it("answers 404 for another person's rule and account", async () => {
    const { user } = await household();
    const other = await household();
    const rule = await createRule(
      other.user,
      categoryRule(
        "Theirs",
        [{ field: "description", op: "contains", value: "x" }],
        "travel",
      ),
    );
    expect(
      (
        await send(
          user,
          "PUT",
          `/rules/${String(rule.id)}`,
          categoryRule(
            "Mine",
            [{ field: "description", op: "contains", value: "x" }],
            "travel",
          ),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await send(user, "DELETE", `/rules/${String(rule.id)}`)).statusCode,
    ).toBe(404);
    expect(
      (await send(user, "POST", `/rules/${String(rule.id)}/apply`)).statusCode,
    ).toBe(404);
    const foreignAccount = await send(
      user,
      "POST",
      "/rules",
      categoryRule(
        "Acct",
        [{ field: "account_id", op: "equals", value: other.account.id }],
        "travel",
      ),
    );
    expect(foreignAccount.statusCode).toBe(404);
    expect(
      (await send(other.user, "GET", "/rules")).json<{
        rules: RuleResponse[];
      }>().rules,
    ).toHaveLength(1);
  });
});

describe("rules: every operator, previewed over past rows", () => {
  it("matches text case- and accent-blind, amounts, accounts, types and categories", async () => {
    const { user, account, row } = await household();
    const savings = await api.createAccount(user, {
      name: "Savings",
      current_balance: 0,
    });
    await row("SQ *BLUE BOTTLE COFFEE 1234 OAKLAND CA", 4.5, {
      merchant_name: "Blue Bottle Coffee",
    });
    await row("Café Nero London", 3.2);
    await row("AMZN Mktp US*2K4LM0QX2", 25);
    await row("Monthly rent", 1200, { category: "utilities" });
    await row("Salary ACME", 3000, {
      transaction_type: "credit",
      category: "salary",
    });
    await api.createTransaction(user, savings.id, {
      description: "Interest",
      amount: 1.25,
      transaction_type: "credit",
      category: "other",
    });
    const matched = async (
      conditions: RuleBody["conditions"],
      match: "all" | "any" = "all",
    ) => {
      const res = await send(user, "POST", "/rules/preview", {
        conditions,
        match,
        actions: [{ set: "category", value: "travel" }],
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{
        matched: number;
        sample: TransactionResponse[];
      }>();
      return body.sample.map((t) => t.description).sort();
    };
    expect(
      await matched([
        { field: "description", op: "contains", value: "blue  bottle" },
      ]),
    ).toEqual(["SQ *BLUE BOTTLE COFFEE 1234 OAKLAND CA"]);
    expect(
      await matched([
        { field: "description", op: "contains", value: "cafe nero" },
      ]),
    ).toEqual(["Café Nero London"]);
    expect(
      await matched([
        { field: "description", op: "starts_with", value: "amzn" },
      ]),
    ).toEqual(["AMZN Mktp US*2K4LM0QX2"]);
    expect(
      await matched([
        { field: "description", op: "ends_with", value: "london" },
      ]),
    ).toEqual(["Café Nero London"]);
    expect(
      await matched([
        { field: "description", op: "equals", value: "monthly RENT" },
      ]),
    ).toEqual(["Monthly rent"]);
    expect(
      await matched([
        { field: "description", op: "matches", value: "^amzn mktp" },
      ]),
    ).toEqual(["AMZN Mktp US*2K4LM0QX2"]);
    expect(
      await matched([
        { field: "merchant_name", op: "equals", value: "blue bottle coffee" },
      ]),
    ).toEqual(["SQ *BLUE BOTTLE COFFEE 1234 OAKLAND CA"]);
    expect(
      await matched([{ field: "amount", op: "equals", value: 25 }]),
    ).toEqual(["AMZN Mktp US*2K4LM0QX2"]);
    expect(await matched([{ field: "amount", op: "gt", value: 1200 }])).toEqual(
      ["Salary ACME"],
    );
    expect(
      await matched([{ field: "amount", op: "gte", value: 1200 }]),
    ).toEqual(["Monthly rent", "Salary ACME"]);
    expect(await matched([{ field: "amount", op: "lt", value: 3.2 }])).toEqual([
      "Interest",
    ]);
    expect(await matched([{ field: "amount", op: "lte", value: 3.2 }])).toEqual(
      ["Café Nero London", "Interest"],
    );
    expect(
      await matched([{ field: "amount", op: "between", value: [4.5, 25] }]),
    ).toEqual([
      "AMZN Mktp US*2K4LM0QX2",
      "SQ *BLUE BOTTLE COFFEE 1234 OAKLAND CA",
    ]);
    expect(
      await matched([{ field: "account_id", op: "equals", value: savings.id }]),
    ).toEqual(["Interest"]);
    expect(
      await matched([
        { field: "transaction_type", op: "equals", value: "credit" },
      ]),
    ).toEqual(["Interest", "Salary ACME"]);
    expect(
      await matched([{ field: "category", op: "equals", value: "utilities" }]),
    ).toEqual(["Monthly rent"]);
    expect(
      await matched([
        { field: "account_id", op: "equals", value: account.id },
        { field: "transaction_type", op: "equals", value: "credit" },
      ]),
    ).toEqual(["Salary ACME"]);
    expect(
      await matched(
        [
          { field: "description", op: "contains", value: "rent" },
          { field: "description", op: "contains", value: "interest" },
        ],
        "any",
      ),
    ).toEqual(["Interest", "Monthly rent"]);
  });

  it("previews without changing anything, and counts only the rows it would change", async () => {
    const { user, account, row } = await household();
    // A typed row is the person's; an imported one's category is the file's.
    await row("Uber trip", 14, { category: "travel" });
    const preview = await imports.preview(
      user,
      {
        name: "s.csv",
        bytes:
          "Date,Description,Amount\n2025-01-05,UBER *TRIP HELP.UBER.COM,-12.00\n",
      },
      { accountId: account.id },
    );
    await imports.commit(user, preview.id);
    const before = [...(await byId(user)).values()].map((t) => [
      t.description,
      t.category,
    ]);
    const res = await send(
      user,
      "POST",
      "/rules/preview",
      categoryRule(
        "Uber",
        [{ field: "description", op: "contains", value: "uber" }],
        "food_dining",
      ),
    );
    expect(res.json()).toMatchObject({ matched: 2, would_change: 1 });
    expect(
      [...(await byId(user)).values()].map((t) => [t.description, t.category]),
    ).toEqual(before);
  });
});

describe("rules: applied to past rows", () => {
  it("changes rows the person has not categorised, never a category they chose", async () => {
    const { user, row } = await household();
    const typedOther = await row("Netflix.com", 15.99);
    const chosen = await row("Netflix.com", 15.99, {
      category: "entertainment",
    });
    // An imported row: its category is the file's, so a rule may change it.
    const account = (await api.listAccounts(user))[0];
    if (!account) throw new Error("no account");
    const preview = await imports.preview(
      user,
      {
        name: "s.csv",
        bytes:
          "Date,Description,Amount\n2025-01-05,NETFLIX.COM 866-579-7172,-15.99\n",
      },
      { accountId: account.id },
    );
    await imports.commit(user, preview.id);
    const rule = await createRule(
      user,
      categoryRule(
        "Netflix",
        [{ field: "description", op: "contains", value: "netflix" }],
        "subscription",
      ),
    );
    const applied = await send(user, "POST", `/rules/${String(rule.id)}/apply`);
    expect(applied.json()).toEqual({ changed: 1 });
    const rows = await byId(user);
    expect(rows.get(chosen.id)).toMatchObject({
      category: "entertainment",
      category_source: "user",
    });
    // A row typed by hand is the person's (`user`), even under `other`.
    expect(rows.get(typedOther.id)).toMatchObject({
      category: "other",
      category_source: "user",
    });
    const imported = [...rows.values()].find((t) =>
      t.description.startsWith("NETFLIX"),
    );
    expect(imported).toMatchObject({
      category: "subscription",
      category_source: "rule",
    });
  });

  it("runs rules in order, a later one refining an earlier one", async () => {
    const { user, account } = await household();
    await createRule(
      user,
      categoryRule(
        "Amazon",
        [{ field: "description", op: "contains", value: "amzn" }],
        "shopping",
      ),
    );
    await createRule(user, {
      name: "Amazon Prime",
      conditions: [
        { field: "category", op: "equals", value: "shopping" },
        { field: "amount", op: "equals", value: 14.99 },
      ],
      actions: [
        { set: "category", value: "subscription" },
        { set: "merchant_name", value: "Amazon Prime" },
      ],
    });
    const preview = await imports.preview(
      user,
      {
        name: "s.csv",
        bytes:
          "Date,Description,Amount\n2025-01-05,AMZN Mktp US*2K4LM0QX2,-35.20\n2025-01-06,AMZN Digital*PRIME,-14.99\n",
      },
      { accountId: account.id },
    );
    expect(
      preview.rows.map((r) => [r.category, r.category_source, r.merchant_name]),
    ).toEqual([
      ["shopping", "rule", "Amazon"],
      ["subscription", "rule", "Amazon Prime"],
    ]);
  });
});

describe("imports and manual rows run the rules", () => {
  it("categorises an imported statement by rules and by the person's history, and cleans merchant names", async () => {
    const { user, account, row } = await household();
    for (let i = 0; i < 3; i++)
      await row(`TRADER JOE S #${String(100 + i)} OAKLAND CA`, 40 + i, {
        category: "groceries",
      });
    await createRule(
      user,
      categoryRule(
        "Rent",
        [
          {
            field: "description",
            op: "contains",
            value: "lakeside properties",
          },
        ],
        "utilities",
      ),
    );
    const preview = await imports.preview(
      user,
      {
        name: "march.csv",
        bytes: [
          "Date,Description,Amount",
          "2025-03-01,ZELLE PAYMENT TO LAKESIDE PROPERTIES,-1800.00",
          "2025-03-02,TRADER JOE S #552 BERKELEY CA,-61.10",
          "2025-03-03,SQ *BLUE BOTTLE COFFEE 1234 OAKLAND CA,-4.50",
        ].join("\n"),
      },
      { accountId: account.id },
    );
    expect(
      preview.rows.map((r) => [r.merchant_name, r.category, r.category_source]),
    ).toEqual([
      ["Lakeside Properties", "utilities", "rule"],
      ["Trader Joe's", "groceries", "suggested"],
      ["Blue Bottle Coffee", "food_dining", "suggested"],
    ]);
    await imports.commit(user, preview.id);
    const suggested = await api.listTransactions(
      user,
      "?category_source=suggested",
    );
    expect(suggested.total).toBe(2);
    expect(
      suggested.transactions.every((t) => t.category_source === "suggested"),
    ).toBe(true);
  });

  it("runs on every row a bank sync brings, and a category the person set survives the next sync", async () => {
    const { user } = await household();
    await createRule(
      user,
      categoryRule(
        "Card spending",
        [{ field: "transaction_type", op: "equals", value: "debit" }],
        "education",
      ),
    );
    await banking.link(user);
    await banking.syncOk(user);
    const synced = (
      await api.listTransactions(user, "?limit=100")
    ).transactions.filter((t) => t.is_synced);
    const debits = synced.filter((t) => t.transaction_type === "debit");
    expect(debits.length).toBeGreaterThan(0);
    for (const t of debits)
      expect(t).toMatchObject({
        category: "education",
        category_source: "rule",
      });
    for (const t of synced.filter((t) => t.transaction_type === "credit"))
      expect(t.category_source).not.toBe("rule");
    const [mine] = debits;
    if (!mine) throw new Error("no debit");
    const bulk = await send(user, "POST", "/transactions/bulk", {
      ids: [mine.id],
      set: { category: "travel" },
    });
    expect(bulk.statusCode).toBe(200);
    await banking.syncOk(user);
    expect((await byId(user)).get(mine.id)).toMatchObject({
      category: "travel",
      category_source: "user",
    });
  });

  it("fills a typed row's category only when the person left it at Other", async () => {
    const { user, account } = await household();
    await createRule(user, {
      name: "Gym",
      conditions: [{ field: "description", op: "contains", value: "gym" }],
      actions: [
        { set: "category", value: "healthcare" },
        { set: "merchant_name", value: "City Gym" },
      ],
    });
    const left = await api.createTransaction(user, account.id, {
      description: "Gym membership",
      category: "other",
      merchant_name: null,
    });
    expect(left).toMatchObject({
      category: "healthcare",
      category_source: "rule",
      merchant_name: "City Gym",
    });
    const chosen = await api.createTransaction(user, account.id, {
      description: "Gym bag",
      category: "shopping",
      merchant_name: "Decathlon",
    });
    expect(chosen).toMatchObject({
      category: "shopping",
      category_source: "user",
      merchant_name: "Decathlon",
    });
  });
});

describe("always categorise: learning from a correction", () => {
  it("offers a merchant rule after a category change, and accepting recategorises the merchant's other rows", async () => {
    const { user, account } = await household();
    const preview = await imports.preview(
      user,
      {
        name: "jan.csv",
        bytes: [
          "Date,Description,Amount",
          "2025-01-03,SQ *BLUE BOTTLE COFFEE 1234 OAKLAND CA,-4.50",
          "2025-01-09,SQ *BLUE BOTTLE COFFEE 88 BERKELEY CA,-5.25",
          "2025-01-10,SHELL OIL 5744,-40.00",
        ].join("\n"),
      },
      { accountId: account.id },
    );
    await imports.commit(user, preview.id);
    const coffees = (await api.allTransactions(user)).transactions.filter(
      (t) => t.merchant_name === "Blue Bottle Coffee",
    );
    expect(coffees).toHaveLength(2);
    const [first, second] = coffees;
    if (!first || !second) throw new Error("no coffees");
    const edited = await api.putTransaction(user, first.id, {
      ...api.form(account.id, {}),
      description: first.description,
      merchant_name: first.merchant_name,
      amount: first.amount,
      transaction_date: first.transaction_date,
      category: "entertainment",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const offer = await send(
      user,
      "GET",
      `/rules/offer?transaction_id=${String(first.id)}`,
    );
    expect(offer.json()).toEqual({
      offer: {
        merchant: "Blue Bottle Coffee",
        category: "entertainment",
        would_change: 1,
        rule_id: null,
      },
    });
    const accepted = await send(user, "POST", "/rules/offer", {
      transaction_id: first.id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      changed: 1,
      rule: {
        conditions: [
          { field: "merchant_name", op: "equals", value: "Blue Bottle Coffee" },
        ],
        actions: [{ set: "category", value: "entertainment" }],
      },
    });
    expect((await byId(user)).get(second.id)).toMatchObject({
      category: "entertainment",
      category_source: "rule",
    });
    // Said once: the same offer is not made again.
    expect(
      (
        await send(
          user,
          "GET",
          `/rules/offer?transaction_id=${String(first.id)}`,
        )
      ).json(),
    ).toEqual({ offer: null });
    // Next month's statement arrives categorised by the rule.
    const feb = await imports.preview(
      user,
      {
        name: "feb.csv",
        bytes:
          "Date,Description,Amount\n2025-02-03,SQ *BLUE BOTTLE COFFEE 77 OAKLAND CA,-4.75\n",
      },
      { accountId: account.id },
    );
    expect(feb.rows[0]).toMatchObject({
      category: "entertainment",
      category_source: "rule",
    });
  });
});

describe("POST /transactions/bulk", () => {
  it("sets a category and a merchant on many rows, deletes many, and accepts suggestions", async () => {
    const { user, row } = await household();
    const a = await row("One", 1);
    const b = await row("Two", 2);
    const c = await row("Three", 3);
    const set = await send(user, "POST", "/transactions/bulk", {
      ids: [a.id, b.id],
      set: { category: "travel", merchant_name: "Rail Co" },
    });
    expect(set.json()).toEqual({ updated: 2, deleted: 0 });
    const rows = await byId(user);
    expect(rows.get(a.id)).toMatchObject({
      category: "travel",
      merchant_name: "Rail Co",
      category_source: "user",
    });
    expect((await api.listTransactions(user, "?q=rail%20co")).total).toBe(2);
    const removed = await send(user, "POST", "/transactions/bulk", {
      ids: [b.id, c.id],
      delete: true,
    });
    expect(removed.json()).toEqual({ updated: 0, deleted: 2 });
    expect([...(await byId(user)).keys()]).toEqual([a.id]);
  });

  it("is all or nothing: another person's id answers 404 and changes nothing", async () => {
    const { user, row } = await household();
    const other = await household();
    const mine = await row("Mine", 1);
    const theirs = await other.row("Theirs", 1);
    for (const body of [
      { ids: [mine.id, theirs.id], set: { category: "travel" } },
      { ids: [mine.id, theirs.id], delete: true },
    ]) {
      const res = await send(user, "POST", "/transactions/bulk", body);
      expect(res.statusCode).toBe(404);
    }
    expect((await byId(user)).get(mine.id)).toMatchObject({
      category: "other",
    });
    expect((await byId(other.user)).get(theirs.id)).toMatchObject({
      category: "other",
    });
  });

  it("refuses a call that says nothing or two things", async () => {
    const { user, row } = await household();
    const a = await row("One", 1);
    for (const body of [
      { ids: [a.id] },
      { ids: [a.id], delete: true, accept: true },
      { ids: [], delete: true },
      { ids: [a.id], set: {} },
    ]) {
      const res = await send(user, "POST", "/transactions/bulk", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it("accepting a suggestion makes the category the person's", async () => {
    const { user, account } = await household();
    const preview = await imports.preview(
      user,
      {
        name: "s.csv",
        bytes: "Date,Description,Amount\n2025-01-05,WALGREENS #1234,-12.00\n",
      },
      { accountId: account.id },
    );
    await imports.commit(user, preview.id);
    const [suggested] = (
      await api.listTransactions(user, "?category_source=suggested")
    ).transactions;
    if (!suggested) throw new Error("no suggestion");
    expect(suggested.category).toBe("healthcare");
    const res = await send(user, "POST", "/transactions/bulk", {
      ids: [suggested.id],
      accept: true,
    });
    expect(res.json()).toEqual({ updated: 1, deleted: 0 });
    expect((await byId(user)).get(suggested.id)).toMatchObject({
      category: "healthcare",
      category_source: "user",
    });
  });
});
