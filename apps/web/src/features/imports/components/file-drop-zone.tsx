import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useId, useRef, useState, type DragEvent } from "react";

/** The statement files the server reads (docs/design/imports.md §1), by their usual endings. */
const ACCEPTED_FILES =
  ".csv,.txt,.ofx,.qfx,.qif,.xml,.sta,.mt940,.940,.052,.053";

interface FileDropZoneProps {
  onFile: (file: File) => void;
  /** Why the last file could not be read. */
  error: string | undefined;
  isDisabled: boolean;
}

/**
 * Where a statement is dropped, or chosen with the 'Choose a file' button (the keyboard's way
 * in): a native drop target over a hidden file input, no library.
 */
export function FileDropZone({ onFile, error, isDisabled }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file !== undefined && !isDisabled) onFile(file);
  };
  const over = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(true);
  };
  return (
    <Box
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={() => {
        setIsOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setIsOver(false);
        take(event.dataTransfer.files);
      }}
      sx={(theme) => ({
        border: 2,
        borderStyle: "dashed",
        borderRadius: 2,
        borderColor: zoneColour(error, isOver),
        bgcolor: isOver
          ? theme.alpha(theme.palette.primary.main, 0.06)
          : "transparent",
        px: { xs: 2, sm: 4 },
        py: { xs: 4, sm: 6 },
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        gap: 1.5,
        textAlign: "center",
      })}
    >
      <UploadFileOutlined color="primary" sx={{ fontSize: 40 }} />
      <Typography variant="subtitle1" component="p">
        Drop a statement file here
      </Typography>
      <Typography id={hintId} variant="body2" sx={{ color: "text.secondary" }}>
        CSV, OFX, QFX, QIF, CAMT.053 or MT940, up to 50 MB
      </Typography>
      <Button
        variant="contained"
        disabled={isDisabled}
        aria-describedby={error === undefined ? hintId : `${hintId} ${errorId}`}
        onClick={() => input.current?.click()}
      >
        Choose a file
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPTED_FILES}
        aria-label="Statement file"
        onChange={(event) => {
          const { files } = event.target;
          take(files);
          // Choosing the same file again (after fixing it) must still be noticed.
          event.target.value = "";
        }}
      />
      {error !== undefined && (
        <Typography id={errorId} role="alert" variant="body2" color="error">
          {error}
        </Typography>
      )}
    </Box>
  );
}

function zoneColour(error: string | undefined, isOver: boolean): string {
  if (error !== undefined) return "error.main";
  return isOver ? "primary.main" : "divider";
}
