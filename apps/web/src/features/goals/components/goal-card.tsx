import CheckCircle from "@mui/icons-material/CheckCircle";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import HistoryOutlined from "@mui/icons-material/HistoryOutlined";
import SavingsOutlined from "@mui/icons-material/SavingsOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { Goal } from "../api/goal-queries";
import { GoalFacts } from "./goal-facts";
import { GoalProgress } from "./goal-progress";
import { GoalStatusChip } from "./goal-status-chip";

interface GoalCardProps {
  goal: Goal;
  onContribute: (goal: Goal) => void;
  onEdit: (goal: Goal) => void;
  onDelete: (goal: Goal) => void;
  onHistory: (goal: Goal) => void;
}

/**
 * One savings goal (docs/product.md §2, §4): name, description, progress, the figures that matter
 * and the contribute, edit and delete buttons. A completed goal says 'Goal Achieved!' and takes no
 * more contributions.
 */
export function GoalCard({
  goal,
  onContribute,
  onEdit,
  onDelete,
  onHistory,
}: GoalCardProps) {
  const nameId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      sx={{ p: 2.5, display: "flex", flexDirection: "column", gap: 2 }}
    >
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography id={nameId} variant="subtitle1" component="h3" noWrap>
            {goal.name}
          </Typography>
          {goal.description !== null && (
            <Typography
              variant="body2"
              sx={{ color: "text.secondary", overflowWrap: "anywhere" }}
            >
              {goal.description}
            </Typography>
          )}
        </Box>
        <GoalStatusChip goal={goal} />
      </Box>
      <GoalProgress goal={goal} />
      {goal.isCompleted && (
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            gap: 1,
            color: "success.dark",
          }}
        >
          <CheckCircle fontSize="small" aria-hidden />
          <Typography variant="subtitle2" component="p">
            Goal Achieved!
          </Typography>
        </Box>
      )}
      <GoalFacts goal={goal} />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mt: "auto" }}>
        <Button
          variant="contained"
          startIcon={<SavingsOutlined />}
          disabled={goal.isCompleted}
          onClick={() => {
            onContribute(goal);
          }}
          aria-label={`Contribute to ${goal.name}`}
          sx={{ flexGrow: 1 }}
        >
          Contribute
        </Button>
        <Tooltip title="Contributions">
          <IconButton
            aria-label={`Contributions to ${goal.name}`}
            onClick={() => {
              onHistory(goal);
            }}
          >
            <HistoryOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Edit">
          <IconButton
            aria-label={`Edit ${goal.name}`}
            onClick={() => {
              onEdit(goal);
            }}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton
            aria-label={`Delete ${goal.name}`}
            onClick={() => {
              onDelete(goal);
            }}
            sx={{ color: "error.main" }}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Card>
  );
}
