import {
  ACCOUNT_TYPE_LABELS,
  addDays,
  BUDGET_STATUS_LABELS,
  categoryLabel,
  formatCount,
  formatInteger,
  formatPercent,
  toCents,
  shortDate,
  dayLabel,
  rangeLabel,
} from "@finch/domain";
import { kindredWords } from "../analyst/lexicon";
import { saysWord, simplify } from "../analyst/merchants";
import {
  PRICE_DEARER,
  PRICE_DOWN,
  PRICE_MOVED,
  PRICE_UP,
  type Query,
} from "../analyst/query";
import { budgetStatusTool, type BudgetLine } from "../tools/budget-status";
import { getAccounts } from "../tools/get-accounts";
import { goalStatusTool, type GoalLine } from "../tools/goal-status";
import { percentText, tenthsOfPercent } from "../tools/ledger";
import {
  recurringCharges,
  type RecurringSeries,
} from "../tools/recurring-charges";
import {
  money,
  periodWords,
  sayer,
  safeName,
  type AnswerContext,
  type Reply,
} from "./reply";

/**
 * The templates of what the user holds and plans — accounts, budgets, goals, subscriptions —
 * each focused on what was asked: one account's balance, the budgets that are over, one goal.
 */

/** Balances, net worth, assets or what is owed; one account's figure when one is named. */
export function answerAccounts(ctx: AnswerContext, q: Query): Reply {
  const a = getAccounts(ctx.snapshot);
  const asOf = `as of ${shortDate(a.asOf)}, ${a.asOf.slice(0, 4)}`;
  const say = sayer(ctx, {
    tools: ["get_accounts"],
    links: [{ label: "Open Accounts", href: "/accounts" }],
  });
  const label = (type: keyof typeof ACCOUNT_TYPE_LABELS) =>
    ACCOUNT_TYPE_LABELS[type];
  if (a.accounts.length === 0)
    return say(
      "You have no accounts yet. Link a bank or add a manual account on the Accounts page.",
    );
  // The accounts the question resolved to ("my car loan": the one loan), else every one of a type.
  const named = a.accounts.filter((x) =>
    q.filters.accountIds?.length
      ? q.filters.accountIds.includes(x.id)
      : q.filters.accountTypes?.includes(x.type),
  );
  const isNamed =
    (q.filters.accountIds?.length ?? 0) +
      (q.filters.accountTypes?.length ?? 0) >
    0;
  if (isNamed && named.length === 0)
    return say(
      `You have no ${q.filters.accountTypes?.map((t) => label(t).toLowerCase()).join(" or ") ?? "such"} account.`,
    );
  const owedOf = (list: typeof a.accounts) =>
    list.reduce((s, x) => s + Math.abs(x.balanceCents), 0);
  if (q.subject === "net_worth")
    return say(
      `Your net worth is **${money(ctx, a.netWorthCents)}** ${asOf}: assets ${money(ctx, a.assetsCents)} minus liabilities ${money(ctx, a.liabilitiesCents)}.`,
    );
  if (q.subject === "assets")
    return say(
      `Your assets come to **${money(ctx, a.assetsCents)}** ${asOf}:`,
      ...a.accounts
        .filter((x) => !x.isLiability)
        .map(
          (x) =>
            `- ${safeName(x.name)} (${label(x.type)}): ${money(ctx, x.balanceCents)}`,
        ),
    );
  if (q.subject === "liabilities") {
    const debts = (isNamed ? named : a.accounts).filter((x) => x.isLiability);
    if (debts.length === 0)
      return say("You have no liability accounts: nothing owed.");
    const owed = isNamed ? owedOf(debts) : a.liabilitiesCents;
    return say(
      `You owe **${money(ctx, owed)}** ${debts.length === 1 ? `on ${safeName(debts[0]?.name ?? "")}` : "in total"} ${asOf}${debts.length === 1 ? "." : ":"}`,
      ...(debts.length > 1
        ? debts.map(
            (d) =>
              `- ${safeName(d.name)} (${label(d.type)}): ${money(ctx, Math.abs(d.balanceCents))}`,
          )
        : []),
    );
  }
  if (
    /\b(highest|most|largest|biggest|lowest|least)\b/.test(ctx.frame.text) &&
    !isNamed
  ) {
    const isLowest = /\b(lowest|least)\b/.test(ctx.frame.text);
    const assets = a.accounts
      .filter((x) => !x.isLiability)
      .sort((x, y) =>
        isLowest
          ? x.balanceCents - y.balanceCents
          : y.balanceCents - x.balanceCents,
      );
    const top = assets[0];
    return say(
      top
        ? `**${safeName(top.name)}** (${label(top.type)}) has your ${isLowest ? "lowest" : "highest"} balance: ${money(ctx, top.balanceCents)}, ${asOf}.`
        : "You have no asset accounts.",
    );
  }
  const list = isNamed ? named : a.accounts;
  const only = list.length === 1 ? list[0] : undefined;
  if (only)
    return say(
      `Your ${safeName(only.name)} balance is **${money(ctx, only.balanceCents)}** ${asOf}${only.isLiability ? ` (${money(ctx, Math.abs(only.balanceCents))} owed)` : ""}.`,
    );
  const sum = list.reduce(
    (s, x) => s + (x.isLiability ? 0 : x.balanceCents),
    0,
  );
  // "My credit card balance" of two cards: what is owed on them, whichever sign each was typed with.
  const owed = list.reduce(
    (s, x) => s + (x.isLiability ? Math.abs(x.balanceCents) : 0),
    0,
  );
  const isAllOwed = list.every((x) => x.isLiability);
  return say(
    !isNamed
      ? `Your balances ${asOf}:`
      : isAllOwed
        ? `You owe **${money(ctx, owed)}** on your ${formatInteger(list.length)} accounts together ${asOf}:`
        : `Your ${formatInteger(list.length)} accounts hold **${money(ctx, sum)}** together ${asOf}${owed > 0 ? `, and you owe ${money(ctx, owed)} on the ones you owe on` : ""}:`,
    ...list.map(
      (x) =>
        `- ${safeName(x.name)} (${label(x.type)}): ${money(ctx, x.balanceCents)}${x.isLiability ? ` (${money(ctx, Math.abs(x.balanceCents))} owed)` : ""}${x.isActive ? "" : " (inactive)"}`,
    ),
    !isNamed &&
      `Net worth: ${money(ctx, a.netWorthCents)} (assets ${money(ctx, a.assetsCents)}, liabilities ${money(ctx, a.liabilitiesCents)}).`,
  );
}

