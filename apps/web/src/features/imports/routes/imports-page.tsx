import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CircularProgress from "@mui/material/CircularProgress";
import { useDialogSession } from "../../../shared/hooks/use-dialog-session";
import { EmptyState } from "../../../shared/ui/empty-state";
import { useNotify } from "../../../shared/ui/notifier";
import { PageHeader } from "../../../shared/ui/page-header";
import { QueryErrorAlert } from "../../../shared/ui/query-error-alert";
import type { ImportHistoryItem } from "../api/import-queries";
import { useImports } from "../api/import-queries";
import { ImportButton } from "../components/import-button";
import { ImportHistoryList } from "../components/import-history-list";
import { UndoImportDialog } from "../components/undo-import-dialog";

/** The import history (docs/design/imports.md §5): each statement imported, with Undo per batch. */
export function ImportsPage() {
  const imports = useImports();
  const undoing = useDialogSession<ImportHistoryItem>();
  const notify = useNotify();
  const items = imports.data;
  return (
    <>
      <PageHeader
        title="Imports"
        subtitle="The statements you imported, newest first. Undo removes a batch's transactions."
        actions={<ImportButton />}
      />
      <QueryErrorAlert query={imports} fallback="Failed to load imports" />
      {imports.isPending && (
        <Box sx={{ display: "grid", placeItems: "center", py: 10 }}>
          <CircularProgress aria-label="Loading imports" />
        </Box>
      )}
      {items?.length === 0 && (
        <Card>
          <EmptyState
            icon={<UploadFileOutlined />}
            title="No imports yet"
            description="Import a bank statement (CSV, OFX, QIF, CAMT or MT940) to bring in its transactions at once."
          />
        </Card>
      )}
      {items !== undefined && items.length > 0 && (
        <ImportHistoryList items={items} onUndo={undoing.open} />
      )}
      <UndoImportDialog
        key={undoing.key}
        {...undoing.dialogProps}
        onUndone={notify.success}
      />
    </>
  );
}
