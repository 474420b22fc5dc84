import { expect } from "vitest";
import type { Page } from "playwright-core";
import { baseUrl } from "./browser";
import { storedToken } from "./journeys";

/** Calls the API with the signed-in page's token, to set up data a journey does not click through. */
export async function apiAs<T>(
  page: Page,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await storedToken(page);
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token ?? ""}`,
      "content-type": "application/json",
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.ok, `${method} ${path} → ${String(res.status)}`).toBe(true);
  return (await res.json()) as T;
}
