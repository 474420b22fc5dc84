import { aboutResponseSchema } from "@finch/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";

/**
 * What the server says about itself (`GET /about`): whom users write to for support, whether it
 * can send mail. It does not change while the app runs.
 */
export function useAbout() {
  return useQuery({
    queryKey: ["about"],
    queryFn: () => apiRequest("/about", { schema: aboutResponseSchema }),
    staleTime: Infinity,
  });
}
