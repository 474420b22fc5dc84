import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";

interface DashboardPanelProps {
  title: string;
  /** A button at the right of the title (View All). */
  action?: ReactNode;
  /** The contract's two lines, shown instead of the content while it has nothing to show. */
  empty?: { title: string; hint: string; isEmpty: boolean };
  children: ReactNode;
}

/** A titled panel of the dashboard. */
export function DashboardPanel({
  title,
  action,
  empty,
  children,
}: DashboardPanelProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 2.5 }, display: "flex", flexDirection: "column" }}
    >
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 1,
          mb: 1.5,
          minHeight: 32,
        }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {empty?.isEmpty === true ? (
        <PanelEmpty title={empty.title} hint={empty.hint} />
      ) : (
        children
      )}
    </Card>
  );
}

/** A panel's empty state: two lines, the contract's texts. */
export function PanelEmpty({ title, hint }: { title: string; hint: string }) {
  return (
    <Box sx={{ textAlign: "center", py: 4, px: 2 }}>
      <Typography variant="subtitle1">{title}</Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
        {hint}
      </Typography>
    </Box>
  );
}
