import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import type { Control } from "react-hook-form";
import { useController } from "react-hook-form";
import type { PersonalInfoValues } from "./personal-info-form";
import { TIMEZONE_OPTIONS, timeZoneLabel } from "./personal-info-form";

/**
 * The profile's time zone, chosen from every IANA zone (issue 27): a searchable list, since
 * there are several hundred, with the contract's eight first.
 */
export function TimeZoneField({
  control,
}: {
  control: Control<PersonalInfoValues>;
}) {
  const { field, fieldState } = useController({ control, name: "timezone" });
  return (
    <Autocomplete
      options={TIMEZONE_OPTIONS}
      value={field.value}
      getOptionLabel={timeZoneLabel}
      disableClearable
      autoHighlight
      onChange={(_event, value) => {
        field.onChange(value);
      }}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label="Timezone"
          error={fieldState.invalid}
          helperText={
            fieldState.error?.message ??
            "Sets what “today” is everywhere in Finch"
          }
        />
      )}
    />
  );
}
