import Lock from "@mui/icons-material/Lock";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { errorMessageOf } from "../../../shared/api-client";
import { useSandboxPublicToken } from "../api/banking-mutations";
import type { BankItem } from "../api/banking-queries";
import { SandboxInstitutionList } from "./sandbox-institution-list";
import { SandboxSignInForm } from "./sandbox-sign-in-form";

interface SandboxLinkDialogProps {
  open: boolean;
  /** Update mode: re-authenticate this item instead of linking a new one. */
  item: BankItem | undefined;
  isFinishing: boolean;
  /** Exchanges (or, in update mode, reconnects); rejects with the text to show. */
  onPublicToken: (publicToken: string) => Promise<void>;
  onClose: () => void;
}

/**
 * The built-in sandbox's link flow (design/bank-linking.md §9), shaped like a bank link: pick a
 * bank, sign in with the shown test credentials, connect. It yields a public token exactly as
 * Plaid Link would.
 */
export function SandboxLinkDialog({
  open,
  item,
  isFinishing,
  onPublicToken,
  onClose,
}: SandboxLinkDialogProps) {
  const titleId = useId();
  const createToken = useSandboxPublicToken();
  const [institution, setInstitution] = useState<{
    id?: string;
    name: string;
  }>();
  const [error, setError] = useState<string>();
  const chosen = item ? { name: item.institutionName } : institution;
  const isPending = createToken.isPending || isFinishing;

  const connect = async (credentials: {
    username: string;
    password: string;
  }) => {
    setError(undefined);
    let publicToken: string;
    try {
      publicToken = (
        await createToken.mutateAsync({
          ...credentials,
          ...(institution?.id === undefined
            ? {}
            : { institution_id: institution.id }),
          ...(item ? { item_id: item.id } : {}),
        })
      ).public_token;
    } catch (failure) {
      setError(errorMessageOf(failure, "Failed to link account"));
      return;
    }
    await onPublicToken(publicToken).catch((failure: unknown) => {
      setError(
        failure instanceof Error ? failure.message : "Failed to link account",
      );
    });
  };

  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>
        {item ? `Reconnect ${item.institutionName}` : "Link Bank Account"}
      </DialogTitle>
      <DialogContent>
        {chosen === undefined ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Select your bank
            </Typography>
            <SandboxInstitutionList onSelect={setInstitution} />
          </>
        ) : (
          <SandboxSignInForm
            institutionName={chosen.name}
            isPending={isPending}
            error={error}
            onBack={
              item
                ? undefined
                : () => {
                    setError(undefined);
                    setInstitution(undefined);
                  }
            }
            onSubmit={(credentials) => void connect(credentials)}
          />
        )}
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: "center", mt: 3, color: "text.secondary" }}
        >
          <Lock fontSize="small" />
          <Typography variant="caption">
            Finch&apos;s built-in sandbox bank: no real bank is contacted. Your
            bank login is never stored.
          </Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
