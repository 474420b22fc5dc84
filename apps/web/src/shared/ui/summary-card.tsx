import type { Cents } from "@finch/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { MoneyTone } from "./money-text";
import { MoneyText } from "./money-text";
import { SectionCard } from "./section-card";

/** One labelled total of a summary. */
export interface SummaryFigure {
  label: string;
  cents: Cents;
  tone?: MoneyTone;
}

interface SummaryCardProps {
  title: string;
  figures: readonly SummaryFigure[];
}

/** A titled row of totals (Account Summary, Transaction Summary); each figure is a named group. */
export function SummaryCard({ title, figures }: SummaryCardProps) {
  return (
    <SectionCard title={title}>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: {
            xs: "1fr",
            sm: `repeat(${String(figures.length)}, 1fr)`,
          },
          gap: { xs: 2, sm: 3 },
        }}
      >
        {figures.map((figure, index) => (
          <Figure key={figure.label} {...figure} isFirst={index === 0} />
        ))}
      </Box>
    </SectionCard>
  );
}

function Figure({
  label,
  cents,
  tone = "plain",
  isFirst,
}: SummaryFigure & { isFirst: boolean }) {
  const labelId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{
        minWidth: 0,
        pl: { sm: isFirst ? 0 : 3 },
        borderLeft: { sm: isFirst ? 0 : 1 },
        borderColor: { sm: "divider" },
      }}
    >
      <Typography
        id={labelId}
        variant="body2"
        sx={{ color: "text.secondary", mb: 0.5 }}
      >
        {label}
      </Typography>
      <MoneyText cents={cents} tone={tone} variant="h5" component="p" />
    </Box>
  );
}
