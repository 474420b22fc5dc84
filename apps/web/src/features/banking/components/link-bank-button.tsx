import AddLink from "@mui/icons-material/AddLink";
import Button from "@mui/material/Button";
import { useNotify } from "../../../shared/ui/notifier";
import { useBankLink } from "../hooks/use-bank-link";
import { BankLinkFlow } from "./bank-link-flow";

/** The accounts page's Link Bank Account button and the whole link flow behind it. */
export function LinkBankButton() {
  const notify = useNotify();
  const link = useBankLink();
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
        onError={notify.error}
      />
    </>
  );
}
