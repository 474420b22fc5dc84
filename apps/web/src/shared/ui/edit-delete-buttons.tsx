import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import type { SxProps, Theme } from "@mui/material/styles";

interface EditDeleteButtonsProps<T> {
  /** What the buttons act on; each handler is called with it. */
  item: T;
  /**
   * What the buttons act on ('Coffee'): a screen reader lists every button of a page by name, so
   * each says which item it edits or deletes ('Edit Coffee'), not just 'Edit'.
   */
  name: string;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  /** How the pair sits in its card or row; side by side, inline, by default. */
  sx?: SxProps<Theme>;
}

/** The small Edit and Delete icon buttons of a card or a row; Delete turns red on hover. */
export function EditDeleteButtons<T>({
  item,
  name,
  onEdit,
  onDelete,
  sx,
}: EditDeleteButtonsProps<T>) {
  return (
    <Box sx={sx ?? { display: "inline-flex" }}>
      <Tooltip title="Edit">
        <IconButton
          aria-label={`Edit ${name}`}
          size="small"
          onClick={() => {
            onEdit(item);
          }}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton
          aria-label={`Delete ${name}`}
          size="small"
          onClick={() => {
            onDelete(item);
          }}
          sx={{ "&:hover": { color: "error.main" } }}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
