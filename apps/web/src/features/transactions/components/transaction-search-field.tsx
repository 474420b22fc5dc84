import Search from "@mui/icons-material/Search";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { useEffect, useRef, useState } from "react";

/** How long typing must pause before the search runs. */
const SEARCH_DELAY_MS = 300;

interface TransactionSearchFieldProps {
  /** The search in the URL. */
  value: string;
  onChange: (text: string) => void;
  /** Take the focus once (the top bar's search icon), then report it was taken. */
  isFocusRequested: boolean;
  onFocused: () => void;
}

/** Text search over description and merchant; runs once typing pauses. */
export function TransactionSearchField({
  value,
  onChange,
  isFocusRequested,
  onFocused,
}: TransactionSearchFieldProps) {
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const inputRef = useRef<HTMLInputElement>(null);
  // The URL changed elsewhere (Clear filters, Back): show its search, unless it is what is typed.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => {
      onChange(text.trim());
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text, value, onChange]);

  useEffect(() => {
    if (!isFocusRequested) return;
    inputRef.current?.focus();
    onFocused();
  }, [isFocusRequested, onFocused]);

  return (
    <TextField
      type="search"
      label="Search transactions"
      placeholder="Description or merchant"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
      }}
      inputRef={inputRef}
      slotProps={{
        inputLabel: { shrink: true },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 100 },
      }}
    />
  );
}
