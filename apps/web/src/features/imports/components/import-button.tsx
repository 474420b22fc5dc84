import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Button from "@mui/material/Button";
import { useDialogSession } from "../../../shared/hooks/use-dialog-session";
import { useImportedNotice } from "../hooks/use-imported-notice";
import { ImportDialog, type ImportTarget } from "./import-dialog";

/** The Import button of a page header, with the wizard it opens (the account matched from the file). */
export function ImportButton() {
  const session = useDialogSession<ImportTarget>();
  const onImported = useImportedNotice();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFileOutlined />}
        onClick={() => {
          session.open();
        }}
      >
        Import
      </Button>
      <ImportDialog
        key={session.key}
        {...session.dialogProps}
        onImported={onImported}
      />
    </>
  );
}
