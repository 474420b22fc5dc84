import type { ChatResponse } from "@finch/contracts";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../../test/build-test-app";
import { makeUser } from "../../../../test/factories";
import { summaryCall, useStubProvider } from "./llm.test-support";
import { anthropicReply, openAiReply } from "./stub-provider.test-support";

const { stub, turn } = await useStubProvider();

describe("Anthropic provider", () => {
  it("pairs tool_use with tool_result in a user turn and keeps sending tools", async () => {
    stub.script = [
      anthropicReply(undefined, [
        {
          id: "toolu_1",
          name: "query",
          input: JSON.parse(summaryCall),
        },
      ]),
      anthropicReply("Groceries in May 2025: $123.45."),
    ];
    expect(await turn("anthropic")).toMatchObject({
      ok: true,
      text: "Groceries in May 2025: $123.45.",
    });
    const [first, second] = stub.requests;
    expect(first?.path).toBe("/v1/messages");
    expect(first?.headers["x-api-key"]).toBe("dummy");
    expect(first?.headers["anthropic-version"]).toBe("2023-06-01");
    expect(second?.body.tools).toHaveLength(3);
    const messages = second?.body.messages as {
      role: string;
      content: { type: string; tool_use_id?: string }[];
    }[];
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(messages[2]?.content[0]).toMatchObject({
      type: "tool_result",
      tool_use_id: "toolu_1",
    });
  });

  it("falls back on a hallucinated number and on an error", async () => {
    stub.script = [
      anthropicReply("You spent $5,000.00."),
      anthropicReply("You spent $5,000.00."),
    ];
    expect(await turn("anthropic")).toEqual({
      ok: false,
      reason: "ungrounded",
    });
    stub.script = [{ status: 529, body: { type: "error" } }];
    expect((await turn("anthropic")).ok).toBe(false);
  });
});

describe("the assistant with a provider, through the API", () => {
  const chat = async (message: string) => {
    const { app, logs } = await buildTestApp({
      ai: { provider: "openai", baseUrl: stub.url, apiKey: "k", model: "m" },
    });
    // A new user: no accounts yet.
    const user = await makeUser(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/ai/chat",
      headers: { authorization: `Bearer ${user.token}` },
      payload: { message },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json<ChatResponse>(), logs };
  };

  it("answers with the analyst and marks the fallback when the provider fails", async () => {
    stub.script = [{ status: 500, body: {} }];
    const { body, logs } = await chat("What's my net worth?");
    expect(body.meta).toMatchObject({
      engine: "builtin",
      fallback: true,
      intent: "net_worth",
    });
    expect(body.response).toContain("no accounts yet");
    expect(logs).toContainEqual(
      expect.objectContaining({ msg: "assistant fell back to the analyst" }),
    );
    expect(JSON.stringify(logs)).not.toContain("net worth");
  });

  it("answers with the model when it is grounded", async () => {
    stub.script = [
      openAiReply(null, [
        { id: "1", name: "query", args: '{"subject":"net_worth"}' },
      ]),
      openAiReply(
        "You have no accounts yet, so there is no net worth to show.",
      ),
    ];
    const { body } = await chat("What's my net worth?");
    expect(body).toMatchObject({
      response: "You have no accounts yet, so there is no net worth to show.",
      meta: { engine: "openai", fallback: false, sources: ["query"] },
    });
  });
});
