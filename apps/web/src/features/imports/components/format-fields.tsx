import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { ImportFieldErrors } from "../api/import-errors";
import type { CsvOptions } from "../api/import-preview";

/** Date formats offered beside the detected one: the usual bank export formats. */
const DATE_FORMATS = [
  "YYYY-MM-DD",
  "MM/DD/YYYY",
  "DD/MM/YYYY",
  "DD.MM.YYYY",
  "DD.MM.YY",
  "M/D/YY",
  "DD-MMM-YYYY",
  "MMM D, YYYY",
];

const DELIMITERS: readonly (readonly [string, string])[] = [
  [",", "Comma (,)"],
  [";", "Semicolon (;)"],
  ["\t", "Tab"],
  ["|", "Pipe (|)"],
];

interface FormatFieldsProps {
  options: CsvOptions;
  onChange: (change: Partial<CsvOptions>) => void;
  errors: ImportFieldErrors;
}

/** How the file writes dates and numbers, how its cells are separated, and its header and signs. */
export function FormatFields({ options, onChange, errors }: FormatFieldsProps) {
  const dateFormats = [...new Set([options.dateFormat, ...DATE_FORMATS])];
  const delimiters = DELIMITERS.some(([value]) => value === options.delimiter)
    ? DELIMITERS
    : [[options.delimiter, `“${options.delimiter}”`] as const, ...DELIMITERS];
  const field = (name: keyof CsvOptions) => ({
    select: true,
    fullWidth: true,
    size: "small" as const,
    error: errors[name] !== undefined,
    helperText: errors[name],
  });
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Box sx={gridSx}>
        <TextField
          {...field("dateFormat")}
          label="Date format"
          value={options.dateFormat}
          onChange={(event) => {
            onChange({ dateFormat: event.target.value });
          }}
        >
          {dateFormats.map((format) => (
            <MenuItem key={format} value={format}>
              {format}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field("decimalSeparator")}
          label="Decimal separator"
          value={options.decimalSeparator}
          onChange={(event) => {
            onChange({
              decimalSeparator: event.target.value === "," ? "," : ".",
            });
          }}
        >
          <MenuItem value=".">Point (1,234.56)</MenuItem>
          <MenuItem value=",">Comma (1.234,56)</MenuItem>
        </TextField>
        <TextField
          {...field("delimiter")}
          label="Delimiter"
          value={options.delimiter}
          onChange={(event) => {
            onChange({ delimiter: event.target.value });
          }}
        >
          {delimiters.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 3 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={options.hasHeader}
              onChange={(event) => {
                onChange({ hasHeader: event.target.checked });
              }}
            />
          }
          label="The first row names the columns"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={options.isNegated}
              onChange={(event) => {
                onChange({ isNegated: event.target.checked });
              }}
            />
          }
          label="Amounts are reversed (charges are positive)"
        />
      </Box>
      {[errors.hasHeader, errors.isNegated, errors.skipLines].map(
        (message) =>
          message !== undefined && (
            <FormHelperText key={message} error>
              {message}
            </FormHelperText>
          ),
      )}
    </Box>
  );
}

const gridSx = {
  display: "grid",
  gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" },
  gap: 2,
} as const;
