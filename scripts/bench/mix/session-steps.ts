/** The steps that read an answer or keep state: the dashboard, the list, row changes, the assistant. */
import {
  DASHBOARD,
  DASHBOARD_GROUP,
  listGroup,
  listPath,
  pageOf,
  transactionJson,
} from "./requests";
import {
  CHAT_PER_MINUTE,
  remember,
  send,
  type RunnerContext,
  type Tab,
} from "./session-context";
import type { ListView, PageMove, Step } from "./steps";

/** The dashboard's reads at once, each recorded, and the whole until its last answer. */
export async function dashboard(ctx: RunnerContext, tab: Tab): Promise<void> {
  const token = ctx.tokens.get(tab.user);
  const started = performance.now();
  const answers = await Promise.all(
    DASHBOARD.map(async (read) => {
      const answer = await ctx.client.send({
        method: "GET",
        path: read.path,
        token,
        read: read.read === true,
      });
      ctx.stats().record(read.group, answer.ms, answer.status, tab.heavy);
      if (read.read === true) remember(tab, pageOf(answer.body).ids);
      return answer.status;
    }),
  );
  const worst = answers.find((status) => status < 200 || status > 299) ?? 200;
  ctx
    .stats()
    .record(DASHBOARD_GROUP, performance.now() - started, worst, tab.heavy);
}

/** A page of the list where the move says, remembering its size and rows. */
export async function list(
  ctx: RunnerContext,
  tab: Tab,
  view: ListView,
  move: PageMove,
): Promise<void> {
  const key = JSON.stringify(view);
  const skip = skipFor(view, move, tab.pages.get(key));
  if (skip === undefined) {
    ctx.stats().skip("list: no next page");
    return;
  }
  const answer = await ctx.client.send({
    method: "GET",
    path: listPath(view, skip, tab.who.accountIds),
    token: ctx.tokens.get(tab.user),
    read: true,
  });
  ctx
    .stats()
    .record(listGroup(view, skip), answer.ms, answer.status, tab.heavy);
  const page = pageOf(answer.body);
  tab.pages.set(key, { skip, total: page.total });
  remember(tab, page.ids);
}

/** Rows skipped for a move, from the page last read in the view; undefined past the end. */
function skipFor(
  view: ListView,
  move: PageMove,
  last: { skip: number; total: number } | undefined,
): number | undefined {
  switch (move.kind) {
    case "first":
      return 0;
    case "reload":
      return last?.skip ?? 0;
    case "next": {
      const skip = (last?.skip ?? 0) + view.limit;
      return last === undefined || skip >= last.total ? undefined : skip;
    }
    case "at": {
      const pages = Math.ceil((last?.total ?? 0) / view.limit);
      return Math.round(move.fraction * Math.max(0, pages - 1)) * view.limit;
    }
  }
}

/** An edit or delete of a row the session saw on its last page (none seen: not sent). */
export async function changeRow(
  ctx: RunnerContext,
  tab: Tab,
  step: Step & { kind: "edit-transaction" | "delete-transaction" },
): Promise<void> {
  const candidates = tab.rows.filter((id) => !ctx.deleted.has(id));
  const id = candidates[Math.floor(step.pick * candidates.length)];
  if (id === undefined) {
    ctx.stats().skip(`${step.kind}: no row on screen`);
    return;
  }
  if (step.kind === "delete-transaction") {
    ctx.deleted.add(id);
    return send(
      ctx,
      tab,
      "DELETE",
      `/transactions/${String(id)}`,
      "DELETE /transactions/{id}",
    );
  }
  return send(
    ctx,
    tab,
    "PUT",
    `/transactions/${String(id)}`,
    "PUT /transactions/{id}",
    transactionJson(step.draft, tab.who.accountIds),
  );
}

/** An assistant question, within the user's 18 a minute; never sent to the floor. */
export async function chat(
  ctx: RunnerContext,
  tab: Tab,
  message: string,
): Promise<void> {
  if (!ctx.assistant) {
    ctx.stats().skip("chat: the floor has no assistant");
    return;
  }
  const now = performance.now();
  const recent = (ctx.chats.get(tab.user) ?? []).filter(
    (at) => now - at < 60_000,
  );
  if (recent.length >= CHAT_PER_MINUTE) {
    ctx.stats().skip("chat: the user's 20 questions a minute reached");
    return;
  }
  ctx.chats.set(tab.user, [...recent, now]);
  return send(
    ctx,
    tab,
    "POST",
    "/ai/chat",
    "POST /ai/chat",
    JSON.stringify({ message }),
  );
}
