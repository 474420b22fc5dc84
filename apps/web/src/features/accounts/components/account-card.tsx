import type { ReactNode } from "react";
import { ACCOUNT_TYPE_LABELS, isLiability } from "@finch/domain";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { MoneyText } from "../../../shared/ui/money-text";
import { SoftChip } from "../../../shared/ui/soft-chip";
import type { Account } from "../api/account-queries";
import { AccountCardMenu, type AccountMenuItem } from "./account-card-menu";
import { AccountTypeIcon } from "./account-type-icon";

interface AccountCardProps {
  account: Account;
  onEdit: (account: Account) => void;
  onDelete: (account: Account) => void;
  /** Another feature's word on the account (a linked bank that needs attention). */
  extra?: ReactNode;
  /** What other features add to the card's menu (Import statement). */
  menuItems?: readonly AccountMenuItem[] | undefined;
}

/**
 * One account (docs/product.md §2): name, balance (red when negative), type and status chips, and
 * the institution or 'Manual Account', plus '(Manual)' for a manual account.
 */
export function AccountCard({
  account,
  onEdit,
  onDelete,
  extra,
  menuItems,
}: AccountCardProps) {
  const nameId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      sx={{
        p: 2.5,
        display: "flex",
        flexDirection: "column",
        gap: 2,
        bgcolor: account.isActive ? "background.paper" : "background.default",
      }}
    >
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1.5 }}>
        <AccountTypeIcon type={account.accountType} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          {/* Both wrap rather than end in an ellipsis: a card at 1280 px cut 'Manual Account
              (Manual)' to 'Manual Account (Man…'. */}
          <Typography
            id={nameId}
            variant="subtitle1"
            component="h3"
            sx={{ overflowWrap: "anywhere" }}
          >
            {account.name}
          </Typography>
          <Typography
            variant="body2"
            sx={{ color: "text.secondary", overflowWrap: "anywhere" }}
          >
            {institutionLine(account)}
          </Typography>
        </Box>
        <AccountCardMenu
          accountName={account.name}
          onEdit={() => {
            onEdit(account);
          }}
          onDelete={() => {
            onDelete(account);
          }}
          extraItems={menuItems}
        />
      </Box>
      <Box>
        <Typography variant="caption" sx={{ color: "text.secondary" }}>
          Balance
        </Typography>
        <MoneyText
          cents={account.balanceCents}
          tone="negative"
          variant="h5"
          component="p"
        />
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: "auto" }}>
        <SoftChip
          label={ACCOUNT_TYPE_LABELS[account.accountType]}
          colour={isLiability(account.accountType) ? "secondary" : "primary"}
        />
        <SoftChip
          label={account.isActive ? "Active" : "Inactive"}
          colour={account.isActive ? "success" : "neutral"}
        />
        {extra}
      </Box>
    </Card>
  );
}

/** The institution or 'Manual Account', plus ' (Manual)' for a manual account. */
function institutionLine(account: Account): string {
  return `${account.institutionName ?? "Manual Account"}${account.isManual ? " (Manual)" : ""}`;
}
