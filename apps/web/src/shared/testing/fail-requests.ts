import { vi } from "vitest";

/**
 * Makes the calls matching `method` and `path` answer `status` with no body, the way a proxy or
 * a crash would; every other call still reaches the real test API. For failures the server
 * cannot be driven into (STYLE §7); restore with `vi.restoreAllMocks()`.
 */
export function failRequests(method: string, path: RegExp, status = 500) {
  const realFetch = globalThis.fetch.bind(globalThis);
  return vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    if (request.method === method && path.test(pathname))
      return Promise.resolve(new Response(null, { status }));
    return realFetch(input, init);
  });
}
