import { SoftChip } from "../../../shared/ui/soft-chip";

/** docs/product.md §4: a pending transaction shows Pending, any other Completed. */
export function TransactionStatusChip({ isPending }: { isPending: boolean }) {
  return isPending ? (
    <SoftChip label="Pending" colour="warning" />
  ) : (
    <SoftChip label="Completed" colour="success" />
  );
}
