import { fieldErrorSchema } from "@finch/contracts";
import type { FieldError } from "@finch/domain";
import type { ZodType } from "zod";
import { loginPathReturningTo, paths } from "./paths";
import { clearAccessToken, getAccessToken } from "./auth-token";

/**
 * The only fetch wrapper of the SPA (docs/style.md §5): base path, bearer token, JSON or multipart
 * bodies, the 401 sign-out rule and the one error type, `ApiError`.
 */

/** The login call: its 401 means "wrong password" and must not sign anyone out. */
export const LOGIN_PATH = "/auth/login";

let apiBaseUrl = withoutTrailingSlash(
  import.meta.env.VITE_API_BASE_URL ?? "/api/v1",
);

/** Points the client at another API, e.g. the test server on a random port. */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = withoutTrailingSlash(url);
}

/** A failed call. `detail` is the server's text, or '' so the caller shows its fallback. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly fieldErrors: FieldError[];

  constructor(status: number, detail: string, fieldErrors: FieldError[] = []) {
    super(
      detail === "" ? `Request failed with status ${String(status)}` : detail,
    );
    this.name = "ApiError";
    this.status = status;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
  }
}

/** What to send. A `FormData` body goes as multipart; any other body as JSON. */
export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Sent as `Idempotency-Key`: a repeat of the same create returns the first answer (ADR 0019). */
  idempotencyKey?: string | undefined;
}

/** Calls the API and returns the answer checked against `schema`. */
export function apiRequest<T>(
  path: string,
  options: RequestOptions & { schema: ZodType<T> },
): Promise<T>;
/** Calls the API when the answer is not read. */
export function apiRequest(
  path: string,
  options?: RequestOptions,
): Promise<unknown>;
export async function apiRequest(
  path: string,
  options: RequestOptions & { schema?: ZodType } = {},
): Promise<unknown> {
  const token = getAccessToken();
  const response = await fetch(buildRequest(path, options));
  if (!response.ok) throw await toApiError(path, response, token);
  const body = await readJson(response);
  if (options.schema === undefined) return body;
  const parsed = options.schema.safeParse(body);
  // An answer outside the contract is a failure the user sees as the screen's fallback text.
  if (!parsed.success) throw new ApiError(response.status, "");
  return parsed.data;
}

/** A file the API answered as an attachment, and the name it suggested. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/** Calls the API for a download (`Content-Disposition: attachment`); failures as `apiRequest`. */
export async function apiDownload(path: string): Promise<DownloadedFile> {
  const token = getAccessToken();
  const response = await fetch(buildRequest(path, {}));
  if (!response.ok) throw await toApiError(path, response, token);
  const disposition = response.headers.get("content-disposition") ?? "";
  return {
    blob: await response.blob(),
    fileName: /filename="([^"]+)"/.exec(disposition)?.[1],
  };
}

/** The text to show for a failed call: the server's detail, else the screen's fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail !== ""
    ? error.detail
    : fallback;
}

function buildRequest(
  path: string,
  { method = "GET", body, idempotencyKey }: RequestOptions,
): Request {
  const headers = new Headers({ Accept: "application/json" });
  if (idempotencyKey !== undefined)
    headers.set("Idempotency-Key", idempotencyKey);
  const token = getAccessToken();
  if (token !== undefined) headers.set("Authorization", `Bearer ${token}`);
  const init: RequestInit = { method, headers };
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself; a hand-written Content-Type would break it.
    init.body = body;
  } else if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    init.body = JSON.stringify(body);
  }
  // A Request object rather than (url, init): environments that adapt Request, such as Vitest's
  // jsdom, then convert their own FormData into one the platform fetch can send.
  return new Request(`${apiBaseUrl}${path}`, init);
}

/**
 * The error of a failed call. A 401 signs out — unless the call was sent with no session, or
 * with one that has ended since (a read still in flight, or started by a chart loading late,
 * when the person logged out): that is no new sign-out, and the logout's own navigation stands.
 */
async function toApiError(
  path: string,
  response: Response,
  sentToken: string | undefined,
): Promise<ApiError> {
  if (
    response.status === 401 &&
    path !== LOGIN_PATH &&
    sentToken !== undefined &&
    sentToken === getAccessToken()
  )
    signOutToLogin();
  const body = await readJson(response);
  const detail: unknown = isRecord(body) ? body["detail"] : undefined;
  if (typeof detail === "string") return new ApiError(response.status, detail);
  if (!Array.isArray(detail)) return new ApiError(response.status, "");
  const messages = detail.flatMap((item: unknown) => {
    const msg = isRecord(item) ? item["msg"] : undefined;
    return typeof msg === "string" ? [msg] : [];
  });
  const fieldErrors = detail.flatMap((item: unknown) => {
    const parsed = fieldErrorSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return new ApiError(response.status, messages.join(", "), fieldErrors);
}

/** docs/product.md §4: any 401 removes the token and sends the browser to the sign-in screen. */
function signOutToLogin(): void {
  clearAccessToken();
  // A full page load, not a router navigation, so no cached data of the old session survives.
  const { pathname, search, hash } = window.location;
  if (pathname !== paths.login)
    window.location.assign(loginPathReturningTo(pathname + search + hash));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page is not an answer we can read; the caller falls back.
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}
