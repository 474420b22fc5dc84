import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/** The fields of a form dialog, one under the other. */
export function FormFields({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5, pt: 1 }}>
      {children}
    </Box>
  );
}

/** Fields side by side in two columns; one column on a phone. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
        gap: 2.5,
      }}
    >
      {children}
    </Box>
  );
}
