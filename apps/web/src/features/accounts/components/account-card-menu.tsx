import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import MoreVert from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState, type ReactNode } from "react";

/** An entry another feature adds to an account's menu ('Import statement'). */
export interface AccountMenuItem {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

interface AccountCardMenuProps {
  accountName: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Shown between Edit and Delete. */
  extraItems?: readonly AccountMenuItem[] | undefined;
}

/** The ⋮ menu of an account card: Edit, what other features add, and Delete. */
export function AccountCardMenu({
  accountName,
  onEdit,
  onDelete,
  extraItems = [],
}: AccountCardMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={`Actions for ${accountName}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor === null ? undefined : menuId}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
        size="small"
        sx={{ mr: -1, mt: -0.5 }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        // The menu takes its button's name ("Actions for Savings"), so its Edit and Delete say
        // which account they act on.
        slotProps={{ list: { "aria-labelledby": buttonId } }}
      >
        <MenuItem onClick={choose(onEdit)}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Edit</ListItemText>
        </MenuItem>
        {extraItems.map((item) => (
          <MenuItem key={item.label} onClick={choose(item.onClick)}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem onClick={choose(onDelete)} sx={{ color: "error.main" }}>
          <ListItemIcon sx={{ color: "inherit" }}>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Delete</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
