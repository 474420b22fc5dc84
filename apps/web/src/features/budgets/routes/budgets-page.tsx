import SavingsOutlined from "@mui/icons-material/SavingsOutlined";
import { todayIn } from "@finch/domain";
import { CreateButton } from "../../../shared/ui/create-button";
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
    <CreateButton
      label="Create Budget"
      onClick={() => {
        form.open();
      }}
    />
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
        key={form.key}
        {...form.dialogProps}
        onSaved={notify.success}
      />
      <DeleteBudgetDialog
        key={deletion.key}
        {...deletion.dialogProps}
        onDeleted={notify.success}
      />
    </ListPage>
  );
}
