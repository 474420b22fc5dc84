import TableCell from "@mui/material/TableCell";
import type { ReactNode } from "react";

/** A cell right-aligned for an amount. */
export function NumericCell({ children }: { children: ReactNode }) {
  return <TableCell align="right">{children}</TableCell>;
}
