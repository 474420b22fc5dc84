import type { Category } from "@finch/domain";
import { CATEGORY_LABELS } from "@finch/domain";
import { SoftChip } from "../../../shared/ui/soft-chip";

/** A category's readable label (food_dining → Food & Dining). */
export function CategoryChip({ category }: { category: Category }) {
  return <SoftChip label={CATEGORY_LABELS[category]} colour="neutral" />;
}
