import type { BudgetBody } from "@finch/contracts";
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
import { useCreateBudget, useUpdateBudget } from "../api/budget-mutations";
import type { Budget } from "../api/budget-queries";
import type { BudgetFormValues } from "./budget-form";
import {
  BUDGET_FIELDS_BY_WIRE_NAME,
  budgetFormDefaults,
  budgetFormSchema,
} from "./budget-form";
import { BudgetFormFields } from "./budget-form-fields";

interface BudgetFormDialogProps {
  open: boolean;
  /** The budget to edit; without one the dialog creates a budget. */
  budget?: Budget | undefined;
  onClose: () => void;
  /** Called with the success message once the server has saved the budget. */
  onSaved: (message: string) => void;
}

/**
 * Create Budget / Edit Budget. The page mounts a fresh one for every opening, so closing resets
 * the form (product spec §4).
 */
export function BudgetFormDialog({
  open,
  budget,
  onClose,
  onSaved,
}: BudgetFormDialogProps) {
  const create = useCreateBudget();
  const update = useUpdateBudget();
  const isEdit = budget !== undefined;
  const save = isEdit ? update : create;
  const { control, handleSubmit, setError } = useForm<
    BudgetFormValues,
    unknown,
    BudgetBody
  >({
    resolver: zodResolver(budgetFormSchema),
    defaultValues: budgetFormDefaults(budget),
  });

  const submit = (body: BudgetBody) => {
    const callbacks = {
      onSuccess: () => {
        onSaved(
          isEdit
            ? "Budget updated successfully!"
            : "Budget created successfully!",
        );
        onClose();
      },
      onError: (error: unknown) => {
        showServerFieldErrors(error, setError, BUDGET_FIELDS_BY_WIRE_NAME);
      },
    };
    if (budget === undefined) {
      create.mutate(body, callbacks);
      return;
    }
    update.mutate({ id: budget.id, body }, callbacks);
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
        <DialogTitle>{isEdit ? "Edit Budget" : "Create Budget"}</DialogTitle>
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
                isEdit ? "Failed to update budget" : "Failed to create budget",
              )}
            </Alert>
          )}
          <BudgetFormFields control={control} />
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
  return isEdit ? "Save Changes" : "Create Budget";
}
