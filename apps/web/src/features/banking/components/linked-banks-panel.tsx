import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import { Fragment, useState } from "react";
import { useBankItems, type BankItem } from "../api/banking-queries";
import { useNotify } from "../../../shared/ui/notifier";
import { useBankLink } from "../hooks/use-bank-link";
import { BankLinkFlow } from "./bank-link-flow";
import { LinkedBankRow } from "./linked-bank-row";
import { UnlinkBankDialog } from "./unlink-bank-dialog";

/** The accounts page's linked banks: health, Reconnect (update mode) and Unlink. */
export function LinkedBanksPanel() {
  const items = useBankItems();
  const notify = useNotify();
  const [unlinking, setUnlinking] = useState<BankItem>();
  const link = useBankLink();
  return (
    <>
      {items.data !== undefined && items.data.length > 0 && (
        <Card sx={{ mb: 3 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              Linked banks
            </Typography>
            <ul aria-label="Linked banks" style={{ margin: 0, padding: 0 }}>
              {items.data.map((item, index) => (
                <Fragment key={item.id}>
                  {index > 0 && <Divider component="li" />}
                  <LinkedBankRow
                    item={item}
                    onReconnect={link.start}
                    onUnlink={setUnlinking}
                  />
                </Fragment>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
      <BankLinkFlow {...link} onError={notify.error} />
      <UnlinkBankDialog
        item={unlinking}
        onClose={() => {
          setUnlinking(undefined);
        }}
        onUnlinked={notify.success}
      />
    </>
  );
}
