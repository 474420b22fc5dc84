import type { Clock } from "../../platform/clock";
import type { AppConfig } from "../../platform/config";
import type { Db } from "../../platform/db/database";
import type { BankProvider } from "./bank-provider";
import {
  createSandboxProvider,
  type SandboxProvider,
} from "./sandbox-provider";

/**
 * The provider `BANK_PROVIDER` names: the built-in sandbox (default) or Plaid. The Plaid SDK is
 * loaded only when chosen: its generated client alone adds about 120 MB to the server's memory.
 */
export async function createBankProvider(
  config: Pick<AppConfig, "bankProvider" | "plaid" | "sandboxHistoryDays">,
  deps: { db: Db; clock: Clock },
): Promise<BankProvider | SandboxProvider> {
  if (config.bankProvider === "sandbox")
    return createSandboxProvider({
      ...deps,
      historyDays: config.sandboxHistoryDays,
    });
  const { clientId, secret, env, baseUrl } = config.plaid;
  // config.ts refuses BANK_PROVIDER=plaid without both; this keeps the types honest.
  if (!clientId || !secret)
    throw new Error("PLAID_CLIENT_ID and PLAID_SECRET are required");
  const { createPlaidProvider } = await import("./plaid-provider");
  return createPlaidProvider({ clientId, secret, env, basePath: baseUrl });
}
