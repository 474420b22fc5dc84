import { useState } from "react";
import { ApiError, errorMessageOf } from "../../../shared/api-client";
import { useNotify } from "../../../shared/ui/notifier";
import {
  useCreateLinkToken,
  useExchangePublicToken,
  useReconnectBankItem,
  useSyncTransactions,
} from "../api/banking-mutations";
import type { BankItem } from "../api/banking-queries";

/** Which link UI is open: none, our sandbox dialog, or Plaid Link with its token. */
export type LinkSession =
  | { kind: "idle" }
  | { kind: "sandbox"; item: BankItem | undefined }
  | { kind: "plaid"; token: string; item: BankItem | undefined };

/**
 * The link flow of docs/product.md §4: request a link token, open the provider's link UI, exchange
 * the public token ('Successfully linked N account(s)!'), then sync. With an item it is update
 * mode: re-authentication, after which the item is reconnected instead of exchanged.
 */
export function useBankLink() {
  const notify = useNotify();
  const createToken = useCreateLinkToken();
  const exchange = useExchangePublicToken();
  const reconnect = useReconnectBankItem();
  const sync = useSyncTransactions();
  const [session, setSession] = useState<LinkSession>({ kind: "idle" });
  const close = () => {
    exchange.reset();
    setSession({ kind: "idle" });
  };

  return {
    session,
    isStarting: createToken.isPending,
    isFinishing: exchange.isPending || reconnect.isPending,
    close,

    start: (item?: BankItem) => {
      createToken.mutate(item?.id, {
        onSuccess: (token) => {
          setSession(
            token.provider === "sandbox"
              ? { kind: "sandbox", item }
              : { kind: "plaid", token: token.link_token, item },
          );
        },
        onError: (error) => {
          notify.error(errorMessageOf(error, "Failed to create link token"));
        },
      });
    },

    /** The link UI succeeded with `publicToken`. Throws the text to show when it fails. */
    finish: async (publicToken: string): Promise<void> => {
      const item = session.kind === "idle" ? undefined : session.item;
      try {
        if (item) {
          await reconnect.mutateAsync(item.id);
          close();
          notify.success(`${item.institutionName} reconnected successfully!`);
          return;
        }
        const { accounts } = await exchange.mutateAsync(publicToken);
        close();
        notify.success(
          `Successfully linked ${String(accounts.length)} account(s)!`,
        );
      } catch (error) {
        throw new Error(linkFailureText(error));
      }
      sync.mutate(undefined, {
        onError: (error) => {
          notify.error(errorMessageOf(error, "Failed to sync transactions"));
        },
      });
    },
  };
}

/** The server's (or provider's) message, else the contract's fallback for the kind of failure. */
export function linkFailureText(error: unknown): string {
  return error instanceof ApiError
    ? errorMessageOf(error, "Failed to link account")
    : "An error occurred during account linking";
}
