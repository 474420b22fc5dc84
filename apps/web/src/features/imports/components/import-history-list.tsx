import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import { errorMessageOf } from "../../../shared/api-client";
import { useNotify } from "../../../shared/ui/notifier";
import { useDiscardPreview } from "../api/import-mutations";
import type { ImportHistoryItem } from "../api/import-queries";
import { ImportHistoryRow } from "./import-history-row";

interface ImportHistoryListProps {
  items: readonly ImportHistoryItem[];
  onUndo: (item: ImportHistoryItem) => void;
}

/** The imports, newest first; a preview nobody imported can be discarded at once. */
export function ImportHistoryList({ items, onUndo }: ImportHistoryListProps) {
  const discard = useDiscardPreview();
  const notify = useNotify();
  return (
    <Card>
      <Box
        component="ul"
        aria-label="Imports"
        sx={{ m: 0, p: 0, listStyle: "none" }}
      >
        {items.map((item) => (
          <ImportHistoryRow
            key={item.id}
            item={item}
            onUndo={onUndo}
            isDiscarding={discard.isPending && discard.variables === item.id}
            onDiscard={({ id }) => {
              discard.mutate(id, {
                onSuccess: () => {
                  notify.success("Preview discarded");
                },
                onError: (error) => {
                  notify.error(
                    errorMessageOf(error, "Failed to discard the preview"),
                  );
                },
              });
            }}
          />
        ))}
      </Box>
    </Card>
  );
}
