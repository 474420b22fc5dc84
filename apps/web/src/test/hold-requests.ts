import { vi } from "vitest";

/**
 * Holds every request to the real API until `release()` is called, then lets them through
 * unchanged. Tests use it to observe an in-flight state (a disabled button, a spinner)
 * deterministically instead of racing a fast local server.
 */
export function holdRequests(): { release: () => void } {
  const realFetch = globalThis.fetch;
  let release = (): void => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const spy = vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async (input, init) => {
      await gate;
      return realFetch(input, init);
    });
  return {
    release: () => {
      release();
      spy.mockRestore();
    },
  };
}
