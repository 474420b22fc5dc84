import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { type ColumnChoice, columnKey } from "../hooks/use-column-choices";

interface ColumnSelectProps {
  label: string;
  value: string | number | undefined;
  choices: readonly ColumnChoice[];
  onChange: (ref: string | number | undefined) => void;
  /** Optional roles can be 'Not in the file'; required ones say so when unset. */
  isRequired: boolean;
  error?: string | undefined;
}

/** Which column of the file plays one role (the date, the amount, the payee…). */
export function ColumnSelect({
  label,
  value,
  choices,
  onChange,
  isRequired,
  error,
}: ColumnSelectProps) {
  const missing = isRequired && value === undefined;
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value === undefined ? "" : columnKey(value)}
      onChange={(event) => {
        const chosen = choices.find((c) => c.key === event.target.value);
        onChange(chosen?.ref);
      }}
      // 'Not in the file' is the empty value: it shows, under a raised label.
      slotProps={{
        select: { displayEmpty: !isRequired },
        inputLabel: { shrink: !isRequired || value !== undefined },
      }}
      error={error !== undefined || missing}
      helperText={
        error ?? (missing ? `Choose the ${label.toLowerCase()}` : undefined)
      }
    >
      {!isRequired && <MenuItem value="">Not in the file</MenuItem>}
      {choices.map((choice) => (
        <MenuItem key={choice.key} value={choice.key}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
