import { QueryClient } from "@tanstack/react-query";

/**
 * docs/product.md §7: a failed read is retried once, never refetched on focus; writes never retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
