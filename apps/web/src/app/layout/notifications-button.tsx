import NotificationsActiveOutlined from "@mui/icons-material/NotificationsActiveOutlined";
import NotificationsNoneOutlined from "@mui/icons-material/NotificationsNoneOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Popover from "@mui/material/Popover";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";

/** The bell in the top bar. Until the notifications issue lands it only says there is nothing new. */
export function NotificationsButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const isOpen = anchor !== null;
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label="Notifications"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? popoverId : undefined}
          onClick={(event) => {
            setAnchor(event.currentTarget);
          }}
        >
          <NotificationsNoneOutlined />
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={isOpen}
        anchorEl={anchor}
        onClose={() => {
          setAnchor(null);
        }}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{
          paper: {
            role: "dialog",
            "aria-label": "Notifications",
            sx: { mt: 1, width: 320, maxWidth: "calc(100vw - 32px)" },
          },
        }}
      >
        <Box
          sx={{ px: 2.5, py: 1.75, borderBottom: 1, borderColor: "divider" }}
        >
          <Typography variant="subtitle2">Notifications</Typography>
        </Box>
        <Box sx={{ px: 3, py: 4, textAlign: "center" }}>
          <Box
            sx={(theme) => ({
              width: 48,
              height: 48,
              mx: "auto",
              mb: 1.5,
              borderRadius: "50%",
              display: "grid",
              placeItems: "center",
              color: theme.palette.success.main,
              bgcolor: theme.alpha(theme.palette.success.main, 0.1),
            })}
          >
            <NotificationsActiveOutlined aria-hidden />
          </Box>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            You're all caught up
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
            Budget alerts, goal reminders and unusual spending will show up
            here.
          </Typography>
        </Box>
      </Popover>
    </>
  );
}
