import type { CommitImportResponse } from "@finch/contracts";
import { errorMessageOf } from "../../../shared/api-client";
import { useNotify } from "../../../shared/ui/notifier";
import { useUndoImport } from "../api/import-mutations";
import { importedText } from "../components/import-texts";

/**
 * Says what a commit wrote ('Imported 12 transactions') with an Undo that removes the batch
 * again. Used by whatever hosts the wizard, which outlives the dialog the notice follows.
 */
export function useImportedNotice(): (result: CommitImportResponse) => void {
  const notify = useNotify();
  const undo = useUndoImport();
  return (result) => {
    notify.success(importedText(result.imported), {
      label: "Undo",
      onClick: () => {
        // mutateAsync, not mutate with callbacks: those are dropped if the host unmounts first.
        void undo.mutateAsync(result.id).then(
          () => {
            notify.success("Import undone");
          },
          (error: unknown) => {
            notify.error(errorMessageOf(error, "Failed to undo the import"));
          },
        );
      },
    });
  };
}
