import FlagOutlined from "@mui/icons-material/FlagOutlined";
import { CreateButton } from "../../../shared/ui/create-button";
import { useDialogSession } from "../../../shared/hooks/use-dialog-session";
import { ListPage } from "../../../shared/ui/list-page";
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
    <CreateButton
      label="Create Goal"
      onClick={() => {
        form.open();
      }}
    />
  );

  return (
    <ListPage
      title="Savings Goals"
      subtitle="Set a target, save toward it, and see when you will get there."
      actions={createButton}
      query={goals}
      errorFallback="Failed to load goals"
      loadingLabel="Loading goals"
      empty={{
        icon: <FlagOutlined />,
        title: "No savings goals set",
        description: "Create goals to track your progress",
      }}
      overview={(items) => <GoalsOverview goals={items} />}
      card={(goal) => (
        <GoalCard
          key={goal.id}
          goal={goal}
          onContribute={contribution.open}
          onEdit={form.open}
          onDelete={deletion.open}
          onHistory={history.open}
        />
      )}
    >
      <GoalFormDialog
        key={form.key}
        {...form.dialogProps}
        onSaved={notify.success}
      />
      <ContributeDialog
        key={contribution.key}
        {...contribution.dialogProps}
        onContributed={notify.success}
      />
      <GoalHistoryDialog key={history.key} {...history.dialogProps} />
      <DeleteGoalDialog
        key={deletion.key}
        {...deletion.dialogProps}
        onDeleted={notify.success}
      />
    </ListPage>
  );
}
