import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";

interface StatCardProps {
  title: string;
  /** The figure, already formatted. */
  value: ReactNode;
  caption: string;
  icon: ReactNode;
  /** A badge beside the caption, such as the month-over-month trend. */
  badge?: ReactNode;
}

/** One of the dashboard's four summary cards: a title, a figure, a caption and an icon. */
export function StatCard({
  title,
  value,
  caption,
  icon,
  badge,
}: StatCardProps) {
  const titleId = useId();
  return (
    // A named group inside the Summary region, not a region itself: a landmark each would
    // crowd the landmarks list, and "Savings Goals" would name two of them (card and panel).
    <Card
      role="group"
      aria-labelledby={titleId}
      sx={{ p: 2.5, display: "flex", flexDirection: "column", gap: 1.5 }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 40,
            height: 40,
            borderRadius: 2.5,
            display: "grid",
            placeItems: "center",
            color: theme.palette.primary.main,
            bgcolor: theme.alpha(theme.palette.primary.main, 0.1),
          })}
        >
          {icon}
        </Box>
        <Typography
          id={titleId}
          variant="subtitle2"
          component="h2"
          sx={{ color: "text.secondary" }}
        >
          {title}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>{value}</Box>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          flexWrap: "wrap",
          gap: 1,
          minHeight: 24,
        }}
      >
        {badge}
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {caption}
        </Typography>
      </Box>
    </Card>
  );
}
