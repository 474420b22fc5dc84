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
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // The UI's own page needs its inline bootstrap script; the plugin sets a CSP with hashes for it.
    staticCSP: true,
    uiConfig: { docExpansion: "list", deepLinking: false },
  });
}
