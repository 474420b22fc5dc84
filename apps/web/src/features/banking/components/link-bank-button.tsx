import AddLink from "@mui/icons-material/AddLink";
import Button from "@mui/material/Button";
import { useState } from "react";
import { SuccessSnackbar } from "../../../shared/ui/success-snackbar";
import { useBankLink } from "../hooks/use-bank-link";
import { BankLinkFlow } from "./bank-link-flow";
import { ErrorSnackbar } from "./error-snackbar";

/** The accounts page's Link Bank Account button and the whole link flow behind it. */
export function LinkBankButton() {
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<string>();
  const link = useBankLink({ onMessage: setMessage, onError: setError });
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddLink />}
        disabled={link.isStarting}
        onClick={() => {
          link.start();
        }}
      >
        Link Bank Account
      </Button>
      <BankLinkFlow
        session={link.session}
        isFinishing={link.isFinishing}
        finish={link.finish}
        close={link.close}
        onError={setError}
      />
      <SuccessSnackbar
        message={message}
        onClose={() => {
          setMessage(undefined);
        }}
      />
      <ErrorSnackbar
        message={error}
        onClose={() => {
          setError(undefined);
        }}
      />
    </>
  );
}
