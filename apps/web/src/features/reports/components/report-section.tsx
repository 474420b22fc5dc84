import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";

interface ReportSectionProps {
  /** The report's heading: an h2, and the name of its region. */
  title: string;
  /** How to read the report, under the heading. */
  subtitle: string;
  /** The report's buttons (Download CSV). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One report of the page: a named region with its heading, buttons and content. */
export function ReportSection({
  title,
  subtitle,
  actions,
  children,
}: ReportSectionProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
    >
      <Box
        component="header"
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "flex-start",
          justifyContent: "space-between",
          gap: 1.5,
          mb: 2.5,
        }}
      >
        <Box sx={{ flex: "1 1 240px", minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
            {subtitle}
          </Typography>
        </Box>
        {actions !== undefined && (
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
            {actions}
          </Box>
        )}
      </Box>
      {children}
    </Card>
  );
}
