import Alert, { type AlertColor } from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import {
  createContext,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from "react";

/** A button in a notice ('Undo'). */
export interface NoticeAction {
  label: string;
  onClick: () => void;
}

/** Tells the user what just happened: a success, a failure or a plain fact. */
export interface Notify {
  success: (message: string, action?: NoticeAction) => void;
  error: (message: string) => void;
  info: (message: string) => void;
}

interface Notice {
  id: number;
  message: string;
  severity: AlertColor;
  action: NoticeAction | undefined;
}

/** How long each kind stays: failures and notices with an action longer. */
const DURATION_MS: Record<AlertColor, number> = {
  success: 5_000,
  info: 6_000,
  warning: 8_000,
  error: 8_000,
};

const NotifierContext = createContext<Notify | null>(null);

/**
 * The one notifier of the app: a snackbar at the bottom that any page or component fills through
 * `useNotify()` ('Account created successfully!', 'Failed to sync transactions'). A new notice
 * replaces the one showing and restarts the timer.
 */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice>();
  const notify = useMemo<Notify>(() => {
    const show =
      (severity: AlertColor) => (message: string, action?: NoticeAction) => {
        setNotice((current) => ({
          id: (current?.id ?? 0) + 1,
          message,
          severity,
          action,
        }));
      };
    return {
      success: show("success"),
      error: show("error"),
      info: show("info"),
    };
  }, []);
  const close = () => {
    setNotice(undefined);
  };
  return (
    <NotifierContext.Provider value={notify}>
      {children}
      <Snackbar
        key={notice?.id}
        open={notice !== undefined}
        autoHideDuration={
          notice
            ? DURATION_MS[notice.severity] + (notice.action ? 5_000 : 0)
            : null
        }
        onClose={(_event, reason) => {
          if (reason !== "clickaway") close();
        }}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert
          severity={notice?.severity ?? "success"}
          variant="filled"
          onClose={close}
          action={
            notice?.action && (
              <NoticeButton action={notice.action} onDone={close} />
            )
          }
          sx={{ width: "100%", boxShadow: 3 }}
        >
          {notice?.message}
        </Alert>
      </Snackbar>
    </NotifierContext.Provider>
  );
}

/** The notifier of the nearest `NotifierProvider`. */
export function useNotify(): Notify {
  const notify = useContext(NotifierContext);
  if (notify === null)
    throw new Error("useNotify must be used inside NotifierProvider");
  return notify;
}

function NoticeButton({
  action,
  onDone,
}: {
  action: NoticeAction;
  onDone: () => void;
}) {
  return (
    <Button
      color="inherit"
      size="small"
      onClick={() => {
        action.onClick();
        onDone();
      }}
    >
      {action.label}
    </Button>
  );
}
