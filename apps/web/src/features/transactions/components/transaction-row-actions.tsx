import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";

interface TransactionRowActionsProps {
  onEdit: () => void;
  onDelete: () => void;
}

/** The edit and delete buttons of one transaction. */
export function TransactionRowActions({
  onEdit,
  onDelete,
}: TransactionRowActionsProps) {
  return (
    <Box sx={{ display: "inline-flex", gap: 0.5 }}>
      <Tooltip title="Edit">
        <IconButton aria-label="Edit transaction" size="small" onClick={onEdit}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton
          aria-label="Delete transaction"
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