/** The items whose name the question says (all of its longer words, or its whole name). */
function namedIn<T extends { name: string }>(
  items: readonly T[],
  text: string,
): T[] {
  const said = ` ${simplify(text)} `;
  const whole = items.filter((i) => said.includes(` ${simplify(i.name)} `));
  if (whole.length > 0) return whole;
  return items.filter((i) => {
    const words = simplify(i.name)
      .split(" ")
      .filter(
        (w) =>
          w.length >= 3 &&
          !/^(budget|goal|fund|savings?|monthly|weekly|the|for|and|our|new|fun|big)$/.test(
            w,
          ),
      );
    return [...words, ...words.flatMap(kindredWords)].some((w) =>
      saysWord(said, w),
    );
  });
}

/** Budgets: one (by category or name), the over ones, or all — over first. */
export async function answerBudgets(
  ctx: AnswerContext,
  q: Query,
): Promise<Reply> {
  const all = await budgetStatusTool(ctx.snapshot, {});
  const say = sayer(ctx, {
    tools: ["budget_status"],
    links: [{ label: "Open Budgets", href: "/budgets" }],
  });
  if (all.length === 0)
    return say(
      "You have no budgets yet. Create one on the Budgets page to track spending against a limit.",
    );
  const byCategory = q.filters.categories?.length
    ? all.filter((b) => q.filters.categories?.includes(b.category))
    : [];
  // A budget said by its whole name ("food shop") is that one, whatever category its words name.
  const said = ` ${simplify(ctx.frame.text)} `;
  const wholeNamed = all.filter((b) => said.includes(` ${simplify(b.name)} `));
  const picked =
    wholeNamed.length > 0
      ? wholeNamed
      : byCategory.length > 0
        ? byCategory
        : namedIn(all, ctx.frame.text);
  if (q.filters.categories?.length && picked.length === 0)
    return say(
      `You have no ${q.filters.categories.map((c) => categoryLabel(c)).join(" or ")} budget. Create one on the Budgets page.`,
    );
  const over = all.filter((b) => b.status === "over_budget");
  if (picked.length === 0 && q.status) {
    const chosen =
      q.status === "over"
        ? over
        : q.status === "near"
          ? nearest(all)
          : all.filter((b) => b.status !== "over_budget");
    const word =
      q.status === "over"
        ? "over"
        : q.status === "near"
          ? "near the limit"
          : "within the limit";
    if (chosen.length === 0)
      return say(
        `None of your ${formatCount(all.length, "budget")} is ${word}. Where each stands:`,
        ...all.map((b) => budgetLine(ctx, b)),
      );
    const only = chosen.length === 1 ? chosen[0] : undefined;
    if (q.status === "near" && only && only.status !== "near_limit")
      return say(
        `None of your budgets is near its limit yet; the closest is **${safeName(only.name)}**, ${formatPercent(only.percentUsed, true)} used:`,
        budgetLine(ctx, only),
      );
    return say(
      `**${formatInteger(chosen.length)}** of your ${formatCount(all.length, "budget")} ${chosen.length === 1 ? "is" : "are"} ${word}:`,
      ...chosen.map((b) => budgetLine(ctx, b)),
    );
  }
  if (q.measure === "count" && picked.length === 0)
    return say(
      `You have **${formatInteger(all.length)}** budgets; ${formatInteger(over.length)} ${over.length === 1 ? "is" : "are"} over.`,
    );
  const one = picked.length === 1 ? picked[0] : undefined;
  if (one) return say(focusedBudget(ctx, one));
  // "What's my total budget", "how much of my total budget have i used": the sums lead, each
  // budget over its own period.
  if (
    picked.length === 0 &&
    /\b(total|overall|combined|altogether|all together|in total)\b/.test(
      ctx.frame.text,
    )
  ) {
    const limit = all.reduce((n, b) => n + b.limitCents, 0);
    const spent = all.reduce((n, b) => n + b.spentCents, 0);
    return say(
      `Your ${formatCount(all.length, "budget")} add up to **${money(ctx, limit)}**, and you have spent **${money(ctx, spent)}** of it (${percentText(tenthsOfPercent(toCents(spent), toCents(limit)))}), each over its own period:`,
      ...[...over, ...all.filter((b) => b.status !== "over_budget")].map((b) =>
        budgetLine(ctx, b),
      ),
    );
  }
  const list =
    picked.length > 0
      ? picked
      : [...over, ...all.filter((b) => b.status !== "over_budget")];
  return say(
    `You have ${formatCount(list.length, "budget")}; ${formatInteger(list.filter((b) => b.status === "over_budget").length)} over.`,
    ...list.map((b) => budgetLine(ctx, b)),
  );
}

