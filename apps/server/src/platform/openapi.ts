import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
} from "fastify-type-provider-zod";

/** OpenAPI generated from the route schemas, browsable at `/api/docs` (JSON at `/api/docs/json`). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Finch API",
        version: "1.0.0",
        description:
          "Personal finance: accounts, transactions, budgets, goals and an assistant.",
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      keepResponseHeaders(input.schema, output.schema);
      return output;
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // The UI's own page needs its inline bootstrap script; the plugin sets a CSP with hashes for it.
    staticCSP: true,
    uiConfig: { docExpansion: "list", deepLinking: false },
  });
}

/**
 * The zod transform rebuilds a `{ description, content }` response without its `headers`
 * (`Retry-After` on 429, `platform-responses.ts`); put them back so the document shows them.
 * The transformed responses are the transform's own new objects, so they are completed in place.
 * Either schema may be absent (a route declared without one).
 */
function keepResponseHeaders(source: unknown, transformed: unknown): void {
  if (!isRecord(source) || !isRecord(transformed)) return;
  const declared = source.response;
  const converted = transformed.response;
  if (!isRecord(declared) || !isRecord(converted)) return;
  for (const [status, response] of Object.entries(declared)) {
    const target = converted[status];
    if (isRecord(response) && isRecord(response.headers) && isRecord(target))
      target.headers = response.headers;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
