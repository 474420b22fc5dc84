import type { TransactionBulkBody } from "@finch/contracts";
import { CATEGORIES, CATEGORY_LABELS, isCategory } from "@finch/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { type SyntheticEvent, useState } from "react";

/** What the bar is changing for every ticked row. */
export type BulkEdit = "category" | "merchant";

interface BulkEditFormProps {
  edit: BulkEdit;
  isPending: boolean;
  onApply: (set: NonNullable<TransactionBulkBody["set"]>) => void;
  onCancel: () => void;
}

/** The new category (a select) or merchant (text) for every ticked row, Apply and Cancel. */
export function BulkEditForm({
  edit,
  isPending,
  onApply,
  onCancel,
}: BulkEditFormProps) {
  const [value, setValue] = useState("");
  const merchant = value.trim();
  const canApply = edit === "category" ? isCategory(value) : merchant !== "";
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canApply || isPending) return;
    onApply(
      edit === "category" && isCategory(value)
        ? { category: value }
        : { merchant_name: merchant },
    );
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}
    >
      {edit === "category" ? (
        <TextField
          select
          autoFocus
          size="small"
          label="New category"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
          }}
          sx={{ minWidth: 200 }}
        >
          {CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField
          autoFocus
          size="small"
          label="New merchant"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
          }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ minWidth: 200 }}
        />
      )}
      <Button
        type="submit"
        variant="contained"
        size="small"
        disabled={!canApply || isPending}
      >
        {isPending ? "Applying..." : "Apply"}
      </Button>
      <Button
        size="small"
        color="inherit"
        disabled={isPending}
        onClick={onCancel}
      >
        Cancel
      </Button>
    </Box>
  );
}
