import Add from "@mui/icons-material/Add";
import SavingsOutlined from "@mui/icons-material/SavingsOutlined";
import { todayIn } from "@finch/domain";
import Button from "@mui/material/Button";
import { useDialogSession } from "../../../shared/hooks/use-dialog-session";
import { ListPage } from "../../../shared/ui/list-page";
import { useNotify } from "../../../shared/ui/notifier";
import { useUserPreferences } from "../../../shared/user-preferences";
import type { Budget } from "../api/budget-queries";
import { useBudgets } from "../api/budget-queries";
import { BudgetCard } from "../components/budget-card";
import { BudgetFormDialog } from "../components/budget-form-dialog";
import { BudgetOverview } from "../components/budget-overview";
import { DeleteBudgetDialog } from "../components/delete-budget-dialog";
import { useCreateParam } from "../../../shared/hooks/use-create-param";

/** The Budgets screen (docs/product.md §2): overview, one card per budget, create/edit/delete. */
export function BudgetsPage() {
  const budgets = useBudgets();
  const form = useDialogSession<Budget>();
  const deletion = useDialogSession<Budget>();
  const notify = useNotify();
  const { timeZone } = useUserPreferences();
  const today = todayIn(new Date(), timeZone);
  useCreateParam(form.open);
  const createButton = (
    <Button
      variant="contained"
      startIcon={<Add />}
      onClick={() => {
        form.open();
      }}
    >
      Create Budget
    </Button>
  );

  return (
    <ListPage
      title="Budgets"
      subtitle="Spending limits by category, and how close you are to each."
      actions={createButton}
      query={budgets}
      errorFallback="Failed to load budgets"
      loadingLabel="Loading budgets"
      empty={{
        icon: <SavingsOutlined />,
        title: "No budgets set",
        description: "Create budgets to track your spending",
        action: createButton,
      }}
      overview={(items) => <BudgetOverview budgets={items} />}
      card={(budget) => (
        <BudgetCard
          key={budget.id}
          budget={budget}
          today={today}
          onEdit={form.open}
          onDelete={deletion.open}
        />
      )}
      threeColumnsFrom="xl"
    >
      <BudgetFormDialog
        key={`form-${String(form.session.key)}`}
        open={form.session.open}
        budget={form.session.item}
        onClose={form.close}
        onSaved={notify.success}
      />
      <DeleteBudgetDialog
        key={`delete-${String(deletion.session.key)}`}
        open={deletion.session.open}
        budget={deletion.session.item}
        onClose={deletion.close}
        onDeleted={notify.success}
      />
    </ListPage>
  );
}