/** The budgets near their limit, else the one not yet over that has used the most of it. */
function nearest(all: readonly BudgetLine[]): BudgetLine[] {
  const near = all.filter((b) => b.status === "near_limit");
  if (near.length > 0) return near;
  const under = all
    .filter((b) => b.status !== "over_budget")
    .sort((a, b) => b.percentUsed - a.percentUsed);
  return under.slice(0, 1);
}

/** One budget, leading with the figure asked: what is left, how far over, or what is spent. */
function focusedBudget(ctx: AnswerContext, b: BudgetLine): string {
  const t = ctx.frame.text;
  const window = `${b.period} ${rangeLabel(b.startDate, b.endDate)}`;
  const over = b.remainingCents < 0;
  const rest = `${money(ctx, b.spentCents)} of ${money(ctx, b.limitCents)} spent (${formatPercent(b.percentUsed, true)}), ${BUDGET_STATUS_LABELS[b.status]}`;
  if (over)
    return `Your **${safeName(b.name)}** budget is over by **${money(ctx, Math.abs(b.remainingCents))}** (${window}): ${rest}.`;
  if (/\b(left|remaining|remain|spare|still spend|more can i)\b/.test(t))
    return `You have **${money(ctx, b.remainingCents)}** left in your ${safeName(b.name)} budget (${window}): ${rest}; about ${money(ctx, b.safePerDayCents)} a day for ${formatCount(b.daysLeft, "day")}.`;
  return `You have spent **${money(ctx, b.spentCents)}** of your ${money(ctx, b.limitCents)} ${safeName(b.name)} budget (${window}): ${formatPercent(b.percentUsed, true)}, ${BUDGET_STATUS_LABELS[b.status]}, ${money(ctx, b.remainingCents)} left.`;
}

