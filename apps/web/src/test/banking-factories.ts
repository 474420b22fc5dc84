import {
  exchangePublicTokenResponseSchema,
  sandboxPublicTokenResponseSchema,
} from "@finch/contracts";
import { apiRequest } from "../shared/api-client";

/** Links a sandbox bank for the signed-in test user through the real API, without the dialog. */
export async function linkSandboxBank(body: object = {}) {
  const { public_token } = await apiRequest("/plaid/sandbox/public-token", {
    method: "POST",
    body,
    schema: sandboxPublicTokenResponseSchema,
  });
  return apiRequest("/plaid/exchange-public-token", {
    method: "POST",
    body: { public_token },
    schema: exchangePublicTokenResponseSchema,
  });
}
