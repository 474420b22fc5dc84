import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";

interface ErrorSnackbarProps {
  /** The text to show; `undefined` hides the snackbar. */
  message: string | undefined;
  onClose: () => void;
}

/** A failed bank action ('Failed to sync transactions'), for a while or until dismissed. */
export function ErrorSnackbar({ message, onClose }: ErrorSnackbarProps) {
  return (
    <Snackbar
      key={message}
      open={message !== undefined}
      autoHideDuration={8000}
      onClose={(_event, reason) => {
        if (reason !== "clickaway") onClose();
      }}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      <Alert
        severity="error"
        variant="filled"
        onClose={onClose}
        sx={{ width: "100%", boxShadow: 3 }}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
