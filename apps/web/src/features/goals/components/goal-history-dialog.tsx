import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { formatMoney } from "@finch/domain";
import { useId, useState } from "react";
import type { SessionDialogProps } from "../../../shared/hooks/use-dialog-session";
import { errorMessageOf } from "../../../shared/api-client";
import { formatCalendarDate } from "../../../shared/format-date";
import { useNotify } from "../../../shared/ui/notifier";
import { useUserPreferences } from "../../../shared/user-preferences";
import { useDeleteContribution } from "../api/goal-mutations";
import {
  useGoalContributions,
  type Contribution,
  type Goal,
} from "../api/goal-queries";

/**
 * A goal's contributions, newest first, each of which can be taken back (issue 27: a mistaken
 * contribution could not be undone). Removing asks first, in the row itself.
 */
export function GoalHistoryDialog({
  open,
  item: goal,
  onClose,
}: SessionDialogProps<Goal>) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>
        {goal === undefined ? "Contributions" : `Contributions to ${goal.name}`}
      </DialogTitle>
      <DialogContent>{goal && <History goal={goal} />}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function History({ goal }: { goal: Goal }) {
  const contributions = useGoalContributions(goal.id);
  const [confirming, setConfirming] = useState<number>();
  if (contributions.isPending)
    return (
      <Box sx={{ display: "grid", placeItems: "center", py: 3 }}>
        <CircularProgress aria-label="Loading contributions" size={28} />
      </Box>
    );
  if (contributions.isError)
    return (
      <Alert severity="error">
        {errorMessageOf(contributions.error, "Failed to load contributions")}
      </Alert>
    );
  if (contributions.data.length === 0)
    return (
      <Typography sx={{ color: "text.secondary" }}>
        No contributions yet.
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-label="Contributions"
      sx={{ listStyle: "none", m: 0, p: 0 }}
    >
      {contributions.data.map((c) => (
        <Row
          key={c.id}
          goal={goal}
          contribution={c}
          confirming={confirming === c.id}
          onConfirm={setConfirming}
        />
      ))}
    </Box>
  );
}

function Row({
  goal,
  contribution,
  confirming,
  onConfirm,
}: {
  goal: Goal;
  contribution: Contribution;
  confirming: boolean;
  onConfirm: (id: number | undefined) => void;
}) {
  const { currency } = useUserPreferences();
  const remove = useDeleteContribution();
  const notify = useNotify();
  const amount = formatMoney(contribution.amountCents, currency);
  const date = formatCalendarDate(contribution.contributedOn);
  return (
    <Box
      component="li"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: "divider",
        flexWrap: "wrap",
      }}
    >
      <Typography sx={{ flexGrow: 1 }}>
        {date}: <strong>{amount}</strong>
      </Typography>
      {confirming ? (
        <>
          <Button
            size="small"
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => {
              remove.mutate(
                { goalId: goal.id, id: contribution.id },
                {
                  onSuccess: () => {
                    notify.success(`Removed ${amount} from ${goal.name}.`);
                    onConfirm(undefined);
                  },
                  onError: (error) => {
                    notify.error(
                      errorMessageOf(error, "Failed to remove contribution"),
                    );
                  },
                },
              );
            }}
          >
            Remove {amount}
          </Button>
          <Button
            size="small"
            color="inherit"
            onClick={() => {
              onConfirm(undefined);
            }}
          >
            Keep
          </Button>
        </>
      ) : (
        <IconButton
          aria-label={`Remove the contribution of ${amount} on ${date}`}
          onClick={() => {
            onConfirm(contribution.id);
          }}
          sx={{ color: "error.main" }}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
