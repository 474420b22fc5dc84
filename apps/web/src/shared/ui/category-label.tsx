import AutoAwesomeOutlined from "@mui/icons-material/AutoAwesomeOutlined";
import RuleOutlined from "@mui/icons-material/RuleOutlined";
import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import {
  CATEGORY_LABELS,
  type Category,
  type CategorySource,
} from "@finch/domain";
import { SoftChip } from "./soft-chip";

interface CategoryLabelProps {
  category: Category;
  /** Where the category came from; a suggestion and a rule get a small mark. */
  source?: CategorySource;
  /** What follows the marks (the transactions page's Accept). */
  children?: ReactNode;
}

/**
 * A category's readable label (food_dining → Food & Dining) and, when it matters, where it came
 * from: a suggestion (a mark the person may accept) or a rule. The marks are images with a name,
 * which the browser also shows on hover.
 */
export function CategoryLabel({
  category,
  source,
  children,
}: CategoryLabelProps) {
  const chip = <SoftChip label={CATEGORY_LABELS[category]} colour="neutral" />;
  if (source !== "suggested" && source !== "rule" && children === undefined)
    return chip;
  return (
    <Box
      sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 0.5 }}
    >
      {chip}
      {source === "suggested" && (
        <AutoAwesomeOutlined
          titleAccess="Suggested category"
          sx={{ fontSize: 16, color: "secondary.main" }}
        />
      )}
      {source === "rule" && (
        <RuleOutlined
          titleAccess="Categorised by a rule"
          sx={{ fontSize: 16, color: "text.secondary" }}
        />
      )}
      {children}
    </Box>
  );
}