function budgetLine(ctx: AnswerContext, b: BudgetLine): string {
  const left =
    b.remainingCents >= 0
      ? `${money(ctx, b.remainingCents)} left`
      : `over by ${money(ctx, Math.abs(b.remainingCents))}`;
  return `- **${safeName(b.name)}** (${categoryLabel(b.category)}, ${b.period}, ${rangeLabel(b.startDate, b.endDate)}): ${money(ctx, b.spentCents)} of ${money(ctx, b.limitCents)} (${formatPercent(b.percentUsed, true)}), ${BUDGET_STATUS_LABELS[b.status]}, ${left}.`;
}

/** Goals: one (by name) leading with the figure asked, or all. */
export async function answerGoals(
  ctx: AnswerContext,
  q: Query,
): Promise<Reply> {
  const all = goalStatusTool(ctx.snapshot, {});
  const say = sayer(ctx, {
    tools: ["goal_status"],
    links: [{ label: "Open Goals", href: "/goals" }],
  });
  if (all.length === 0)
    return say("You have no savings goals yet. Create one on the Goals page.");
  const picked = namedIn(all, ctx.frame.text);
  // "How much did i put into the japan fund last month": the contributions in that period.
  if (
    q.period &&
    !/\b(need|should|have to|must)\b/.test(ctx.frame.text) &&
    /\b(did i|have i|i have|i) (put|add|added|contribut\w*|deposit\w*|pay|paid|move|moved)\b|\bdid i save\b/.test(
      ctx.frame.text,
    )
  ) {
    const period = q.period;
    const chosen = picked.length > 0 ? picked : all;
    let total = 0;
    for (const g of chosen)
      for (const c of (await g.contributions?.()) ?? [])
        if (c.date >= period.start && c.date <= period.end) total += c.cents;
    return say(
      `You put **${money(ctx, total)}** into ${chosen.length === 1 ? safeName(chosen[0]?.name ?? "") : "your goals"} ${periodWords(period)}.`,
      ...chosen.map((g) => `- ${goalText(ctx, g)}`),
    );
  }
  const t = ctx.frame.text;
  const one =
    picked.length === 1 ? picked[0] : all.length === 1 ? all[0] : undefined;
  if (one) return say(focusedGoal(ctx, one));
  const list = picked.length > 0 ? picked : all;
  const lines = (goals: GoalLine[]) =>
    goals.map((g) => `- ${goalText(ctx, g)}`);
  // "Which is my biggest goal", "the one closest to done": one goal picked by a measure.
  const open = list.filter((g) => g.state !== "reached");
  const byProgress = (sign: number) =>
    [...open].sort((a, b) => sign * (b.progressPercent - a.progressPercent));
  const [label, ranked] = /\b(biggest|largest|most expensive)\b/.test(t)
    ? ["biggest", [...list].sort((a, b) => b.targetCents - a.targetCents)]
    : /\b(closest|nearest|almost (done|there)|furthest along)\b/.test(t)
      ? ["closest", byProgress(1)]
      : /\bfurthest (from|away)\b|\bleast progress\b/.test(t)
        ? ["furthest", byProgress(-1)]
        : ["", []];
  const [first] = ranked;
  if (first) {
    const focused = focusedGoal(ctx, first);
    return say(
      focused === goalText(ctx, first)
        ? `Your ${label} goal is ${focused}`
        : focused,
    );
  }
  // "Have i finished any goals", "which goals are done": the reached ones.
  if (
    /\b(finished|completed?|reached|achieved|accomplished|fully funded|done|hit|met)\b/.test(
      t,
    ) &&
    // "To hit all my goals" asks what it takes, not which are done.
    !/\b(when|how long|on track|will i|can i|need|should|save|saving|how much|(a|per|each|every) month|monthly)\b/.test(
      t,
    )
  ) {
    const reached = list.filter((g) => g.state === "reached");
    return say(
      reached.length === 0
        ? `None of your ${formatCount(list.length, "savings goal")} is reached yet.`
        : `You have reached **${formatInteger(reached.length)}** of your ${formatCount(list.length, "savings goal")}:`,
      ...lines(reached.length === 0 ? list : reached),
    );
  }
  const behind = /\bbehind\b|\bnot on track\b|\boff track\b/.test(t);
  if (behind) {
    const chosen = list.filter(
      (g) =>
        g.state === "behind" || g.state === "overdue" || g.state === "no_pace",
    );
    return say(
      chosen.length === 0
        ? "None of your goals is behind."
        : `${formatInteger(chosen.length)} of your goals ${chosen.length === 1 ? "is" : "are"} behind:`,
      ...lines(chosen),
    );
  }
  const saved = list.reduce((n, g) => n + g.currentCents, 0);
  const target = list.reduce((n, g) => n + g.targetCents, 0);
  const counted = formatCount(list.length, "savings goal");
  // "How much do i still need for my goals": what is left, summed.
  if (/\b(left|to go|more|remaining|still need|short)\b/.test(t))
    return say(
      `You need **${money(ctx, target - saved)}** more across your ${counted}: ${money(ctx, saved)} saved of ${money(ctx, target)}.`,
      ...lines(open),
    );
  // "How much a month for all my goals": what each needs, summed.
  if (
    /\b(a|per|each|every) month\b|\bmonthly\b/.test(t) &&
    /\b(need|should|have to|must)\b/.test(t)
  ) {
    const monthly = open.reduce(
      (n, g) => n + (g.requiredPerMonthCents ?? 0),
      0,
    );
    return say(
      `Your goals need **${money(ctx, monthly)} a month** together to be reached by their dates:`,
      ...lines(open),
    );
  }
  // "Total saved across all goals", "how much have i saved towards my goals": the sums first.
  const isTotal =
    /\b(total|altogether|combined|across|in all|all together)\b/.test(t) ||
    /\bhow much\b/.test(t);
  return say(
    isTotal
      ? `You have saved **${money(ctx, saved)}** across your ${counted}, of ${money(ctx, target)} in targets (${money(ctx, target - saved)} to go):`
      : `You have ${counted}:`,
    ...lines(list),
  );
}

