import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useWatch } from "react-hook-form";
import { ApiError, errorMessageOf } from "../../../shared/api-client";
import { countOf } from "../../../shared/count-text";
import { ruleDefinitionSchema } from "../api/rule-body";
import { useRulePreview } from "../api/rule-preview";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import type { RuleFormControl } from "./rule-form";
import { RulePreviewSample } from "./rule-preview-sample";

/** How long the conditions must stay unchanged before they are counted. */
const PREVIEW_DELAY_MS = 400;

/**
 * "Matches 12 past transactions (3 would change)" and a few of them, asked of the server once the
 * conditions and actions are complete and typing pauses. While they are not, it says nothing; a 422 (a pattern
 * the server refuses) shows the server's words.
 */
export function RulePreviewCount({
  control,
}: Pick<RuleFormControl, "control">) {
  const values = useWatch({ control });
  const parsed = ruleDefinitionSchema.safeParse(values);
  const body = parsed.success ? JSON.stringify(parsed.data) : undefined;
  const settled = useDebouncedValue(body, PREVIEW_DELAY_MS);
  const preview = useRulePreview(body === undefined ? undefined : settled);
  // The count is announced as it changes; the examples under it are read when the person
  // goes to them.
  return (
    <>
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: "flex", alignItems: "center", gap: 1, minHeight: 24 }}
      >
        {body !== undefined && <PreviewText preview={preview} />}
      </Box>
      {body !== undefined && !preview.isError && preview.data !== undefined && (
        <RulePreviewSample sample={preview.data.sample} />
      )}
    </>
  );
}

function PreviewText({
  preview,
}: {
  preview: ReturnType<typeof useRulePreview>;
}) {
  if (preview.isError)
    return (
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {preview.error instanceof ApiError && preview.error.status === 422
          ? errorMessageOf(preview.error, "")
          : errorMessageOf(
              preview.error,
              "Could not count the matching transactions",
            )}
      </Typography>
    );
  if (preview.data === undefined)
    return <CircularProgress size={16} aria-label="Counting matches" />;
  const { matched, would_change: wouldChange } = preview.data;
  return (
    <Typography variant="body2" sx={{ fontWeight: 500 }}>
      {`Matches ${countOf(matched, "past transaction")} (${String(wouldChange)} would change)`}
    </Typography>
  );
}
