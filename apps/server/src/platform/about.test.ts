import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";

describe("GET /about", () => {
  it("names the operators' support address without a token", async () => {
    const { app } = await buildTestApp({ supportEmail: "help@finch.example" });
    const res = await app.inject({ method: "GET", url: "/api/v1/about" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      support_email: "help@finch.example",
      sends_email: false,
    });
  });

  it("answers null when the server has none", async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({ method: "GET", url: "/api/v1/about" });
    expect(res.json()).toEqual({ support_email: null, sends_email: false });
  });
});
