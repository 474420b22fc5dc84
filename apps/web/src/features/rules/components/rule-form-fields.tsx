import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import { useController } from "react-hook-form";
import { FormFields } from "../../../shared/ui/form-layout";
import { FormTextField } from "../../../shared/ui/form-text-field";
import { ActionList } from "./action-list";
import { ConditionList } from "./condition-list";
import type { RuleFormControl } from "./rule-form";
import { RulePreviewCount } from "./rule-preview-count";

/** Name, conditions, actions, the switch, and the live count. */
export function RuleFormFields(form: RuleFormControl) {
  return (
    <FormFields>
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        autoFocus
        required
        helperText="For you to recognise it, e.g. Coffee shops"
      />
      <ConditionList {...form} />
      <ActionList {...form} />
      <EnabledSwitch control={form.control} />
      <RulePreviewCount control={form.control} />
    </FormFields>
  );
}

function EnabledSwitch({ control }: Pick<RuleFormControl, "control">) {
  const { field } = useController({ control, name: "isEnabled" });
  return (
    <FormControlLabel
      label="Enabled"
      control={
        <Switch
          checked={field.value}
          onChange={(event) => {
            field.onChange(event.target.checked);
          }}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