function focusedGoal(ctx: AnswerContext, g: GoalLine): string {
  const t = ctx.frame.text;
  if (/\b(due|deadline|target date)\b/.test(t))
    return `**${safeName(g.name)}** is due **${dayLabel(g.targetDate)}**: ${goalText(ctx, g)}`;
  // What the user actually puts in ("how much am i putting towards japan each month").
  if (
    /\b(am i|i am|have i been|do i|i have been) (putting|put|saving|save|contributing|contribute|adding|add)\b|\bmy (monthly |usual |regular )?contributions?\b/.test(
      t,
    ) &&
    !/\b(need|should|have to|must)\b/.test(t)
  )
    return `You have put **${money(ctx, g.pacePerMonthCents)} a month** into ${safeName(g.name)} over the last 90 days: ${goalText(ctx, g)}`;
  if (/\bwhen\b|\bhow long\b/.test(t) && !g.isCompleted)
    return g.projectedCompletionDate
      ? `At your recent pace (${money(ctx, g.pacePerMonthCents)} a month) you reach **${safeName(g.name)}** around **${dayLabel(g.projectedCompletionDate)}**: ${goalText(ctx, g)}`
      : `${safeName(g.name)} has had no contributions in the last 90 days, so there is no date to project: ${goalText(ctx, g)}`;
  if (
    /\b(on track|behind|ahead|pace|keep up|in time|make it|will i (make|reach|hit|get)|(am i|are we) going to (make|reach|hit|get))\b/.test(
      t,
    ) &&
    !g.isCompleted &&
    g.requiredPerMonthCents !== undefined
  )
    return `${g.state === "on_track" ? "On track" : "Behind"}: **${safeName(g.name)}** needs **${money(ctx, g.requiredPerMonthCents)} a month** to be reached by ${dayLabel(g.targetDate)}, and you have put in ${money(ctx, g.pacePerMonthCents)} a month over the last 90 days. ${goalText(ctx, g)}`;
  if (
    /\b(a|per|each|every) month\b|\bmonthly\b/.test(t) &&
    g.requiredPerMonthCents !== undefined
  )
    return `To reach **${safeName(g.name)}** by ${dayLabel(g.targetDate)} you need **${money(ctx, g.requiredPerMonthCents)} a month**: ${money(ctx, g.remainingCents)} to go, ${money(ctx, g.currentCents)} of ${money(ctx, g.targetCents)} saved.`;
  if (/\b(left|to go|more|remaining|need|short)\b/.test(t) && !g.isCompleted)
    return `You need **${money(ctx, g.remainingCents)}** more for ${safeName(g.name)}: ${goalText(ctx, g)}`;
  if (/%|\bpercent|\bhow (far|close)\b|\bprogress\b/.test(t))
    return `You have saved **${formatPercent(g.progressPercent, true)}** of ${safeName(g.name)}: ${goalText(ctx, g)}`;
  if (/\bhow much\b/.test(t))
    return `You have saved **${money(ctx, g.currentCents)}** toward ${safeName(g.name)}: ${goalText(ctx, g)}`;
  return goalText(ctx, g);
}

