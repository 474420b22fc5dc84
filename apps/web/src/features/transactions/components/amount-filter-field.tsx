import { absCents, centsToDecimalText, parseMoneyInput } from "@finch/domain";
import TextField from "@mui/material/TextField";
import { useState } from "react";

interface AmountFilterFieldProps {
  label: string;
  /** The amount in the URL ('12.50'), or undefined. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/**
 * One end of the amount filter (issue 27: the API had `min_amount`/`max_amount`, the screen had
 * no way to use them). Money typed the usual ways is read on blur or Enter; what cannot be read
 * is said under the field and not applied.
 */
export function AmountFilterField({
  label,
  value,
  onChange,
}: AmountFilterFieldProps) {
  const [text, setText] = useState(value ?? "");
  const [seen, setSeen] = useState(value);
  // The URL changed elsewhere (Clear filters, a shared link): show what it holds now.
  if (seen !== value) {
    setSeen(value);
    setText(value ?? "");
  }
  const read = text.trim() === "" ? undefined : parseMoneyInput(text);
  const problem =
    read !== undefined && "problem" in read ? "Not an amount" : undefined;
  const commit = () => {
    if (read === undefined) onChange(undefined);
    else if ("cents" in read)
      onChange(centsToDecimalText(absCents(read.cents)));
  };
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit();
      }}
      error={problem !== undefined}
      helperText={problem}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: "decimal" },
      }}
      placeholder="Any"
    />
  );
}
