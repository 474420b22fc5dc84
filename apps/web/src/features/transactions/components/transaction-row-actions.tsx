import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";

interface TransactionRowActionsProps {
  /** The transaction's description: each button names the row it acts on ("Edit Coffee"). */
  description: string;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * The edit and delete buttons of one transaction. A screen reader lists every button of the page
 * by name, so each says which transaction it edits or deletes, not just "Edit transaction".
 */
export function TransactionRowActions({
  description,
  onEdit,
  onDelete,
}: TransactionRowActionsProps) {
  return (
    <Box sx={{ display: "inline-flex", gap: 0.5 }}>
      <Tooltip title="Edit">
        <IconButton
          aria-label={`Edit ${description}`}
          size="small"
          onClick={onEdit}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton
          aria-label={`Delete ${description}`}
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
