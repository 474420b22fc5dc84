import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";

interface BudgetCardActionsProps {
  budgetName: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and delete buttons of a budget card, named after the budget for screen readers. */
export function BudgetCardActions({
  budgetName,
  onEdit,
  onDelete,
}: BudgetCardActionsProps) {
  return (
    <Box sx={{ display: "flex", mr: -1, mt: -0.5 }}>
      <Tooltip title="Edit">
        <IconButton
          aria-label={`Edit ${budgetName}`}
          size="small"
          onClick={onEdit}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton
          aria-label={`Delete ${budgetName}`}
          size="small"
          onClick={onDelete}
          sx={{ "&:hover": { color: "error.main" } }}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
