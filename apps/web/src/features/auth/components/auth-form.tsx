import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { ReactNode, SyntheticEvent } from "react";
import { errorMessageOf } from "../../../shared/api-client";

interface AuthFormProps {
  /** The sign-in or sign-up request, as TanStack Query reports it. */
  mutation: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    reset: () => void;
  };
  /** The contract's text when the server gives no detail ('Login failed. Please try again.'). */
  fallback: string;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
  /** The button's text, and its text while the request runs. */
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}

/** The form of /login and /register: the failure in a dismissible alert, the fields, one button. */
export function AuthForm({
  mutation,
  fallback,
  onSubmit,
  submitLabel,
  pendingLabel,
  children,
}: AuthFormProps) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: "flex", flexDirection: "column", gap: 2.5 }}
    >
      {mutation.isError && (
        <Alert
          severity="error"
          onClose={() => {
            mutation.reset();
          }}
        >
          {errorMessageOf(mutation.error, fallback)}
        </Alert>
      )}
      {children}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={mutation.isPending}
        sx={{ mt: 0.5 }}
      >
        {mutation.isPending ? pendingLabel : submitLabel}
      </Button>
    </Box>
  );
}
