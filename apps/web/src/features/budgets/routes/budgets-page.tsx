import Add from "@mui/icons-material/Add";
import SavingsOutlined from "@mui/icons-material/SavingsOutlined";
import { todayIn } from "@finch/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CircularProgress from "@mui/material/CircularProgress";
import { useDialogSession } from "../../../shared/hooks/use-dialog-session";
import { EmptyState } from "../../../shared/ui/empty-state";
import { PageHeader } from "../../../shared/ui/page-header";
import { QueryErrorAlert } from "../../../shared/ui/query-error-alert";
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
    <>
      <PageHeader
        title="Budgets"
        subtitle="Spending limits by category, and how close you are to each."
        actions={createButton}
      />
      <QueryErrorAlert query={budgets} fallback="Failed to load budgets" />
      {budgets.isPending && (
        <Box sx={{ display: "grid", placeItems: "center", py: 10 }}>
          <CircularProgress aria-label="Loading budgets" />
        </Box>
      )}
      {budgets.data?.length === 0 && (
        <Card>
          <EmptyState
            icon={<SavingsOutlined />}
            title="No budgets set"
            description="Create budgets to track your spending"
            action={createButton}
          />
        </Card>
      )}
      {budgets.data !== undefined && budgets.data.length > 0 && (
        <>
          <BudgetOverview budgets={budgets.data} />
          <Box
            sx={{
              display: "grid",
              gridTemplateColumns: {
                xs: "1fr",
                sm: "repeat(2, 1fr)",
                xl: "repeat(3, 1fr)",
              },
              gap: { xs: 2, md: 3 },
            }}
          >
            {budgets.data.map((budget) => (
              <BudgetCard
                key={budget.id}
                budget={budget}
                today={today}
                onEdit={form.open}
                onDelete={deletion.open}
              />
            ))}
          </Box>
        </>
      )}
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
    </>
  );
}
