import Lock from "@mui/icons-material/Lock";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { BankItem } from "../api/banking-queries";
import { useSandboxLink } from "../hooks/use-sandbox-link";
import { SandboxAccountSelect } from "./sandbox-account-select";
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
 * The built-in sandbox's link flow (docs/design/bank-linking.md §9), shaped like a bank link: pick
 * a bank, sign in with the shown test credentials, choose accounts (not in update mode). It yields
 * a public token exactly as Plaid Link would, its item limited to the chosen accounts.
 */
export function SandboxLinkDialog({
  open,
  item,
  isFinishing,
  onPublicToken,
  onClose,
}: SandboxLinkDialogProps) {
  const titleId = useId();
  const link = useSandboxLink(item, onPublicToken);
  const chosen = link.institution;
  const isPending = link.isPending || isFinishing;

  const step = () => {
    if (chosen === undefined)
      return (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Select your bank
          </Typography>
          <SandboxInstitutionList onSelect={link.pickInstitution} />
        </>
      );
    if (link.signedIn)
      return (
        <SandboxAccountSelect
          institutionName={chosen.name}
          accounts={link.signedIn.accounts}
          isPending={isPending}
          error={link.error}
          onSubmit={(accountIds) => void link.chooseAccounts(accountIds)}
        />
      );
    return (
      <SandboxSignInForm
        institutionName={chosen.name}
        isPending={isPending}
        error={link.error}
        onBack={item ? undefined : link.back}
        onSubmit={(credentials) => void link.signIn(credentials)}
      />
    );
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
        {step()}
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
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
