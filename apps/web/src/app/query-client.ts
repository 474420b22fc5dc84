import { MutationCache, QueryClient } from "@tanstack/react-query";
import { notificationsQueryRoot } from "../shared/query-roots";

/**
 * docs/product.md §7: a failed read is retried once, never refetched on focus; writes never retry.
 * Any successful write may have raised a notification on the server (a budget past its alert
 * threshold), so each one reloads the notifications and the bell's unread count.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () => {
        // Not awaited: the write's own screen updates at once; the bell catches up behind it.
        void queryClient.invalidateQueries({
          queryKey: notificationsQueryRoot,
        });
      },
    }),
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
