import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

interface PageHeaderProps {
  title: string;
  subtitle?: string | undefined;
  /** Buttons aligned to the right of the title, stacked under it on small screens. */
  actions?: ReactNode;
}

/** The heading block every page starts with: one h1, an optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        display: "flex",
        flexDirection: { xs: "column", sm: "row" },
        alignItems: { xs: "flex-start", sm: "flex-end" },
        justifyContent: "space-between",
        gap: 2,
        mb: { xs: 3, md: 4 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
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
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
          {actions}
        </Box>
      )}
    </Box>
  );
}
