import type { CommitImportResponse } from "@finch/contracts";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useId } from "react";
import type { SessionDialogProps } from "../../../shared/hooks/use-dialog-session";
import { useCommitImport } from "../api/import-mutations";
import { useImportWizard } from "../hooks/use-import-wizard";
import { useRowChoices } from "../hooks/use-row-choices";
import { useStepFocus } from "../hooks/use-step-focus";
import { FileStep } from "./file-step";
import { ImportDialogActions } from "./import-dialog-actions";
import { ImportStepper, STEP_LABELS } from "./import-stepper";
import { MappingStep } from "./mapping-step";
import { ReviewStep } from "./review-step";

/** Where the wizard was opened: an account card's menu names the account the rows go to. */
export interface ImportTarget {
  accountId: number;
}

interface ImportDialogProps extends SessionDialogProps<ImportTarget> {
  /** After the commit, with what it wrote: the host says so and offers Undo. */
  onImported: (result: CommitImportResponse) => void;
}

/**
 * The statement import wizard (docs/design/imports.md §5): choose a file → map a CSV file's
 * columns → review the rows → import. Full screen on a phone, a large dialog on wider screens.
 */
export function ImportDialog({
  open,
  item,
  onClose,
  onImported,
}: ImportDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const titleId = useId();
  const wizard = useImportWizard(item?.accountId);
  const choices = useRowChoices(wizard.preview, wizard.rowsVersion);
  const commit = useCommitImport();
  const { step, preview, file, upload } = wizard;
  const { content, stepBox } = useStepFocus(step);
  const accountId = preview?.accountId ?? wizard.accountId;

  const close = () => {
    if (commit.isPending) return;
    wizard.abandon();
    onClose();
  };
  const runCommit = async () => {
    if (preview === undefined) return;
    let result: CommitImportResponse;
    try {
      result = await commit.mutateAsync({
        id: preview.id,
        accountId: preview.accountId === null ? accountId : undefined,
        ...choices.commitChoices(),
      });
    } catch {
      return; // the review's alert, or the account's field, says why
    }
    wizard.keep();
    onImported(result);
    onClose();
  };
  const options = preview?.options
    ? { ...preview.options, ...wizard.overrides }
    : undefined;
  const canGoOn =
    !upload.isPending &&
    !upload.isError &&
    (step !== "review" ||
      (choices.includedCount > 0 && accountId !== undefined));

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={isPhone}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Import statement</DialogTitle>
      <DialogContent ref={content} dividers>
        <ImportStepper
          step={step}
          hasMapping={preview === undefined || preview.format === "csv"}
        />
        <Box
          ref={stepBox}
          tabIndex={-1}
          role="group"
          aria-label={STEP_LABELS[step]}
          sx={{ outline: "none" }}
        >
          {step === "file" && (
            <FileStep
              accountId={wizard.accountId}
              onAccountChange={wizard.chooseAccount}
              file={file}
              onFile={(chosen) => void wizard.chooseFile(chosen)}
              isReading={upload.isPending}
              isTooLarge={wizard.isTooLarge}
              error={upload.error}
            />
          )}
          {step === "mapping" && file && preview && options && (
            <MappingStep
              file={file}
              preview={preview}
              options={options}
              onChange={wizard.changeOptions}
              isReading={upload.isPending}
              error={upload.error}
            />
          )}
          {step === "review" && preview && (
            <ReviewStep
              preview={preview}
              accountId={wizard.accountId}
              onAccountChange={wizard.changeAccount}
              onStatementChange={wizard.changeStatement}
              choices={choices}
              isReading={upload.isPending}
              error={commit.error ?? upload.error}
            />
          )}
        </Box>
      </DialogContent>
      <ImportDialogActions
        step={step}
        onCancel={close}
        onBack={() => {
          commit.reset();
          wizard.goTo(step === "review" && options ? "mapping" : "file");
        }}
        onNext={() => {
          wizard.goTo("review");
        }}
        canGoOn={canGoOn}
        onCommit={() => void runCommit()}
        isCommitting={commit.isPending}
        includedCount={choices.includedCount}
      />
    </Dialog>
  );
}
