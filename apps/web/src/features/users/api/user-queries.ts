import { userProfileResponseSchema } from "@finch/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api-client";

/** Query keys of the users feature; invalidate by `userKeys.all` after any profile write. */
export const userKeys = {
  all: ["users"] as const,
  me: () => [...userKeys.all, "me"] as const,
};

/** The signed-in user's profile, `GET /users/me`. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: userKeys.me(),
    queryFn: () =>
      apiRequest("/users/me", { schema: userProfileResponseSchema }),
  });
}

/** The signed-in user's profile. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
