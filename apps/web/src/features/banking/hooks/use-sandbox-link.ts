import { useState } from "react";
import { errorMessageOf } from "../../../shared/api-client";
import {
  useSandboxPublicToken,
  useSandboxSelectAccounts,
  type SandboxAccountChoice,
} from "../api/banking-mutations";
import type { BankItem } from "../api/banking-queries";

const FAILED = "Failed to link account";

/**
 * The sandbox dialog's steps: pick a bank, sign in, choose accounts (Plaid Link's account
 * select), then hand the public token to `onPublicToken`. In update mode (`item`) there is no
 * bank to pick and nothing to choose. Every failure becomes the dialog's `error`.
 */
export function useSandboxLink(
  item: BankItem | undefined,
  onPublicToken: (publicToken: string) => Promise<void>,
) {
  const createToken = useSandboxPublicToken();
  const selectAccounts = useSandboxSelectAccounts();
  const [institution, setInstitution] = useState<{
    id?: string;
    name: string;
  }>();
  const [signedIn, setSignedIn] = useState<{
    publicToken: string;
    accounts: SandboxAccountChoice[];
  }>();
  const [error, setError] = useState<string>();

  const run = async (step: () => Promise<void>) => {
    setError(undefined);
    await step().catch((failure: unknown) => {
      setError(errorMessageOf(failure, FAILED));
    });
  };
  // `onPublicToken` rejects with the text to show.
  const finish = (publicToken: string) =>
    onPublicToken(publicToken).catch((failure: unknown) => {
      setError(failure instanceof Error ? failure.message : FAILED);
    });

  return {
    institution: item ? { name: item.institutionName } : institution,
    signedIn,
    error,
    isPending: createToken.isPending || selectAccounts.isPending,
    pickInstitution: setInstitution,
    back: () => {
      setError(undefined);
      setInstitution(undefined);
    },
    signIn: (credentials: { username: string; password: string }) =>
      run(async () => {
        const result = await createToken.mutateAsync({
          ...credentials,
          ...(institution?.id === undefined
            ? {}
            : { institution_id: institution.id }),
          ...(item ? { item_id: item.id } : {}),
        });
        if (result.accounts.length > 0) setSignedIn(result);
        else await finish(result.publicToken);
      }),
    chooseAccounts: (accountIds: string[]) =>
      run(async () => {
        if (!signedIn) return;
        await selectAccounts.mutateAsync({
          public_token: signedIn.publicToken,
          account_ids: accountIds,
        });
        await finish(signedIn.publicToken);
      }),
  };
}