function goalText(ctx: AnswerContext, g: GoalLine): string {
  const head = `**${safeName(g.name)}**: ${money(ctx, g.currentCents)} of ${money(ctx, g.targetCents)} (${formatPercent(g.progressPercent, true)})`;
  switch (g.state) {
    case "reached":
      return `${head}, goal reached.`;
    case "overdue":
      return `${head}, ${money(ctx, g.remainingCents)} to go; the target date ${dayLabel(g.targetDate)} has passed.`;
    default: {
      const need =
        g.requiredPerMonthCents === undefined
          ? ""
          : `; ${money(ctx, g.requiredPerMonthCents)} a month reaches it by ${dayLabel(g.targetDate)}`;
      const pace =
        g.projectedCompletionDate === undefined
          ? "; no contributions in the last 90 days"
          : `; at your recent pace around ${dayLabel(g.projectedCompletionDate)} (${g.state === "on_track" ? "on track" : "behind"})`;
      return `${head}, ${money(ctx, g.remainingCents)} to go${need}${pace}.`;
    }
  }
}

/**
 * Subscriptions (or bills, or every recurring charge) that are still charging: the recurring
 * detector's series, and any subscription-category charge of the last 35 days, each at its
 * latest price; what they cost a month.
 */
export async function answerSubscriptions(
  ctx: AnswerContext,
  q: Query,
): Promise<Reply> {
  const t = ctx.frame.text;
  const wants = /\bsubscri|\bsubs\b|\bstreaming\b|\bmembership/.test(t)
    ? "subscription"
    : /\bbills?\b/.test(t)
      ? "bill"
      : "all";
  // Money out that repeats: subscriptions and bills, of the kind asked.
  const seriesOf = async (merchants?: readonly string[]) =>
    (
      await recurringCharges(ctx.snapshot, {
        kind: "all",
        status: "all",
        type: "debit",
        merchants,
      })
    ).filter(
      (s) => s.kind !== "routine" && (wants === "all" || s.kind === wants),
    );
  const isUp = PRICE_UP.test(t);
  const named = q.filters.merchants;
  // One charge's prices: only its own rows are read.
  if (named?.length && PRICE_MOVED.test(t))
    return pricesOf(
      ctx,
      named,
      await seriesOf(named),
      isUp || PRICE_DEARER.test(t)
        ? "up"
        : PRICE_DOWN.test(t)
          ? "down"
          : /\b(chang\w*|differ\w*|moved?)\b/.test(t)
            ? "either"
            : "now",
    );
  const series = await seriesOf();
  const stopped =
    /\b(stopped|cancel\w*|haven't|have not|no longer|inactive|not charged)\b/.test(
      t,
    );
  if (stopped || isUp || /\bprice changes?\b|\bchanged price\b/.test(t))
    return recurringChanges(
      ctx,
      series,
      stopped ? "stopped" : isUp ? "up" : "changed",
    );
  const recent = addDays(ctx.snapshot.today, -35);
  const charges = new Map<
    string,
    { merchant: string; cents: number; date: string; cadence: string }
  >();
  // Each one still charging: charged in the last 35 days, at its latest price.
  for (const s of series)
    if (s.lastDate >= recent)
      charges.set(s.merchant.toLowerCase(), {
        merchant: s.merchant,
        cents: s.cadence === "monthly" ? s.lastCents : s.monthlyCents,
        date: s.lastDate,
        cadence: s.cadence,
      });
  if (wants !== "bill")
    for (const row of await ctx.snapshot.ledger.rows(
      {
        start: recent,
        end: ctx.snapshot.today,
        categories: ["subscription"],
        type: "debit",
      },
      "date",
    ))
      if (!charges.has(row.merchant.toLowerCase()))
        charges.set(row.merchant.toLowerCase(), {
          merchant: row.merchant,
          cents: row.amountCents,
          date: row.date,
          cadence: "monthly",
        });
  // "Streaming services": those of the merchants named.
  const only = q.filters.merchants;
  const list = [...charges.values()]
    .filter((c) => !only?.length || only.includes(c.merchant))
    .sort((a, b) => b.cents - a.cents);
  const noun =
    wants === "bill"
      ? ["bill", "bills"]
      : wants === "subscription"
        ? ["subscription", "subscriptions"]
        : ["recurring charge", "recurring charges"];
  const say = sayer(ctx, {
    tools: ["recurring_charges"],
    links: [
      {
        label: "View subscriptions",
        href: "/transactions?category=subscription",
      },
    ],
  });
  if (list.length === 0)
    return say(`I found no active ${noun[1]} in your transactions.`);
  const monthly = list.reduce((s, c) => s + c.cents, 0);
  // "My most expensive subscription", "the cheapest bill": the one asked for, the rest after;
  // "my 3 biggest subscriptions": those three, in that order.
  const dearest =
    /\b(most expensive|priciest|biggest|largest|highest|costliest|dearest|top)\b/.test(
      t,
    );
  const cheapest = /\b(cheapest|smallest|lowest|least expensive)\b/.test(t);
  const count = ctx.frame.topN;
  if ((dearest || cheapest) && count !== undefined && count > 1) {
    const ordered = cheapest ? [...list].reverse() : list;
    const shown = ordered.slice(0, count);
    return say(
      `Your ${formatInteger(shown.length)} ${cheapest ? "cheapest" : "most expensive"} ${noun[1] ?? ""}, of ${money(ctx, monthly)} a month for all ${formatInteger(list.length)}:`,
      ...shown.map(
        (c) =>
          `- ${safeName(c.merchant)}: ${money(ctx, c.cents)} a month, last charged ${shortDate(c.date)}`,
      ),
    );
  }
  const pick = dearest ? list[0] : cheapest ? list.at(-1) : undefined;
  const isOne = !new RegExp(`\\b${noun[1] ?? ""}\\b`).test(t);
  if (pick && list.length > 1 && isOne)
    return say(
      `Your ${pick === list[0] ? "most expensive" : "cheapest"} ${noun[0] ?? ""} is **${safeName(pick.merchant)}** at **${money(ctx, pick.cents)} a month** (last charged ${shortDate(pick.date)}), of ${money(ctx, monthly)} a month for all ${formatInteger(list.length)}.`,
    );
  const yearly = money(ctx, toCents(monthly * 12));
  // "What do my subscriptions cost annually": the year's figure leads.
  const cost =
    /\b(a|per|each|every) year\b|\bannual(ly)?\b|\byearly\b|\bper annum\b/.test(
      t,
    )
      ? `**${yearly} a year** (${money(ctx, monthly)} a month)`
      : `**${money(ctx, monthly)} a month** (${yearly} a year)`;
  return say(
    `Your ${formatCount(list.length, noun[0] ?? "", noun[1])} ${list.length === 1 ? "costs" : "cost"} ${cost}:`,
    ...list.map(
      (c) =>
        `- ${safeName(c.merchant)}: ${money(ctx, c.cents)} a month, last charged ${shortDate(c.date)}`,
    ),
  );
}

