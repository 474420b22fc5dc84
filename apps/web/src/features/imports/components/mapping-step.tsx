import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { errorMessageOf } from "../../../shared/api-client";
import { importFieldErrors } from "../api/import-errors";
import type { CsvOptions, StatementPreview } from "../api/import-preview";
import { useColumnChoices } from "../hooks/use-column-choices";
import { ColumnFields } from "./column-fields";
import { FormatFields } from "./format-fields";
import { ReadingProgress } from "./reading-progress";
import { SampleRowsTable } from "./sample-rows-table";
import { StepSection, stackSx } from "./step-section";

interface MappingStepProps {
  file: File;
  preview: StatementPreview;
  /** The options the preview used, with the person's later choices over them. */
  options: CsvOptions;
  onChange: (change: Partial<CsvOptions>) => void;
  isReading: boolean;
  /** Why the server could not read the file with the latest choices. */
  error: unknown;
}

/**
 * Step 2, CSV only: the columns and formats the server detected, each changeable, over the first
 * rows as they read now. Every change asks the server again.
 */
export function MappingStep({
  file,
  preview,
  options,
  onChange,
  isReading,
  error,
}: MappingStepProps) {
  const choices = useColumnChoices(file, options, preview.encoding);
  const errors = importFieldErrors(error);
  const isOtherError = error !== null && Object.keys(errors).length === 0;
  return (
    <Box sx={{ ...stackSx, gap: 3 }}>
      {isOtherError && (
        <Alert severity="error">
          {errorMessageOf(error, "Failed to read the file with these settings")}
        </Alert>
      )}
      <StepSection title="Columns">
        <ColumnFields
          columns={options.columns}
          previewId={preview.id}
          choices={choices}
          onChange={(columns) => {
            onChange({ columns });
          }}
          error={errors.columns}
        />
      </StepSection>
      <StepSection title="Formats">
        <FormatFields options={options} onChange={onChange} errors={errors} />
      </StepSection>
      <StepSection title="First rows">
        <Box sx={{ ...stackSx, gap: 1.5 }}>
          {isReading && <ReadingProgress label="Reading the file again…" />}
          <SampleRowsTable rows={preview.rows} />
        </Box>
      </StepSection>
    </Box>
  );
}
