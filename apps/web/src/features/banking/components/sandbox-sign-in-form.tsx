import { SANDBOX_CREDENTIALS } from "@finch/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";

interface SandboxSignInFormProps {
  institutionName: string;
  isPending: boolean;
  error: string | undefined;
  onBack: (() => void) | undefined;
  onSubmit: (credentials: { username: string; password: string }) => void;
}

/** The sign-in step: the bank's login, with the sandbox's test credentials shown. */
export function SandboxSignInForm({
  institutionName,
  isPending,
  error,
  onBack,
  onSubmit,
}: SandboxSignInFormProps) {
  const [username, setUsername] = useState<string>(
    SANDBOX_CREDENTIALS.good.username,
  );
  const [password, setPassword] = useState<string>(
    SANDBOX_CREDENTIALS.good.password,
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ username, password });
      }}
    >
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        Sign in to {institutionName}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        Sandbox test credentials:{" "}
        <strong>{SANDBOX_CREDENTIALS.good.username}</strong> /{" "}
        <strong>{SANDBOX_CREDENTIALS.good.password}</strong> for a steady
        history, or <strong>{SANDBOX_CREDENTIALS.dynamic.username}</strong> with
        any password for new activity on every sync.
      </Alert>
      {error !== undefined && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack spacing={2}>
        <TextField
          label="Username"
          value={username}
          autoComplete="off"
          onChange={(event) => {
            setUsername(event.target.value);
          }}
          disabled={isPending}
          fullWidth
        />
        <TextField
          label="Password"
          type="password"
          value={password}
          autoComplete="off"
          onChange={(event) => {
            setPassword(event.target.value);
          }}
          disabled={isPending}
          fullWidth
        />
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: "flex-end", mt: 3 }}
      >
        {onBack && (
          <Button color="inherit" onClick={onBack} disabled={isPending}>
            Back
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={isPending}>
          {isPending ? "Connecting..." : "Connect"}
        </Button>
      </Stack>
    </Box>
  );
}
