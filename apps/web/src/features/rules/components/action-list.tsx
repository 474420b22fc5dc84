import { RULE_ACTION_FIELDS } from "@finch/contracts";
import Add from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { ActionRow } from "./action-row";
import { newAction } from "./rule-form";
import type { RuleFormControl } from "./rule-form";

/** What the rule sets, one row per field, and Add action while a field is left. */
export function ActionList(form: RuleFormControl) {
  const headingId = useId();
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: "actions",
  });
  const actions = useWatch({ control: form.control, name: "actions" });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h3"
        variant="subtitle2"
        sx={{ mb: 1.5 }}
      >
        Then
      </Typography>
      <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        {fields.map((field, index) => (
          <ActionRow
            key={field.id}
            {...form}
            index={index}
            actions={actions}
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
        disabled={fields.length >= RULE_ACTION_FIELDS.length}
        onClick={() => {
          append(newAction(actions));
        }}
        sx={{ mt: 1 }}
      >
        Add action
      </Button>
    </Box>
  );
}
