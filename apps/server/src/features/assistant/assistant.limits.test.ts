import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { makeUser } from "../../../test/factories";

const { app } = await buildTestApp();

const chat = (auth: Record<string, string> | undefined, payload: unknown) =>
  app.inject({
    method: "POST",
    url: "/api/v1/ai/chat",
    headers: auth ?? {},
    payload: payload as object,
  });

describe("POST /api/v1/ai/chat limits", () => {
  it("needs a token", async () => {
    const res = await chat(undefined, { message: "hi" });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ message: "   " }, "Message must not be empty"],
    [{ message: "x".repeat(2001) }, "Message must be at most 2000 characters"],
    [{}, "Message is required"],
  ])("rejects %# with 422", async (payload, msg) => {
    const user = await makeUser(app);
    const res = await chat(user.auth, payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(
      res.json<{ detail: { loc: string[]; msg: string }[] }>().detail[0],
    ).toMatchObject({ loc: ["body", "message"], msg });
  });

  it.each([
    [{ message: "and in may?", context: "not turns" }, ["body", "context"]],
    [
      { message: "and in may?", context: [{ role: "system", content: "x" }] },
      ["body", "context", 0, "role"],
    ],
    [
      {
        message: "and in may?",
        context: Array.from({ length: 21 }, () => ({
          role: "user",
          content: "hi",
        })),
      },
      ["body", "context"],
    ],
  ])(
    "rejects a malformed context %# with 422 naming it",
    async (payload, loc) => {
      const user = await makeUser(app);
      const res = await chat(user.auth, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(
        res.json<{ detail: { loc: string[] }[] }>().detail[0]?.loc,
      ).toEqual(loc);
    },
  );

  it("accepts exactly 2,000 characters after trimming", async () => {
    const user = await makeUser(app);
    const res = await chat(user.auth, { message: `  ${"a".repeat(2000)}  ` });
    expect(res.statusCode).toBe(200);
  });

  it("allows 20 messages a minute per user, then 429 with Retry-After; others are unaffected", async () => {
    const user = await makeUser(app);
    for (let i = 0; i < 20; i++)
      expect(
        (await chat(user.auth, { message: "What's my net worth?" })).statusCode,
      ).toBe(200);
    const limited = await chat(user.auth, { message: "What's my net worth?" });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    const other = await makeUser(app);
    expect(
      (await chat(other.auth, { message: "What's my net worth?" })).statusCode,
    ).toBe(200);
  });
});
