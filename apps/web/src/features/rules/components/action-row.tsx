import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import type { ActionValues } from "../api/rule-queries";
import { CategorySelectField } from "../../../shared/ui/category-select-field";
import { FormSelectField } from "../../../shared/ui/form-select-field";
import { FormTextField } from "../../../shared/ui/form-text-field";
import { actionFieldsFree } from "./rule-form";
import type { RuleFormControl } from "./rule-form";
import { ACTION_LABELS } from "./rule-texts";

interface ActionRowProps extends RuleFormControl {
  index: number;
  /** Every action as typed: each field is set by one action at most. */
  actions: readonly ActionValues[];
  /** Undefined for the only action: a rule needs one. */
  onRemove: (() => void) | undefined;
}

/** One action: what it sets, and the category or text it sets. */
export function ActionRow({
  control,
  setValue,
  clearErrors,
  index,
  actions,
  onRemove,
}: ActionRowProps) {
  const name = `actions.${index}` as const;
  const set = actions[index]?.set ?? "category";
  const number = index + 1;
  return (
    <Box role="group" aria-label={`Action ${String(number)}`} sx={rowSx}>
      <Box sx={{ gridArea: "set" }}>
        <FormSelectField
          control={control}
          name={`${name}.set`}
          label="Action"
          options={actionFieldsFree(actions, index).map((field) => ({
            value: field,
            label: ACTION_LABELS[field],
          }))}
          onValueChange={() => {
            setValue(`${name}.value`, "");
            clearErrors(`${name}.value`);
          }}
        />
      </Box>
      <Box sx={{ gridArea: "value", minWidth: 0 }}>
        {set === "category" ? (
          <CategorySelectField control={control} name={`${name}.value`} />
        ) : (
          <FormTextField
            control={control}
            name={`${name}.value`}
            label={set === "merchant_name" ? "Merchant" : "Description"}
            required
          />
        )}
      </Box>
      <Box sx={{ gridArea: "remove", pt: 1 }}>
        <IconButton
          aria-label={`Remove action ${String(number)}`}
          disabled={onRemove === undefined}
          onClick={onRemove}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

const rowSx = {
  display: "grid",
  gap: 1.5,
  gridTemplateColumns: {
    xs: "minmax(0, 1fr) auto",
    md: "200px minmax(0, 1fr) auto",
  },
  gridTemplateAreas: {
    xs: '"set remove" "value value"',
    md: '"set value remove"',
  },
  alignItems: "start",
  p: { xs: 1.5, md: 0 },
  // Longhands: the `border` shorthand in a media query would reset the colour after it.
  borderStyle: { xs: "solid", md: "none" },
  borderWidth: 1,
  borderColor: "divider",
  borderRadius: 1,
} as const;
