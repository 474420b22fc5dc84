import { formatMoney, type Cents } from "@finch/domain";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import { MoneyText, type MoneyTone } from "../../../shared/ui/money-text";
import { useUserPreferences } from "../../../shared/user-preferences";

/**
 * An amount that opens the transactions behind it. Its name is the amount as written: the line
 * break hints inside a long figure (`<wbr>`) must not split it for a screen reader.
 */
export function MoneyLink({
  to,
  cents,
  tone = "plain",
}: {
  to: string;
  cents: Cents;
  tone?: MoneyTone;
}) {
  const { currency } = useUserPreferences();
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      color="inherit"
      aria-label={formatMoney(cents, currency)}
    >
      <MoneyText cents={cents} tone={tone} />
    </Link>
  );
}