/**
 * What the named charges cost now ("netflix price now?") or whether they moved in price ("did
 * netflix go up"), yes or no first: each one's latest charge against the last different one
 * before it, and the day the latest price started. A merchant that is no regular charge has no
 * price to follow.
 */
async function pricesOf(
  ctx: AnswerContext,
  merchants: readonly string[],
  series: readonly RecurringSeries[],
  asked: "up" | "down" | "either" | "now",
): Promise<Reply> {
  const say = sayer(ctx, { tools: ["recurring_charges"], links: [] });
  const lines: string[] = [];
  for (const merchant of merchants) {
    const name = safeName(merchant);
    const regular = series.find(
      (x) => x.merchant.toLowerCase() === merchant.toLowerCase(),
    );
    // Newest first: the latest price, then back to the charge before it changed.
    const charges = await ctx.snapshot.ledger.rows(
      { merchants: [merchant], type: "debit", pending: "exclude" },
      "date",
    );
    const [latest] = charges;
    if (!regular || !latest) {
      lines.push(
        `I can't tell a price for ${name}: it is not a regular charge at one price.`,
      );
      continue;
    }
    const changed = charges.findIndex(
      (c) => c.amountCents !== latest.amountCents,
    );
    const since = charges[changed === -1 ? charges.length - 1 : changed - 1];
    const from = changed === -1 ? undefined : charges[changed];
    if (!from || !since) {
      lines.push(
        `No: ${name} has charged **${money(ctx, latest.amountCents)}** every time since ${dayLabel(since?.date ?? latest.date)}${regular.isActive ? "" : `; its last charge was on ${dayLabel(latest.date)}`}.`,
      );
      continue;
    }
    const change = latest.amountCents - from.amountCents;
    const direction = change > 0 ? "up" : "down";
    if (asked === "now") {
      lines.push(
        `${name} charges **${money(ctx, latest.amountCents)}** now (${regular.cadence}, since ${dayLabel(since.date)}).`,
      );
      continue;
    }
    const answer = asked === "either" || asked === direction ? "Yes" : "No";
    lines.push(
      `${answer}: ${name} went ${direction} by **${money(ctx, Math.abs(change))}** on ${dayLabel(since.date)}, from ${money(ctx, from.amountCents)} to ${money(ctx, latest.amountCents)} (${percentText(tenthsOfPercent(toCents(Math.abs(change)), from.amountCents))}).`,
    );
  }
  return say(...lines);
}

