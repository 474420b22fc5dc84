import { useRef, useState } from "react";
import { useDiscardPreview, useUploadStatement } from "../api/import-mutations";
import type { CsvOptions, StatementPreview } from "../api/import-preview";

/** Where the wizard stands: choosing the file, mapping a CSV file's columns, reviewing rows. */
export type WizardStep = "file" | "mapping" | "review";

/** The server's upload limit (docs/design/imports.md §4), checked before sending a byte. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** Options that change how the table is cut into columns: the column choices start over. */
const LAYOUT_OPTIONS = ["delimiter", "hasHeader", "skipLines"] as const;

/**
 * The import wizard's state: the file, the account, the CSV options the person set, and the
 * preview the server answered for them. Every change of account or option asks the server again
 * with the same file; the newest answer wins, and each preview it replaces is discarded, so the
 * history keeps only the one the person is looking at.
 */
export function useImportWizard(initialAccountId: number | undefined) {
  const upload = useUploadStatement();
  const discard = useDiscardPreview();
  const [step, setStep] = useState<WizardStep>("file");
  const [file, setFile] = useState<File>();
  const [accountId, setAccountId] = useState(initialAccountId);
  const [statement, setStatement] = useState<number>();
  const [overrides, setOverrides] = useState<Partial<CsvOptions>>({});
  const [preview, setPreview] = useState<StatementPreview>();
  const [tooLarge, setTooLarge] = useState(false);
  // Another file or other options make other rows; another account only judges them again.
  const [rowsVersion, setRowsVersion] = useState(0);
  // Refs, not state: an answer arriving after a newer request, or after closing, checks them.
  const latestRequest = useRef(0);
  const shownId = useRef<number>(undefined);

  const forget = (id: number | undefined) => {
    // A preview left behind is only clutter (the server deletes it after a day): a failed
    // discard is not worth interrupting the person for.
    if (id !== undefined) discard.mutate(id, { onError: () => undefined });
  };
  const read = async (
    chosenFile: File,
    chosenAccount: number | undefined,
    options: Partial<CsvOptions>,
    chosenStatement = statement,
  ): Promise<StatementPreview | undefined> => {
    const request = ++latestRequest.current;
    let answer: StatementPreview;
    try {
      answer = await upload.mutateAsync({
        file: chosenFile,
        accountId: chosenAccount,
        statement: chosenStatement,
        options,
      });
    } catch {
      return undefined; // `upload.error` shows why, beside the field it names
    }
    if (request !== latestRequest.current) {
      forget(answer.id);
      return undefined;
    }
    forget(shownId.current);
    shownId.current = answer.id;
    setPreview(answer);
    return answer;
  };

  return {
    step,
    file,
    accountId,
    preview,
    /** The CSV options the person set, over those the preview used. */
    overrides,
    /** Changes when the rows may differ (file, options), not when only the account does. */
    rowsVersion,
    upload,
    isTooLarge: tooLarge,
    chooseAccount: setAccountId,
    chooseFile: async (chosen: File) => {
      startOver();
      setFile(chosen);
      setTooLarge(chosen.size > MAX_FILE_BYTES);
      if (chosen.size > MAX_FILE_BYTES) return;
      const answer = await read(chosen, accountId, {}, undefined);
      if (answer !== undefined)
        setStep(answer.format === "csv" ? "mapping" : "review");
    },
    changeOptions: (change: Partial<CsvOptions>) => {
      if (file === undefined) return;
      const next = { ...overrides, ...change };
      if (LAYOUT_OPTIONS.some((name) => name in change)) delete next.columns;
      setOverrides(next);
      setRowsVersion((version) => version + 1);
      void read(file, accountId, next);
    },
    /** In the review, for a file of several accounts: one account's rows, or (undefined) all. */
    changeStatement: (chosen: number | undefined) => {
      setStatement(chosen);
      setRowsVersion((version) => version + 1);
      if (file !== undefined) void read(file, accountId, overrides, chosen);
    },
    /** In the review: the rows are matched against the chosen account's transactions again. */
    changeAccount: (chosen: number) => {
      setAccountId(chosen);
      if (file !== undefined) void read(file, chosen, overrides);
    },
    goTo: (next: WizardStep) => {
      if (next === "file") startOver();
      setStep(next);
    },
    /** The preview was committed: it is the person's import now, never discarded. */
    keep: () => {
      latestRequest.current++;
      shownId.current = undefined;
    },
    /** Closing without importing: what was read is thrown away. */
    abandon: startOver,
  };

  function startOver() {
    latestRequest.current++;
    forget(shownId.current);
    shownId.current = undefined;
    setPreview(undefined);
    setFile(undefined);
    setStatement(undefined);
    setOverrides({});
    setRowsVersion((version) => version + 1);
    upload.reset();
  }
}
