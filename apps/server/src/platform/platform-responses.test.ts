import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { makeUser } from "../../test/factories";

const { app } = await buildTestApp();

interface DocResponse {
  description: string;
  headers?: Record<string, { schema: { type: string } }>;
  content?: Record<string, { schema: { $ref?: string } }>;
}

// The document as served, the one clients and the security fuzzer read.
const doc = (await app.inject("/api/docs/json")).json<{
  paths: Record<
    string,
    Record<string, { responses: Record<string, DocResponse> }>
  >;
}>();
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${path}`,
    method,
    responses: operation.responses,
  })),
);

describe("the platform's statuses in the OpenAPI document", () => {
  it("declares 429 with Retry-After on every API route the rate limiters cover, not on /health", () => {
    for (const { key, responses } of operations) {
      if (key === "GET /api/v1/health") {
        expect(responses).not.toHaveProperty("429");
        continue;
      }
      expect(responses[429], key).toMatchObject({
        description: expect.stringMatching(/^Too many requests/) as unknown,
        headers: { "Retry-After": { schema: { type: "integer" } } },
        content: {
          "application/json": {
            schema: { $ref: "#/components/schemas/ErrorBody" },
          },
        },
      });
    }
  });

  it("declares 413 and 415 on every method Fastify parses a body for, DELETE included, and on no GET", () => {
    for (const { key, method, responses } of operations) {
      const statuses = Object.keys(responses);
      if (method === "get") {
        expect(statuses, key).not.toContain("413");
        expect(statuses, key).not.toContain("415");
        continue;
      }
      expect(responses[413]?.description, key).toMatch(
        /^Request body too large/,
      );
      expect(responses[415]?.description, key).toMatch(
        /^Unsupported content type/,
      );
      expect(responses[415]?.content?.["application/json"]?.schema.$ref).toBe(
        "#/components/schemas/ErrorBody",
      );
    }
  });

  it("covers what the platform answers: a DELETE with a text body is a 415 in the declared shape", async () => {
    const user = await makeUser(app);
    const res = await app.inject({
      method: "DELETE",
      url: "/api/v1/budgets/1",
      headers: { ...user.auth, "content-type": "text/plain" },
      payload: "hello",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: "Unsupported content type" });
  });
});
