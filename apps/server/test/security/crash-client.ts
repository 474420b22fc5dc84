/**
 * The crash test's writer, a process of its own (docs/design/security.md DUR-1): it writes through
 * the HTTP API as fast as the server answers and prints one line per acknowledged (2xx) write, so
 * the test knows exactly which writes the server promised. Server restarts only cost it failed
 * requests. Stops on SIGTERM, or by itself after CRASH_CLIENT_MAX_MS.
 */
const base = process.env.CRASH_BASE_URL ?? "";
const headers = {
  authorization: `Bearer ${process.env.CRASH_TOKEN ?? ""}`,
  "content-type": "application/json",
};
const accountId = Number(process.env.CRASH_ACCOUNT_ID);
const goalId = Number(process.env.CRASH_GOAL_ID);
const deadline =
  Date.now() + Number(process.env.CRASH_CLIENT_MAX_MS ?? 300_000);
const state = { stopping: false };
process.on("SIGTERM", () => {
  state.stopping = true;
});

async function writeOnce(n: number): Promise<void> {
  if (n % 3 === 0) {
    const res = await fetch(
      `${base}/goals/${String(goalId)}/contribute?amount=0.01`,
      { method: "POST", headers },
    );
    if (res.ok) process.stdout.write("goal 1\n");
    return;
  }
  const cents = 1 + (n % 997);
  const debit = n % 2 === 0;
  const res = await fetch(`${base}/transactions`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      description: `crash write ${String(n)}`,
      category: "shopping",
      amount: cents / 100,
      transaction_type: debit ? "debit" : "credit",
      account_id: accountId,
      transaction_date: "2026-03-14",
    }),
  });
  if (res.ok) {
    const { id } = (await res.json()) as { id: number };
    process.stdout.write(
      `tx ${String(id)} ${String(debit ? -cents : cents)}\n`,
    );
  }
}

let n = 0;
while (!state.stopping && Date.now() < deadline) {
  // Four writers at once, so a kill lands while several writes are in flight.
  await Promise.all(
    Array.from({ length: 4 }, () =>
      writeOnce(n++).catch(() => new Promise((r) => setTimeout(r, 20))),
    ),
  );
}
process.exit(0);
