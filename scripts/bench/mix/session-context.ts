/** What the session runner's workers share, what each session keeps, and sending one request. */
import type { HttpClient } from "./http";
import { tokenOf } from "./requests";
import type { Stats } from "./stats";

/** A user the sessions act as. */
export interface MixUser {
  email: string;
  accountIds: readonly number[];
  budgetIds: readonly number[];
  goalIds: readonly number[];
}

/** The assistant's limit per user (20 a minute), kept with a margin so no question gets a 429. */
export const CHAT_PER_MINUTE = 18;

/** What every worker of one run shares. */
export interface RunnerContext {
  client: HttpClient;
  password: string;
  heavy: MixUser;
  light: readonly MixUser[];
  /** False on the floor, which has no assistant. */
  assistant: boolean;
  stats: () => Stats;
  tokens: Map<number, string>;
  signingIn: Set<number>;
  chats: Map<number, number[]>;
  deleted: Set<number>;
}

/** What one session remembers between its steps, as a browser tab would. */
export interface Tab {
  user: number;
  who: MixUser;
  heavy: boolean;
  /** The ids on the last page that showed rows (edits and deletes pick from them). */
  rows: number[];
  /** Per view: the page last read and the size of the set then. */
  pages: Map<string, { skip: number; total: number }>;
}

/** Signs a user in through the login form; the token replaces the one kept for that user. */
export async function signIn(
  ctx: RunnerContext,
  user: number,
  heavy: boolean,
): Promise<boolean> {
  const who = userOf(ctx, user);
  ctx.signingIn.add(user);
  const answer = await ctx.client.send({
    method: "POST",
    path: "/auth/login",
    form: new URLSearchParams({
      username: who.email,
      password: ctx.password,
    }).toString(),
    read: true,
  });
  ctx.signingIn.delete(user);
  ctx.stats().record("POST /auth/login", answer.ms, answer.status, heavy);
  if (answer.status !== 200 || answer.body === undefined) return false;
  ctx.tokens.set(user, tokenOf(answer.body));
  return true;
}

/** A read whose answer is not looked at. */
export async function get(
  ctx: RunnerContext,
  tab: Tab,
  path: string,
  group: string,
): Promise<void> {
  return send(ctx, tab, "GET", path, group);
}

/** Sends one request as the session's user and records its time under `group`. */
export async function send(
  ctx: RunnerContext,
  tab: Tab,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  group: string,
  json?: string,
): Promise<void> {
  const answer = await ctx.client.send({
    method,
    path,
    token: ctx.tokens.get(tab.user),
    ...(json === undefined ? {} : { json }),
  });
  ctx.stats().record(group, answer.ms, answer.status, tab.heavy);
}

/** Keeps a page's ids for later edits and deletes; an empty page leaves the last ones. */
export function remember(tab: Tab, ids: number[]): void {
  if (ids.length > 0) tab.rows = ids;
}

/** The seeded user a session index names: -1 the heavy user, 0… the light users. */
export function userOf(ctx: RunnerContext, user: number): MixUser {
  const who = user < 0 ? ctx.heavy : ctx.light[user];
  if (who === undefined) throw new Error(`no bench user ${String(user)}`);
  return who;
}
