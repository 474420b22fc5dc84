/**
 * Asks every question of a set through `POST /api/v1/ai/chat` on the real app, one fresh
 * database per household, and scores the `response` text. Earlier turns of a follow-up are asked
 * first and their real answers sent back as `history`.
 */
import { chatResponseSchema } from "@finch/contracts";
import { startApp, type AppUnderTest } from "./app-under-test";
import type { EvalCase, EvalQuestion } from "./household";
import { score, type Verdict } from "./score";
import { seedHousehold } from "./seed";
import { seedProblems } from "./seed-check";

export interface Outcome {
  household: string;
  question: EvalQuestion;
  answer: string;
  verdict: Verdict;
  /** Set when there was no answer to score (an HTTP error, a body outside the contract). */
  error?: string;
}

export interface SetRun {
  outcomes: Outcome[];
  /** Milliseconds per chat request, every request including earlier turns. */
  timings: number[];
  /** Households whose seeded data the app shows differently from the oracle. */
  seedProblems: string[];
  seedMs: number;
}

type Turn = { role: "user" | "assistant"; content: string };

/** The answer's text, or why there is none worth scoring. */
interface Answer {
  text: string;
  error?: string;
}

export async function runSet(cases: EvalCase[]): Promise<SetRun> {
  const run: SetRun = {
    outcomes: [],
    timings: [],
    seedProblems: [],
    seedMs: 0,
  };
  for (const c of cases) {
    const t = await startApp();
    try {
      const started = performance.now();
      await seedHousehold(t, c.household);
      run.seedMs += performance.now() - started;
      for (const p of await seedProblems(t, c.household))
        run.seedProblems.push(`${c.household.id}: ${p}`);
      for (const q of c.questions) {
        const answer = await ask(t, q, run.timings);
        const verdict = answer.error
          ? { pass: false, problems: [answer.error] }
          : score(q, answer.text);
        run.outcomes.push({
          household: c.household.id,
          question: q,
          answer: answer.text,
          verdict,
          ...(answer.error ? { error: answer.error } : {}),
        });
      }
    } finally {
      await t.close();
    }
  }
  return run;
}

async function ask(
  t: AppUnderTest,
  q: EvalQuestion,
  timings: number[],
): Promise<Answer> {
  const history: Turn[] = [];
  for (const turn of [...(q.before ?? []), q.ask]) {
    const body = {
      message: turn,
      ...(history.length > 0 ? { context: history } : {}),
    };
    const started = performance.now();
    const response = await t.call("POST", "/ai/chat", body);
    timings.push(performance.now() - started);
    if (response.statusCode !== 200)
      return {
        text: response.body,
        error: `HTTP ${String(response.statusCode)}`,
      };
    const parsed = chatResponseSchema.safeParse(response.json());
    if (!parsed.success)
      return { text: response.body, error: "response outside the contract" };
    history.push(
      { role: "user", content: turn },
      { role: "assistant", content: parsed.data.response },
    );
  }
  return { text: history.at(-1)?.content ?? "" };
}
