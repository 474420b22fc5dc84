import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useAccountChoices } from "../../../shared/account-choices";

interface AccountSelectProps {
  value: number | undefined;
  onChange: (accountId: number | undefined) => void;
  /** The choice for "no account yet" ('Match from the file'); without it one must be chosen. */
  emptyOption?: string;
  /** Shown under the select when there is no error. */
  helperText?: string;
  error?: string | undefined;
}

/** The account a statement's rows go to, among the user's accounts (inactive ones marked). */
export function AccountSelect({
  value,
  onChange,
  emptyOption,
  helperText,
  error,
}: AccountSelectProps) {
  const accounts = useAccountChoices();
  const choices = accounts.data ?? [];
  const hint = accounts.isError
    ? "Your accounts could not be loaded"
    : choices.length === 0 && !accounts.isPending
      ? "Add an account on the Accounts page first"
      : helperText;
  return (
    <TextField
      select
      fullWidth
      label="Account"
      // Until the list arrives the chosen id has no option yet: MUI would warn of a stray value.
      value={
        value !== undefined && choices.some((a) => a.id === value)
          ? String(value)
          : ""
      }
      onChange={(event) => {
        const chosen = event.target.value;
        onChange(chosen === "" ? undefined : Number(chosen));
      }}
      error={error !== undefined}
      helperText={error ?? hint}
      // 'Match from the file' is the empty value: it shows, under a raised label.
      slotProps={{
        select: { displayEmpty: emptyOption !== undefined },
        inputLabel: {
          shrink: emptyOption !== undefined || value !== undefined,
        },
      }}
    >
      {emptyOption !== undefined && <MenuItem value="">{emptyOption}</MenuItem>}
      {choices.map((account) => (
        <MenuItem key={account.id} value={String(account.id)}>
          {account.isActive ? account.label : `${account.label} (Inactive)`}
        </MenuItem>
      ))}
    </TextField>
  );
}
