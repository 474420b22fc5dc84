import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

interface PageHeaderProps {
  title: string;
  subtitle?: string | undefined;
  /** Buttons to the right of the title, or below it when they do not fit beside it. */
  actions?: ReactNode;
}

/** The heading block every page starts with: one h1, an optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Box
      component="header"
      // One row while the title (at least 320 px) and every action fit; otherwise the actions
      // move below the title together, and wrap among themselves only when alone on a row.
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "flex-end",
        justifyContent: "space-between",
        gap: 2,
        mb: { xs: 3, md: 4 },
      }}
    >
      <Box sx={{ flex: "1 1 320px", minWidth: 0 }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {subtitle !== undefined && (
          <Typography
            variant="body1"
            sx={{ color: "text.secondary", mt: 0.75 }}
          >
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions !== undefined && (
        <Box
          sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, flex: "0 1 auto" }}
        >
          {actions}
        </Box>
      )}
    </Box>
  );
}
