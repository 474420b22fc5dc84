import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";

interface SectionCardProps {
  /** The section's heading (an h2 in the page's outline). */
  title: string;
  /** A line under the heading that says how to read what follows. */
  note?: ReactNode;
  children: ReactNode;
}

/** A card that is a named section of its page: the overviews and summaries above a list. */
export function SectionCard({ title, note, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2.5, md: 3 }, mb: 3 }}
    >
      <Typography
        id={titleId}
        variant="subtitle2"
        component="h2"
        sx={{ color: "text.secondary", mb: note === undefined ? 2 : 0.5 }}
      >
        {title}
      </Typography>
      {note !== undefined && (
        <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
          {note}
        </Typography>
      )}
      {children}
    </Card>
  );
}
