import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** Usually the button that fills the empty list. */
  action?: ReactNode;
  /** The title's heading level: h2 on a page, h3 inside a section that has its own h2. */
  headingLevel?: "h2" | "h3";
}

/** What a list shows when it has nothing to show, and how to change that. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = "h2",
}: EmptyStateProps) {
  return (
    <Box
      sx={{
        textAlign: "center",
        px: 3,
        py: { xs: 6, md: 8 },
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
      }}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 56,
          height: 56,
          mb: 2,
          borderRadius: "50%",
          display: "grid",
          placeItems: "center",
          color: theme.palette.primary.main,
          bgcolor: theme.alpha(theme.palette.primary.main, 0.1),
        })}
      >
        {icon}
      </Box>
      <Typography variant="h6" component={headingLevel}>
        {title}
      </Typography>
      <Typography
        variant="body2"
        sx={{ color: "text.secondary", mt: 0.75, maxWidth: 380 }}
      >
        {description}
      </Typography>
      {action !== undefined && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}
