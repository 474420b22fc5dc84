import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";

/** A titled part of a wizard step ('Columns', 'Formats'), a region named by its title. */
export function StepSection({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography
        id={titleId}
        variant="subtitle2"
        component="h3"
        sx={{ color: "text.secondary", mb: 1.5 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * One column of a step's parts. `minmax(0, 1fr)`: a wide table scrolls inside its own box at
 * 390 px instead of widening the column, and with it the dialog, past the screen.
 */
export const stackSx = {
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
} as const;
