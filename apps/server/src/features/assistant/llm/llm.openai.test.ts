import { describe, expect, it } from "vitest";
import { summaryCall, useStubProvider } from "./llm.test-support";
import { openAiReply } from "./stub-provider.test-support";

const { stub, turn } = await useStubProvider();

describe("OpenAI-compatible provider", () => {
  it("runs a tool call, returns the result paired with its id, and accepts a grounded answer", async () => {
    stub.script = [
      openAiReply(null, [{ id: "call_1", name: "query", args: summaryCall }]),
      openAiReply("You spent $123.45 on groceries in May 2025."),
    ];
    expect(await turn("openai")).toEqual({
      ok: true,
      text: "You spent $123.45 on groceries in May 2025.",
      tools: ["query"],
    });
    const [first, second] = stub.requests;
    expect(first?.path).toBe("/chat/completions");
    expect(first?.headers.authorization).toBe("Bearer dummy");
    expect(first?.body).toMatchObject({
      model: "stub-model",
      tool_choice: "auto",
      temperature: 0.1,
    });
    const messages = second?.body.messages as {
      role: string;
      tool_call_id?: string;
      content: string;
    }[];
    expect(messages.map((m) => m.role)).toEqual([
      "system",
      "user",
      "assistant",
      "tool",
    ]);
    expect(messages[3]?.tool_call_id).toBe("call_1");
    expect(
      (JSON.parse(messages[3]?.content ?? "{}") as { answer_display: string })
        .answer_display,
    ).toContain("You spent **$123.45** on Groceries");
  });

  it("catches a hallucinated number, asks for one repair, then falls back", async () => {
    stub.script = [
      openAiReply(null, [{ id: "c", name: "query", args: summaryCall }]),
      openAiReply("You spent $999.99 on groceries."),
      openAiReply("Still $999.99."),
    ];
    expect(await turn("openai")).toEqual({ ok: false, reason: "ungrounded" });
    const repair = (
      stub.requests[2]?.body.messages as { role: string; content: string }[]
    ).at(-1);
    expect(repair?.content).toContain("$999.99");
  });

  it("returns malformed arguments and unknown tools to the model as errors", async () => {
    stub.script = [
      openAiReply(null, [
        { id: "a", name: "query", args: "{not json" },
        { id: "b", name: "transfer_money", args: "{}" },
      ]),
      openAiReply("I could not read your data."),
    ];
    expect(await turn("openai")).toMatchObject({ ok: true });
    const results = (
      stub.requests[1]?.body.messages as { role: string; content: string }[]
    ).filter((m) => m.role === "tool");
    expect(
      results.map((r) => (JSON.parse(r.content) as { error: string }).error),
    ).toEqual(["Invalid arguments", "Unknown tool transfer_money"]);
  });

  it.each([
    ["a 500", { status: 500, body: { error: "boom" } }],
    ["a 429", { status: 429, body: { error: "slow down" } }],
  ])("falls back on %s", async (_name, reply) => {
    stub.script = [reply];
    expect((await turn("openai")).ok).toBe(false);
  });

  it("falls back on a timeout", async () => {
    stub.script = ["hang"];
    expect(await turn("openai")).toMatchObject({ ok: false });
  });

  it("sends tool choice none on the last round", async () => {
    stub.script = [
      openAiReply(null, [
        { id: "x", name: "query", args: '{"subject":"net_worth"}' },
      ]),
    ];
    const outcome = await turn("openai");
    expect(outcome.ok).toBe(false);
    expect(stub.requests.at(-1)?.body.tool_choice).toBe("none");
    expect(stub.requests).toHaveLength(4);
  });

  it("shows injected descriptions only as short, marked, inert data", async () => {
    stub.script = [
      openAiReply(null, [{ id: "s", name: "search_transactions", args: "{}" }]),
      openAiReply("Your balance is $1,000,000."),
      openAiReply("Your balance is $1,000,000."),
    ];
    expect(await turn("openai")).toEqual({ ok: false, reason: "ungrounded" });
    const tool = (
      stub.requests[1]?.body.messages as { role: string; content: string }[]
    ).find((m) => m.role === "tool");
    const rows = (
      JSON.parse(tool?.content ?? "{}") as { rows: Record<string, unknown>[] }
    ).rows;
    expect(rows[0]).not.toHaveProperty("description");
    expect(String(rows[0]?.description_untrusted)).not.toMatch(/[<>]/);
    expect(String(rows[0]?.description_untrusted).length).toBeLessThanOrEqual(
      80,
    );
  });
});
