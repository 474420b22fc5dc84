import AccountBalanceOutlined from "@mui/icons-material/AccountBalanceOutlined";
import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import CreditCardOutlined from "@mui/icons-material/CreditCardOutlined";
import HomeOutlined from "@mui/icons-material/HomeOutlined";
import RequestQuoteOutlined from "@mui/icons-material/RequestQuoteOutlined";
import SavingsOutlined from "@mui/icons-material/SavingsOutlined";
import ShowChartOutlined from "@mui/icons-material/ShowChartOutlined";
import type { AccountType } from "@finch/domain";
import { isLiability } from "@finch/domain";
import Box from "@mui/material/Box";
import type SvgIcon from "@mui/material/SvgIcon";

const ICONS: Readonly<Record<AccountType, typeof SvgIcon>> = {
  checking: AccountBalanceOutlined,
  savings: SavingsOutlined,
  credit_card: CreditCardOutlined,
  investment: ShowChartOutlined,
  loan: RequestQuoteOutlined,
  mortgage: HomeOutlined,
  other: AccountBalanceWalletOutlined,
};

/** A tile with the type's icon: teal for assets, indigo for debts. */
export function AccountTypeIcon({ type }: { type: AccountType }) {
  const Icon = ICONS[type];
  return (
    <Box
      aria-hidden
      sx={(theme) => {
        const colour = isLiability(type)
          ? theme.palette.secondary.main
          : theme.palette.primary.main;
        return {
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 2.5,
          display: "grid",
          placeItems: "center",
          color: colour,
          bgcolor: theme.alpha(colour, 0.1),
        };
      }}
    >
      <Icon fontSize="small" />
    </Box>
  );
}
