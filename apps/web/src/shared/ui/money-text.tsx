import type { Cents } from "@finch/domain";
import { formatMoney } from "@finch/domain";
import Typography from "@mui/material/Typography";
import type { TypographyProps } from "@mui/material/Typography";
import type { ElementType, ReactNode } from "react";
import { useUserPreferences } from "../user-preferences";

/**
 * `plain` keeps the text colour; `negative` turns amounts below zero red (balances);
 * `signed` also turns amounts above zero green (money in and out).
 */
export type MoneyTone = "plain" | "negative" | "signed";

interface MoneyTextProps {
  cents: Cents;
  tone?: MoneyTone;
  /** `always` writes '+' before amounts above zero, as '-' is written before those below. */
  signDisplay?: "auto" | "always";
  variant?: TypographyProps["variant"];
  component?: ElementType;
  fontWeight?: number;
}

/** An amount in the signed-in user's currency, in tabular digits so columns line up. */
export function MoneyText({
  cents,
  tone = "plain",
  signDisplay = "auto",
  variant = "body2",
  component = "span",
  fontWeight,
}: MoneyTextProps) {
  const { currency } = useUserPreferences();
  const text = formatMoney(cents, currency);
  return (
    <Typography
      variant={variant}
      component={component}
      sx={{
        fontVariantNumeric: "tabular-nums",
        fontFeatureSettings: '"tnum"',
        // A figure too wide for its place wraps after a thousands separator; failing that, one
        // wider than its whole line breaks where it must, but it never overlaps its neighbours.
        overflowWrap: "break-word",
        color: colorOf(cents, tone),
        fontWeight,
      }}
    >
      {withGroupBreaks(
        signDisplay === "always" && cents > 0 ? `+${text}` : text,
      )}
    </Typography>
  );
}

/**
 * '$1,000,000,000.00' → '$1,', <wbr>, '000,', <wbr>, … : the only places a figure may wrap are
 * after its group separators, so it reads '$1,000,000,' / '000.00', never '$1,0' / '00,…'. The
 * text stays whole for copying, screen readers and text queries (wbr adds no characters).
 */
function withGroupBreaks(text: string): ReactNode[] {
  return text
    .split(/(?<=\d,)(?=\d)/)
    .flatMap((part, index) =>
      index === 0 ? [part] : [<wbr key={index} />, part],
    );
}

function colorOf(cents: Cents, tone: MoneyTone): string | undefined {
  if (tone === "plain") return undefined;
  if (cents < 0) return "error.main";
  return tone === "signed" && cents > 0 ? "success.main" : undefined;
}
