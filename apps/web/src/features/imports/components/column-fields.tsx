import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import type { CsvColumns } from "../api/import-preview";
import type { ColumnChoice } from "../hooks/use-column-choices";
import { ColumnSelect } from "./column-select";

/** Amounts in one signed column, or money out and money in in two. */
type AmountLayout = "single" | "split";

/** The optional roles the person can set, as the contract names them. */
const TEXT_ROLES = [
  ["description", "Description column"],
  ["payee", "Payee column"],
  ["payer", "Payer column (money in)"],
  ["memo", "Memo column"],
  ["id", "Transaction id column"],
] as const;

interface ColumnFieldsProps {
  /** The columns the shown preview used (with the person's choices over them). */
  columns: CsvColumns;
  /** Changes each time the server answers: what was being chosen starts from its answer. */
  previewId: number;
  choices: readonly ColumnChoice[];
  /** Called with a complete mapping (a date, and an amount or both debit and credit). */
  onChange: (columns: CsvColumns) => void;
  error: string | undefined;
}

/**
 * Which column holds the date, the amount (or debit and credit), and the texts. A mapping is sent
 * once it is complete; until then the choice stays here, marked as missing its other half.
 */
export function ColumnFields({
  columns,
  previewId,
  choices,
  onChange,
  error,
}: ColumnFieldsProps) {
  const fromPreview = { previewId, columns, layout: layoutOf(columns) };
  const [draft, setDraft] = useState(fromPreview);
  const shown = draft.previewId === previewId ? draft : fromPreview;
  const update = (next: CsvColumns, layout = shown.layout) => {
    setDraft({ previewId, columns: next, layout });
    if (isComplete(next, layout)) onChange(next);
  };
  const setRole = (
    role: keyof CsvColumns,
    ref: string | number | undefined,
  ) => {
    // An unset role is sent as no key at all: JSON leaves out what is undefined.
    update({ ...shown.columns, [role]: ref });
  };
  const select = (
    role: keyof CsvColumns,
    label: string,
    isRequired = false,
  ) => (
    <ColumnSelect
      label={label}
      value={shown.columns[role]}
      choices={choices}
      isRequired={isRequired}
      onChange={(ref) => {
        setRole(role, ref);
      }}
    />
  );
  return (
    <Box sx={gridSx}>
      {select("date", "Date column", true)}
      <TextField
        select
        fullWidth
        size="small"
        label="Amounts"
        value={shown.layout}
        onChange={(event) => {
          const layout = event.target.value === "split" ? "split" : "single";
          const { amount, debit, credit, ...rest } = shown.columns;
          update(
            layout === "split"
              ? { ...rest, debit, credit }
              : { ...rest, amount },
            layout,
          );
        }}
        error={error !== undefined}
        helperText={error}
      >
        <MenuItem value="single">One column, signed</MenuItem>
        <MenuItem value="split">Debit and credit columns</MenuItem>
      </TextField>
      {shown.layout === "single" ? (
        select("amount", "Amount column", true)
      ) : (
        <>
          {select("debit", "Debit column (money out)", true)}
          {select("credit", "Credit column (money in)", true)}
        </>
      )}
      {TEXT_ROLES.map(([role, label]) => (
        <Box key={role}>{select(role, label)}</Box>
      ))}
    </Box>
  );
}

function layoutOf(columns: CsvColumns): AmountLayout {
  return columns.amount === undefined &&
    (columns.debit !== undefined || columns.credit !== undefined)
    ? "split"
    : "single";
}

function isComplete(columns: CsvColumns, layout: AmountLayout): boolean {
  return layout === "single"
    ? columns.amount !== undefined
    : columns.debit !== undefined && columns.credit !== undefined;
}

const gridSx = {
  display: "grid",
  gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(3, 1fr)" },
  gap: 2,
} as const;
