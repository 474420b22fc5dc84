/**
 * The session mix: an endless, seeded sequence of sessions, each a visit of one user to the web
 * app. The same seed gives the same sessions in the same order, whoever runs them (the API or
 * the floor), however fast. Proportions are the constants below; docs/performance.md lists them.
 */
import {
  BUDGET_PERIODS,
  CATEGORIES,
  seededRandom,
  toCents,
} from "@finch/domain";
import {
  browse,
  listView,
  transactionWrite,
  type PlanContext,
} from "./plan-transactions";
import type { Session, Step } from "./steps";
import { pick, question, type Vocabulary } from "./vocabulary";

/** Who the sessions belong to and what the data looks like. */
export interface MixShape {
  lightUsers: number;
  /** Share of sessions that are the heavy user's (1 when only the heavy user runs). */
  heavyShare: number;
  today: string;
  vocabulary: Vocabulary;
  accounts: number;
  budgets: number;
  goals: number;
}

/**
 * Sessions that sign in first. The web app keeps its token in the browser, so most visits start
 * signed in; a sign-in (argon2id at the OWASP floor) on every visit would make the mix mostly a
 * password-hashing benchmark.
 */
const SIGN_IN_SHARE = 0.2;
/** Activities after the dashboard: 2 to 6. */
const MIN_ACTIVITIES = 2;
const MORE_ACTIVITIES = 5;
/** Chance that a visit to the list ends with a write (add, edit or delete). */
const LIST_WRITE_SHARE = 0.5;
/** Chance that a budgets visit creates (a third) or edits (two thirds) a budget. */
const BUDGET_WRITE_SHARE = 0.2;
/** Chance that a goals visit contributes to a goal. */
const CONTRIBUTE_SHARE = 0.3;

type Activity = (ctx: PlanContext, state: { listOpened: boolean }) => Step[];

/** Where users go after the dashboard, with how often they go there. */
const ACTIVITIES: readonly [number, Activity][] = [
  [40, transactionsScreen],
  [10, () => [{ kind: "dashboard" }]],
  [14, budgetsScreen],
  [12, goalsScreen],
  [6, () => [{ kind: "profile" }]],
  [
    6,
    (ctx) => [{ kind: "chat", message: question(ctx.random, ctx.vocabulary) }],
  ],
];
const TOTAL_WEIGHT = ACTIVITIES.reduce((sum, [weight]) => sum + weight, 0);

/** Returns the next session of the sequence each time it is called. */
export function sessionSource(seed: number, shape: MixShape): () => Session {
  let index = 0;
  return () => {
    const session = planSession(seed, index, shape);
    index += 1;
    return session;
  };
}

/** Session `index` of the sequence `seed`: its own PRNG, so it never depends on the others. */
export function planSession(
  seed: number,
  index: number,
  shape: MixShape,
): Session {
  const random = seededRandom(mixSeed(seed, index));
  const ctx: PlanContext = { random, ...shape };
  const user =
    random() < shape.heavyShare || shape.lightUsers === 0
      ? -1
      : Math.floor(random() * shape.lightUsers);
  const steps: Step[] = [];
  if (random() < SIGN_IN_SHARE) steps.push({ kind: "sign-in" });
  steps.push({ kind: "dashboard" });
  const state = { listOpened: false };
  const activities = MIN_ACTIVITIES + Math.floor(random() * MORE_ACTIVITIES);
  for (let n = 0; n < activities; n += 1)
    steps.push(...chooseActivity(random)(ctx, state));
  return { index, user, steps };
}

function chooseActivity(random: () => number): Activity {
  let roll = random() * TOTAL_WEIGHT;
  for (const [weight, activity] of ACTIVITIES) {
    roll -= weight;
    if (roll < 0) return activity;
  }
  return transactionsScreen;
}

/** The list (its account choices read on the first visit), browsed, maybe written to. */
function transactionsScreen(
  ctx: PlanContext,
  state: { listOpened: boolean },
): Step[] {
  const steps: Step[] = state.listOpened ? [] : [{ kind: "accounts" }];
  state.listOpened = true;
  const view = listView(ctx);
  steps.push(...browse(ctx, view));
  if (ctx.random() < LIST_WRITE_SHARE)
    steps.push(...transactionWrite(ctx, view));
  return steps;
}

function budgetsScreen(ctx: PlanContext): Step[] {
  if (ctx.random() >= BUDGET_WRITE_SHARE) return [{ kind: "budgets" }];
  const draft = {
    name: `Budget ${String(1 + Math.floor(ctx.random() * 900))}`,
    category: pick(ctx.random, CATEGORIES),
    cents: toCents((5 + Math.floor(ctx.random() * 200)) * 500),
    period: pick(ctx.random, BUDGET_PERIODS),
  };
  const write: Step =
    ctx.random() < 1 / 3
      ? { kind: "create-budget", draft }
      : {
          kind: "edit-budget",
          budgetIndex: Math.floor(ctx.random() * ctx.budgets),
          draft,
        };
  return [{ kind: "budgets" }, write, { kind: "budgets" }];
}

function goalsScreen(ctx: PlanContext): Step[] {
  if (ctx.random() >= CONTRIBUTE_SHARE) return [{ kind: "goals" }];
  return [
    { kind: "goals" },
    {
      kind: "contribute",
      goalIndex: Math.floor(ctx.random() * ctx.goals),
      cents: toCents(500 * (1 + Math.floor(ctx.random() * 40))),
    },
    { kind: "goals" },
  ];
}

/** One 32-bit seed per (sequence, session), well mixed (a murmur3 finalizer). */
function mixSeed(seed: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ index;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
