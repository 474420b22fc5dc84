import { randomUUID } from "node:crypto";
import { invalid, ruleViolation } from "@finch/domain";
import { toLinkedAccount } from "./bank-mapping";
import { ProviderError } from "./bank-provider";
import type { LinkedAccountFields } from "../accounts/accounts.service";
import type { WebhookBody, WebhookHandler } from "./bank-webhooks";
import type { BankItem } from "./banking.repository";
import { SANDBOX_INSTITUTIONS, profileFor } from "./sandbox-data";
import type { SandboxProvider } from "./sandbox-provider";

/** What the sandbox link dialog sends: every field optional (docs/design/bank-linking.md §9). */
export interface SandboxLinkInput {
  institutionId?: string;
  username?: string;
  password?: string;
  /** Update mode: the item whose login the dialog repairs. */
  itemId?: number;
}

/** The sandbox-only helper use cases, limited to the caller's items. */
export function createSandboxHelpers(
  provider: SandboxProvider,
  getItem: (userId: number, id: number) => Promise<BankItem>,
  webhooks: WebhookHandler,
) {
  return {
    /**
     * A public token as after Plaid Link. In update mode the credentials are checked and the
     * item's login repaired instead; like Plaid, that token is never exchanged.
     */
    async publicToken(
      userId: number,
      input: SandboxLinkInput,
    ): Promise<{ publicToken: string; accounts: LinkedAccountFields[] }> {
      const known: string[] = SANDBOX_INSTITUTIONS.map((i) => i.institutionId);
      if (
        input.institutionId !== undefined &&
        !known.includes(input.institutionId)
      )
        throw invalid([
          {
            loc: ["body", "institution_id"],
            msg: `Institution must be one of: ${known.join(", ")}`,
            type: "enum",
          },
        ]);
      const item =
        input.itemId === undefined
          ? undefined
          : await getItem(userId, input.itemId);
      try {
        if (!item) {
          const created = await provider.createPublicToken(userId, input);
          return {
            publicToken: created.publicToken,
            accounts: created.accounts.map(toLinkedAccount),
          };
        }
        profileFor(input.username ?? "", input.password ?? "");
        await provider.setLoginRequired(userId, item.itemId, false);
        return { publicToken: `public-sandbox-${randomUUID()}`, accounts: [] };
      } catch (error) {
        if (error instanceof ProviderError)
          throw ruleViolation(error.displayMessage ?? "Failed to link account");
        throw error;
      }
    },

    /**
     * The dialog's "choose accounts" step: the item behind the public token grants only these
     * accounts, so the exchange creates only them and sync brings only their transactions.
     */
    async selectAccounts(
      userId: number,
      publicToken: string,
      accountIds: string[],
    ): Promise<void> {
      const known = await provider.selectAccounts(
        userId,
        publicToken,
        accountIds,
      );
      if (!known)
        throw ruleViolation(
          "This link has expired or was already used. Please link your bank again.",
        );
      const unknown = accountIds.flatMap((id, index) =>
        known.includes(id) ? [] : [index],
      );
      if (unknown.length > 0)
        throw invalid(
          unknown.map((index) => ({
            loc: ["body", "account_ids", index],
            msg: "Account must be one of the linked bank's accounts",
            type: "value_error",
          })),
        );
    },

    /** Puts the item into ITEM_LOGIN_REQUIRED, like Plaid's `/sandbox/item/reset_login`. */
    async resetLogin(userId: number, id: number): Promise<void> {
      await provider.setLoginRequired(
        userId,
        (await getItem(userId, id)).itemId,
        true,
      );
    },

    /**
     * Fires a signed webhook for the item, like Plaid's `/sandbox/item/fire_webhook`; it goes
     * through the same verification as a real delivery.
     */
    async fireWebhook(userId: number, id: number, code: string): Promise<void> {
      const item = await getItem(userId, id);
      const type = code === "SYNC_UPDATES_AVAILABLE" ? "TRANSACTIONS" : "ITEM";
      const rawBody = JSON.stringify({
        webhook_type: type,
        webhook_code: code,
        item_id: item.itemId,
        environment: "sandbox",
      });
      await webhooks.verify(rawBody, await provider.webhooks.sign(rawBody));
      await webhooks.handle(JSON.parse(rawBody) as WebhookBody);
    },

    /** New activity at the bank, like Plaid's `/transactions/refresh`. */
    async refresh(userId: number, id: number): Promise<void> {
      await provider.refresh(userId, (await getItem(userId, id)).itemId);
    },
  };
}

/** The sandbox helpers. */
export type SandboxHelpers = ReturnType<typeof createSandboxHelpers>;
