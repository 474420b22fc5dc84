import { RULE_FIELDS, RULE_FIELD_OPS } from "@finch/contracts";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { useWatch } from "react-hook-form";
import { FormSelectField } from "../../../shared/ui/form-select-field";
import { ConditionValueField } from "./condition-value-field";
import { newCondition } from "./rule-form";
import type { RuleFormControl } from "./rule-form";
import { FIELD_LABELS, OP_LABELS } from "./rule-texts";

const FIELD_OPTIONS = RULE_FIELDS.map((field) => ({
  value: field,
  label: FIELD_LABELS[field],
}));

interface ConditionRowProps extends RuleFormControl {
  index: number;
  /** Undefined for the only condition: a rule needs one. */
  onRemove: (() => void) | undefined;
}

/**
 * One condition: the field, the operators that field takes, and a value input that fits it.
 * Picking another field starts the condition afresh; picking another operator keeps the value.
 */
export function ConditionRow({
  control,
  setValue,
  clearErrors,
  index,
  onRemove,
}: ConditionRowProps) {
  const name = `conditions.${index}` as const;
  const field = useWatch({ control, name: `${name}.field` });
  const number = index + 1;
  return (
    <Box role="group" aria-label={`Condition ${String(number)}`} sx={rowSx}>
      <Box sx={{ gridArea: "field" }}>
        <FormSelectField
          control={control}
          name={`${name}.field`}
          label="Field"
          options={FIELD_OPTIONS}
          onValueChange={(value) => {
            const picked = RULE_FIELDS.find((each) => each === value);
            if (picked === undefined) return;
            setValue(name, newCondition(picked));
            clearErrors(name);
          }}
        />
      </Box>
      <Box sx={{ gridArea: "op" }}>
        <FormSelectField
          control={control}
          name={`${name}.op`}
          label="Operator"
          options={RULE_FIELD_OPS[field].map((op) => ({
            value: op,
            label: OP_LABELS[op],
          }))}
        />
      </Box>
      <Box sx={{ gridArea: "value", minWidth: 0 }}>
        <ConditionValueField control={control} index={index} field={field} />
      </Box>
      <Box sx={{ gridArea: "remove", pt: 1 }}>
        <IconButton
          aria-label={`Remove condition ${String(number)}`}
          disabled={onRemove === undefined}
          onClick={onRemove}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

/**
 * Field, operator and value in a row on a wide dialog; on a narrower one the value takes a line
 * of its own, and on a phone each part does, in a box that keeps the condition together.
 */
const rowSx = {
  display: "grid",
  gap: 1.5,
  gridTemplateColumns: {
    xs: "minmax(0, 1fr) auto",
    sm: "minmax(0, 1fr) minmax(0, 1fr) auto",
    md: "150px 170px minmax(0, 1fr) auto",
  },
  gridTemplateAreas: {
    xs: '"field remove" "op op" "value value"',
    sm: '"field op remove" "value value value"',
    md: '"field op value remove"',
  },
  alignItems: "start",
  p: { xs: 1.5, md: 0 },
  // Longhands: the `border` shorthand in a media query would reset the colour after it.
  borderStyle: { xs: "solid", md: "none" },
  borderWidth: 1,
  borderColor: "divider",
  borderRadius: 1,
} as const;
