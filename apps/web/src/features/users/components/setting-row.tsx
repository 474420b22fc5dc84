import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

interface SettingRowProps {
  title: string;
  description: ReactNode;
  /** The row's button(s). */
  action: ReactNode;
}

/** A setting: its name and what it does on the left, its control on the right (stacked on phones). */
export function SettingRow({ title, description, action }: SettingRowProps) {
  return (
    <Box
      sx={{
        display: "flex",
        flexDirection: { xs: "column", sm: "row" },
        alignItems: { xs: "stretch", sm: "center" },
        justifyContent: "space-between",
        gap: 1.5,
        py: 1.5,
        "& + &": { borderTop: 1, borderColor: "divider" },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {description}
        </Typography>
      </Box>
      <Box sx={{ flexShrink: 0, display: "flex", gap: 1, flexWrap: "wrap" }}>
        {action}
      </Box>
    </Box>
  );
}
