import type { GoalBody } from "@finch/contracts";
import { todayIn } from "@finch/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { SessionDialogProps } from "../../../shared/hooks/use-dialog-session";
import { useSaveDialog } from "../../../shared/hooks/use-save-dialog";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { useMoneyProblem } from "../../../shared/ui/money-field";
import { useUserPreferences } from "../../../shared/user-preferences";
import { useCreateGoal, useUpdateGoal } from "../api/goal-mutations";
import type { Goal } from "../api/goal-queries";
import type { GoalFormValues } from "./goal-form";
import {
  GOAL_FIELDS_BY_WIRE_NAME,
  goalFormDefaults,
  goalFormSchema,
} from "./goal-form";
import { GoalFormFields } from "./goal-form-fields";

interface GoalFormDialogProps extends SessionDialogProps<Goal> {
  /** Called with the success message once the server has saved the goal. */
  onSaved: (message: string) => void;
}

/**
 * Create Goal / Edit Goal. The page mounts a fresh one for every opening, so closing resets the
 * form (docs/product.md §4).
 */
export function GoalFormDialog({
  open,
  item: goal,
  onClose,
  onSaved,
}: GoalFormDialogProps) {
  const { timeZone } = useUserPreferences();
  const form = useForm<GoalFormValues, unknown, GoalBody>({
    resolver: zodResolver(goalFormSchema),
    defaultValues: goalFormDefaults(todayIn(new Date(), timeZone), goal),
  });
  const { control } = form;
  const today = todayIn(new Date(), timeZone);
  const targetDate = useWatch({ control, name: "target_date" });
  const isPast = targetDate !== "" && targetDate < today;
  const moneyProblem = useMoneyProblem(
    control,
    "target_amount",
    "Target amount",
    "positive",
  );
  const dialog = useSaveDialog({
    item: goal,
    form,
    fieldsByWireName: GOAL_FIELDS_BY_WIRE_NAME,
    create: useCreateGoal(),
    createBodyOf: (body) => body,
    update: useUpdateGoal(),
    noun: "Goal",
    onSaved,
    onClose,
  });

  return (
    <FormDialog
      {...dialog.formDialogProps}
      open={open}
      title={dialog.isEdit ? "Edit Goal" : "Create Goal"}
      submitLabel={dialog.isEdit ? "Save Changes" : "Create Goal"}
      canSubmit={moneyProblem === undefined && !(isPast && goal === undefined)}
    >
      <GoalFormFields
        control={control}
        pastDateText={pastDateText(isPast, goal !== undefined)}
      />
    </FormDialog>
  );
}

/** A new goal needs a date to come (the server refuses one that has passed); an old one may keep it. */
function pastDateText(isPast: boolean, isEdit: boolean): string | undefined {
  if (!isPast) return undefined;
  return isEdit
    ? "This date has passed: the goal shows as Overdue"
    : "Target date must be today or later";
}
