import AccountBalanceOutlined from "@mui/icons-material/AccountBalanceOutlined";
import AccountCircleOutlined from "@mui/icons-material/AccountCircleOutlined";
import AutoAwesomeOutlined from "@mui/icons-material/AutoAwesomeOutlined";
import BarChartOutlined from "@mui/icons-material/BarChartOutlined";
import DonutLargeOutlined from "@mui/icons-material/DonutLargeOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import SavingsOutlined from "@mui/icons-material/SavingsOutlined";
import SpaceDashboardOutlined from "@mui/icons-material/SpaceDashboardOutlined";
import type SvgIcon from "@mui/material/SvgIcon";
import type { AppPath } from "../../shared/paths";
import { paths } from "../../shared/paths";

/** Width of the side navigation in pixels (docs/product.md §9). */
export const NAV_WIDTH = 280;

/** Height of the fixed top bar; the content starts below it. */
export const TOP_BAR_HEIGHT = { xs: 64, md: 72 } as const;

/** One entry of the side navigation. */
export interface NavItem {
  label: string;
  path: AppPath;
  icon: typeof SvgIcon;
}

/** The side navigation, in the contract's order (docs/product.md §2). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Dashboard", path: paths.dashboard, icon: SpaceDashboardOutlined },
  { label: "Accounts", path: paths.accounts, icon: AccountBalanceOutlined },
  {
    label: "Transactions",
    path: paths.transactions,
    icon: ReceiptLongOutlined,
  },
  { label: "Budgets", path: paths.budgets, icon: DonutLargeOutlined },
  { label: "Goals", path: paths.goals, icon: SavingsOutlined },
  { label: "Reports", path: paths.analytics, icon: BarChartOutlined },
  { label: "AI Assistant", path: paths.assistant, icon: AutoAwesomeOutlined },
  { label: "Profile", path: paths.profile, icon: AccountCircleOutlined },
];
