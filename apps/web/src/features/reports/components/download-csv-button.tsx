import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import Button from "@mui/material/Button";
import { csvBlob, type CsvRows } from "../../../shared/csv";
import { saveFile } from "../../../shared/save-file";

interface DownloadCsvButtonProps {
  /** The file's name, `.csv` included. */
  fileName: string;
  /** The rows, built when the button is pressed (the header first). */
  rows: () => CsvRows;
  isDisabled?: boolean;
}

/** Saves what a report shows as a CSV file, built in the browser from the report's figures. */
export function DownloadCsvButton({
  fileName,
  rows,
  isDisabled = false,
}: DownloadCsvButtonProps) {
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadOutlined />}
      disabled={isDisabled}
      onClick={() => {
        saveFile(csvBlob(rows()), fileName);
      }}
    >
      Download CSV
    </Button>
  );
}
