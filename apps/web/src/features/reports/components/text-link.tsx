import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";

/** A text (a period, a category) that opens the transactions behind its row. */
export function TextLink({ to, children }: { to: string; children: string }) {
  return (
    <Link component={RouterLink} to={to} underline="hover">
      {children}
    </Link>
  );
}
