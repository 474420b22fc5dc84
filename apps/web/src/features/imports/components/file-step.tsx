import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { errorMessageOf } from "../../../shared/api-client";
import { importFieldErrors } from "../api/import-errors";
import { AccountSelect } from "./account-select";
import { FileDropZone } from "./file-drop-zone";
import { ReadingProgress } from "./reading-progress";
import { stackSx } from "./step-section";

interface FileStepProps {
  accountId: number | undefined;
  onAccountChange: (accountId: number | undefined) => void;
  file: File | undefined;
  onFile: (file: File) => void;
  isReading: boolean;
  isTooLarge: boolean;
  /** Why the server could not read the file. */
  error: unknown;
}

/** Step 1: the account (or 'Match from the file') and the file, dropped or chosen. */
export function FileStep({
  accountId,
  onAccountChange,
  file,
  onFile,
  isReading,
  isTooLarge,
  error,
}: FileStepProps) {
  const fieldErrors = importFieldErrors(error);
  const fileError = isTooLarge
    ? "This file is larger than 50 MB, the most one import reads"
    : fieldErrors.file;
  const isOtherError =
    error !== null &&
    fieldErrors.file === undefined &&
    fieldErrors.account === undefined;
  return (
    <Box sx={{ ...stackSx, gap: 3 }}>
      <AccountSelect
        value={accountId}
        onChange={onAccountChange}
        emptyOption="Match from the file"
        helperText="Matched by the account number the file states, if it states one."
        error={fieldErrors.account}
      />
      {isOtherError && (
        <Alert severity="error">
          {errorMessageOf(error, "Failed to read the file")}
        </Alert>
      )}
      <FileDropZone onFile={onFile} error={fileError} isDisabled={isReading} />
      {isReading && file !== undefined && (
        <ReadingProgress label={`Reading ${file.name}…`} />
      )}
    </Box>
  );
}
