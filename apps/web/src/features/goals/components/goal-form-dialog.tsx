import type { GoalBody } from "@finch/contracts";
import { todayIn } from "@finch/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useForm } from "react-hook-form";
import { errorMessageOf } from "../../../shared/api-client";
import { showServerFieldErrors } from "../../../shared/server-field-errors";
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

interface GoalFormDialogProps {
  open: boolean;
  /** The goal to edit; without one the dialog creates a goal. */
  goal?: Goal | undefined;
  onClose: () => void;
  /** Called with the success message once the server has saved the goal. */
  onSaved: (message: string) => void;
}

/**
 * Create Goal / Edit Goal. The page mounts a fresh one for every opening, so closing resets the
 * form (product spec §4).
 */
export function GoalFormDialog({
  open,
  goal,
  onClose,
  onSaved,
}: GoalFormDialogProps) {
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const isEdit = goal !== undefined;
  const save = isEdit ? update : create;
  const { timeZone } = useUserPreferences();
  const { control, handleSubmit, setError } = useForm<
    GoalFormValues,
    unknown,
    GoalBody
  >({
    resolver: zodResolver(goalFormSchema),
    defaultValues: goalFormDefaults(todayIn(new Date(), timeZone), goal),
  });

  const submit = (body: GoalBody) => {
    const callbacks = {
      onSuccess: () => {
        onSaved(
          isEdit ? "Goal updated successfully!" : "Goal created successfully!",
        );
        onClose();
      },
      onError: (error: unknown) => {
        showServerFieldErrors(error, setError, GOAL_FIELDS_BY_WIRE_NAME);
      },
    };
    if (goal === undefined) create.mutate(body, callbacks);
    else update.mutate({ id: goal.id, body }, callbacks);
  };

  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        sx={{ display: "flex", flexDirection: "column", minHeight: 0 }}
      >
        <DialogTitle>{isEdit ? "Edit Goal" : "Create Goal"}</DialogTitle>
        <DialogContent>
          {save.isError && (
            <Alert
              severity="error"
              onClose={() => {
                save.reset();
              }}
              sx={{ mb: 2 }}
            >
              {errorMessageOf(
                save.error,
                isEdit ? "Failed to update goal" : "Failed to create goal",
              )}
            </Alert>
          )}
          <GoalFormFields control={control} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={save.isPending} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {submitLabel(isEdit, save.isPending)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function submitLabel(isEdit: boolean, isPending: boolean): string {
  if (isPending) return "Saving...";
  return isEdit ? "Save Changes" : "Create Goal";
}
