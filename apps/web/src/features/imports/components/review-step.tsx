import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TablePagination from "@mui/material/TablePagination";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { errorMessageOf } from "../../../shared/api-client";
import { countOf } from "../../../shared/count-text";
import { importFieldErrors } from "../api/import-errors";
import type { RowStatus, StatementPreview } from "../api/import-preview";
import type { RowChoices } from "../hooks/use-row-choices";
import { AccountSelect } from "./account-select";
import { ReadingProgress } from "./reading-progress";
import { ReviewCounts } from "./review-counts";
import { ReviewTable } from "./review-table";
import { stackSx } from "./step-section";

/** Rows a page of the review shows: 100,000 rows never render at once. */
const PAGE_SIZE = 50;

interface ReviewStepProps {
  preview: StatementPreview;
  accountId: number | undefined;
  onAccountChange: (accountId: number) => void;
  /** One of the file's accounts, or undefined for all of them. */
  onStatementChange: (statement: number | undefined) => void;
  choices: RowChoices;
  isReading: boolean;
  /** Why asking again for another account failed, or why the commit failed. */
  error: unknown;
}

/** Step 3: the counts, the account, and every row with its status and its Import toggle. */
export function ReviewStep({
  preview,
  accountId,
  onAccountChange,
  onStatementChange,
  choices,
  isReading,
  error,
}: ReviewStepProps) {
  const [filter, setFilter] = useState<RowStatus | "all">("all");
  const [page, setPage] = useState(0);
  const filtered = useMemo(
    () =>
      filter === "all"
        ? preview.rows
        : preview.rows.filter((row) => row.status === filter),
    [preview.rows, filter],
  );
  const lastPage = Math.max(0, Math.ceil(filtered.length / PAGE_SIZE) - 1);
  const shownPage = Math.min(page, lastPage);
  const errors = importFieldErrors(error);
  return (
    <Box sx={{ ...stackSx, gap: 2.5 }}>
      <ReviewCounts summary={preview.summary} />
      {preview.rows.length === 0 && (
        <Alert severity="info">
          This statement lists no transactions, so there is nothing to import.
          Check that the export covers the dates you want, or choose another
          file.
        </Alert>
      )}
      {error !== null && errors.account === undefined && (
        <Alert severity="error">
          {errorMessageOf(error, "Failed to import transactions")}
        </Alert>
      )}
      {preview.statements.length > 1 && (
        <TextField
          select
          fullWidth
          label="Account in the file"
          value={preview.statement === null ? "all" : String(preview.statement)}
          helperText={`This file holds ${String(preview.statements.length)} accounts: import them one at a time.`}
          onChange={(event) => {
            const chosen = event.target.value;
            onStatementChange(chosen === "all" ? undefined : Number(chosen));
            setPage(0);
          }}
        >
          <MenuItem value="all">Every account's rows</MenuItem>
          {preview.statements.map((statement) => (
            <MenuItem key={statement.index} value={String(statement.index)}>
              {`${statement.label} (${countOf(statement.rows, "row")})`}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box sx={fieldsSx}>
        <AccountSelect
          value={accountId ?? preview.accountId ?? undefined}
          onChange={(chosen) => {
            if (chosen !== undefined) onAccountChange(chosen);
          }}
          helperText={accountHint(preview)}
          error={errors.account}
        />
        <TextField
          select
          fullWidth
          label="Show"
          value={filter}
          onChange={(event) => {
            setFilter(statusFilterOf(event.target.value));
            setPage(0);
          }}
        >
          <MenuItem value="all">All rows</MenuItem>
          <MenuItem value="new">New</MenuItem>
          <MenuItem value="duplicate">Duplicates</MenuItem>
          <MenuItem value="error">Errors</MenuItem>
        </TextField>
      </Box>
      {isReading && (
        <ReadingProgress label="Matching the rows with the account…" />
      )}
      {preview.rows.length === 0 ? null : filtered.length === 0 ? (
        <Typography sx={{ color: "text.secondary", py: 2 }}>
          No rows with this status.
        </Typography>
      ) : (
        <Box>
          <ReviewTable
            rows={filtered.slice(
              shownPage * PAGE_SIZE,
              (shownPage + 1) * PAGE_SIZE,
            )}
            filtered={filtered}
            choices={choices}
          />
          <TablePagination
            component="div"
            count={filtered.length}
            page={shownPage}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_event, next) => {
              setPage(next);
            }}
          />
        </Box>
      )}
    </Box>
  );
}

function accountHint(preview: StatementPreview): string {
  if (preview.accountId === null)
    return "Choose the account these transactions go to.";
  return preview.statementNumber === null
    ? "Duplicates are found among this account's transactions."
    : `The file is for account ${preview.statementNumber}.`;
}

function statusFilterOf(value: string): RowStatus | "all" {
  return value === "new" || value === "duplicate" || value === "error"
    ? value
    : "all";
}

const fieldsSx = {
  display: "grid",
  gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr" },
  gap: 2,
} as const;
