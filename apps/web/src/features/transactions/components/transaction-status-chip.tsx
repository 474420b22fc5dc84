import { SoftChip } from "../../../shared/ui/soft-chip";

/**
 * docs/product.md §4: a pending transaction shows Pending, any other Completed; one dated after
 * today shows Upcoming (it counts nowhere until its day, docs/glossary.md).
 */
export function TransactionStatusChip({
  isPending,
  isUpcoming,
}: {
  isPending: boolean;
  isUpcoming: boolean;
}) {
  if (isUpcoming) return <SoftChip label="Upcoming" colour="info" />;
  return isPending ? (
    <SoftChip label="Pending" colour="warning" />
  ) : (
    <SoftChip label="Completed" colour="success" />
  );
}
