import { vi } from "vitest";

/**
 * Makes the calls matching `method` and `path` answer `status` with no body (the way a proxy or a
 * crash would) or with `body` as JSON; every other call still reaches the real test API. For
 * failures the server cannot be driven into (docs/style.md §7), or that the form already prevents;
 * restore with `vi.restoreAllMocks()`.
 */
export function failRequests(
  method: string,
  path: RegExp,
  status = 500,
  body?: unknown,
) {
  const realFetch = globalThis.fetch.bind(globalThis);
  return vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    if (request.method === method && path.test(pathname))
      return Promise.resolve(
        body === undefined
          ? new Response(null, { status })
          : Response.json(body, { status }),
      );
    return realFetch(input, init);
  });
}
