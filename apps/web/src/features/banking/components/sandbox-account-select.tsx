import { ACCOUNT_TYPE_LABELS } from "@finch/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { MoneyText } from "../../../shared/ui/money-text";
import type { SandboxAccountChoice } from "../api/banking-mutations";

interface SandboxAccountSelectProps {
  institutionName: string;
  accounts: SandboxAccountChoice[];
  isPending: boolean;
  error: string | undefined;
  onSubmit: (accountIds: string[]) => void;
}

/**
 * The "choose accounts" step, like Plaid Link's account select: every account of the bank,
 * all chosen at first; at least one must stay chosen to continue.
 */
export function SandboxAccountSelect({
  institutionName,
  accounts,
  isPending,
  error,
  onSubmit,
}: SandboxAccountSelectProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(accounts.map((a) => a.accountId)),
  );
  const toggle = (accountId: string, isChosen: boolean) => {
    const next = new Set(chosen);
    if (isChosen) next.add(accountId);
    else next.delete(accountId);
    setChosen(next);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(
          accounts.map((a) => a.accountId).filter((id) => chosen.has(id)),
        );
      }}
    >
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        Choose the {institutionName} accounts to link
      </Typography>
      {error !== undefined && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack spacing={0.5}>
        {accounts.map((account) => (
          <Stack
            key={account.accountId}
            direction="row"
            sx={{ alignItems: "center", justifyContent: "space-between" }}
          >
            <FormControlLabel
              disabled={isPending}
              control={
                <Checkbox
                  checked={chosen.has(account.accountId)}
                  onChange={(event) => {
                    toggle(account.accountId, event.target.checked);
                  }}
                />
              }
              label={
                <>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {account.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {ACCOUNT_TYPE_LABELS[account.accountType]}
                    {account.mask !== null && ` ••••${account.mask}`}
                  </Typography>
                </>
              }
            />
            <MoneyText cents={account.balanceCents} tone="negative" />
          </Stack>
        ))}
      </Stack>
      <Stack
        direction="row"
        sx={{ justifyContent: "flex-end", alignItems: "center", mt: 3 }}
      >
        <Button
          type="submit"
          variant="contained"
          disabled={isPending || chosen.size === 0}
        >
          {isPending ? "Connecting..." : "Continue"}
        </Button>
      </Stack>
    </Box>
  );
}
