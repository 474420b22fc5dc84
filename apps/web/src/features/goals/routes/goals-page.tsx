import Add from "@mui/icons-material/Add";
import FlagOutlined from "@mui/icons-material/FlagOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CircularProgress from "@mui/material/CircularProgress";
import { useDialogSession } from "../../../shared/hooks/use-dialog-session";
import { EmptyState } from "../../../shared/ui/empty-state";
import { PageHeader } from "../../../shared/ui/page-header";
import { QueryErrorAlert } from "../../../shared/ui/query-error-alert";
import { useNotify } from "../../../shared/ui/notifier";
import type { Goal } from "../api/goal-queries";
import { useGoals } from "../api/goal-queries";
import { ContributeDialog } from "../components/contribute-dialog";
import { DeleteGoalDialog } from "../components/delete-goal-dialog";
import { GoalCard } from "../components/goal-card";
import { GoalFormDialog } from "../components/goal-form-dialog";
import { GoalHistoryDialog } from "../components/goal-history-dialog";
import { GoalsOverview } from "../components/goals-overview";
import { useCreateParam } from "../../../shared/hooks/use-create-param";

/** The Savings Goals screen (docs/product.md §2): overview, one card per goal, and its dialogs. */
export function GoalsPage() {
  const goals = useGoals();
  const form = useDialogSession<Goal>();
  const contribution = useDialogSession<Goal>();
  const deletion = useDialogSession<Goal>();
  const history = useDialogSession<Goal>();
  const notify = useNotify();
  useCreateParam(() => {
    form.open();
  });
  const createButton = (
    <Button
      variant="contained"
      startIcon={<Add />}
      onClick={() => {
        form.open();
      }}
    >
      Create Goal
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Savings Goals"
        subtitle="Set a target, save toward it, and see when you will get there."
        actions={createButton}
      />
      <QueryErrorAlert query={goals} fallback="Failed to load goals" />
      {goals.isPending && (
        <Box sx={{ display: "grid", placeItems: "center", py: 10 }}>
          <CircularProgress aria-label="Loading goals" />
        </Box>
      )}
      {goals.data?.length === 0 && (
        <Card>
          <EmptyState
            icon={<FlagOutlined />}
            title="No savings goals set"
            description="Create goals to track your progress"
            action={createButton}
          />
        </Card>
      )}
      {goals.data !== undefined && goals.data.length > 0 && (
        <>
          <GoalsOverview goals={goals.data} />
          <Box
            sx={{
              display: "grid",
              gridTemplateColumns: {
                xs: "1fr",
                sm: "repeat(2, 1fr)",
                lg: "repeat(3, 1fr)",
              },
              gap: { xs: 2, md: 3 },
            }}
          >
            {goals.data.map((goal) => (
              <GoalCard
                key={goal.id}
                goal={goal}
                onContribute={contribution.open}
                onEdit={form.open}
                onDelete={deletion.open}
                onHistory={history.open}
              />
            ))}
          </Box>
        </>
      )}
      <GoalFormDialog
        key={`form-${String(form.session.key)}`}
        open={form.session.open}
        goal={form.session.item}
        onClose={form.close}
        onSaved={notify.success}
      />
      <ContributeDialog
        key={`contribute-${String(contribution.session.key)}`}
        open={contribution.session.open}
        goal={contribution.session.item}
        onClose={contribution.close}
        onContributed={notify.success}
      />
      <GoalHistoryDialog
        key={`history-${String(history.session.key)}`}
        open={history.session.open}
        goal={history.session.item}
        onClose={history.close}
      />
      <DeleteGoalDialog
        key={`delete-${String(deletion.session.key)}`}
        open={deletion.session.open}
        goal={deletion.session.item}
        onClose={deletion.close}
        onDeleted={notify.success}
      />
    </>
  );
}
