import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";

interface SuccessSnackbarProps {
  /** The contract's success text; `undefined` hides the snackbar. */
  message: string | undefined;
  onClose: () => void;
}

/** Confirms a completed write ('Account created successfully!') for a few seconds. */
export function SuccessSnackbar({ message, onClose }: SuccessSnackbarProps) {
  return (
    <Snackbar
      // A new message restarts the timer even when the previous one is still showing.
      key={message}
      open={message !== undefined}
      autoHideDuration={5000}
      onClose={(_event, reason) => {
        if (reason !== "clickaway") onClose();
      }}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      <Alert
        severity="success"
        variant="filled"
        onClose={onClose}
        sx={{ width: "100%", boxShadow: 3 }}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
