import { MAX_RULE_CONDITIONS } from "@finch/contracts";
import Add from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useFieldArray } from "react-hook-form";
import { FormSelectField } from "../../../shared/ui/form-select-field";
import { ConditionRow } from "./condition-row";
import { newCondition } from "./rule-form";
import type { RuleFormControl } from "./rule-form";

const MATCH_OPTIONS = [
  { value: "all", label: "All of these conditions" },
  { value: "any", label: "Any of these conditions" },
] as const;

/** How the conditions combine, one row per condition, and Add condition. */
export function ConditionList(form: RuleFormControl) {
  const headingId = useId();
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: "conditions",
  });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h3"
        variant="subtitle2"
        sx={{ mb: 1.5 }}
      >
        When a transaction matches
      </Typography>
      <Box sx={{ maxWidth: { sm: 280 }, mb: 2 }}>
        <FormSelectField
          control={form.control}
          name="match"
          label="Match"
          options={MATCH_OPTIONS}
        />
      </Box>
      <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        {fields.map((field, index) => (
          <ConditionRow
            key={field.id}
            {...form}
            index={index}
            onRemove={
              fields.length > 1
                ? () => {
                    remove(index);
                  }
                : undefined
            }
          />
        ))}
      </Box>
      <Button
        size="small"
        startIcon={<Add />}
        disabled={fields.length >= MAX_RULE_CONDITIONS}
        onClick={() => {
          append(newCondition("description"));
        }}
        sx={{ mt: 1 }}
      >
        Add condition
      </Button>
    </Box>
  );
}
