import type { Cents } from "@finch/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";
import { MoneyText, type MoneyTone } from "../../../shared/ui/money-text";

/** One labelled figure: an amount, or a text such as a percentage. */
export interface ReportFigure {
  label: string;
  cents?: Cents;
  tone?: MoneyTone;
  /** Shown instead of an amount. */
  text?: ReactNode;
  /** A line under the figure: when it was measured. */
  caption?: string;
}

/** A row of labelled figures (a report's totals); each one is a group named by its label. */
export function ReportFigures({
  figures,
}: {
  figures: readonly ReportFigure[];
}) {
  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: {
          xs: "repeat(2, minmax(0, 1fr))",
          md: `repeat(${String(figures.length)}, minmax(0, 1fr))`,
        },
        gap: { xs: 2, md: 3 },
        mb: 3,
      }}
    >
      {figures.map((figure) => (
        <Figure key={figure.label} figure={figure} />
      ))}
    </Box>
  );
}

function Figure({ figure }: { figure: ReportFigure }) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ minWidth: 0 }}>
      <Typography
        id={labelId}
        variant="body2"
        sx={{ color: "text.secondary", mb: 0.25 }}
      >
        {figure.label}
      </Typography>
      {figure.cents === undefined ? (
        <Typography variant="h6" component="p">
          {figure.text}
        </Typography>
      ) : (
        <MoneyText
          cents={figure.cents}
          tone={figure.tone ?? "plain"}
          variant="h6"
          component="p"
        />
      )}
      {figure.caption !== undefined && (
        <Typography variant="caption" sx={{ color: "text.secondary" }}>
          {figure.caption}
        </Typography>
      )}
    </Box>
  );
}