/** Recurring charges that stopped (possibly cancelled), or whose price changed (or rose). */
function recurringChanges(
  ctx: AnswerContext,
  series: readonly RecurringSeries[],
  asked: "stopped" | "changed" | "up",
): Reply {
  const say = sayer(ctx, { tools: ["recurring_charges"], links: [] });
  const stopped = asked === "stopped";
  const found = stopped
    ? series.filter((s) => !s.isActive)
    : series.filter(
        (s) =>
          s.isActive &&
          s.priceChangeCents &&
          (asked === "changed" || s.priceChangeCents > 0),
      );
  if (found.length === 0)
    return say(
      stopped
        ? "No recurring charge has stopped in the last 12 months."
        : `None of your recurring charges ${asked === "up" ? "went up in price" : "changed price"} in the last 12 months.`,
    );
  return say(
    stopped
      ? "These recurring charges have stopped charging you (possibly cancelled):"
      : asked === "up"
        ? "These recurring charges went up in price:"
        : "These recurring charges changed price:",
    ...found.map((s) =>
      stopped
        ? `- ${safeName(s.merchant)}: ${money(ctx, s.typicalCents)} ${s.cadence}, last on ${dayLabel(s.lastDate)}`
        : `- ${safeName(s.merchant)}: ${(s.priceChangeCents ?? 0) > 0 ? "up" : "down"} ${money(ctx, Math.abs(s.priceChangeCents ?? 0))}, from ${money(ctx, s.lastCents - (s.priceChangeCents ?? 0))} to ${money(ctx, s.lastCents)}`,
    ),
  );
}
