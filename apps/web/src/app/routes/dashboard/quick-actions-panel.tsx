import AccountBalanceOutlined from "@mui/icons-material/AccountBalanceOutlined";
import AddchartOutlined from "@mui/icons-material/AddchartOutlined";
import FlagOutlined from "@mui/icons-material/FlagOutlined";
import InsightsOutlined from "@mui/icons-material/InsightsOutlined";
import AutoAwesomeOutlined from "@mui/icons-material/AutoAwesomeOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CREATE_PARAM, paths } from "../../../shared/paths";
import { focusRingOnDark } from "../../theme";
import { DashboardPanel } from "./dashboard-panel";

const create = `?${CREATE_PARAM.name}=${CREATE_PARAM.value}`;

/**
 * Add Account, Set Budget and New Goal open their page with its create dialog; Analytics opens
 * the reports (docs/architecture.md §5: visible controls must do something).
 */
export function QuickActionsPanel() {
  return (
    <DashboardPanel title="Quick Actions">
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: "repeat(2, 1fr)",
          gap: 1.5,
        }}
      >
        <Action
          to={`${paths.accounts}${create}`}
          icon={<AccountBalanceOutlined />}
        >
          Add Account
        </Action>
        <Action to={`${paths.budgets}${create}`} icon={<AddchartOutlined />}>
          Set Budget
        </Action>
        <Action to={`${paths.goals}${create}`} icon={<FlagOutlined />}>
          New Goal
        </Action>
        <Action to={paths.analytics} icon={<InsightsOutlined />}>
          Analytics
        </Action>
      </Box>
    </DashboardPanel>
  );
}

function Action({
  to,
  icon,
  children,
}: {
  to: string;
  icon: ReactNode;
  children: string;
}) {
  return (
    <Button
      component={Link}
      to={to}
      variant="outlined"
      startIcon={icon}
      sx={{
        flexDirection: "column",
        gap: 0.5,
        py: 1.5,
        "& .MuiButton-startIcon": { m: 0 },
      }}
    >
      {children}
    </Button>
  );
}

/** The AI Assistant card: one button to the chat. */
export function AssistantCard() {
  return (
    <Card
      component="section"
      aria-label="AI Assistant"
      sx={(theme) => ({
        p: { xs: 2, md: 2.5 },
        color: theme.palette.primary.contrastText,
        border: 0,
        background: `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.secondary.main})`,
        ...focusRingOnDark(theme),
      })}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1 }}>
        <AutoAwesomeOutlined fontSize="small" aria-hidden />
        <Typography variant="h6" component="h2">
          AI Assistant
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.9, mb: 2 }}>
        Ask about your spending, budgets and goals, and get answers from your
        own numbers.
      </Typography>
      <Button
        component={Link}
        to={paths.assistant}
        variant="contained"
        color="inherit"
        sx={{ color: "primary.dark", bgcolor: "common.white" }}
      >
        Ask AI Assistant
      </Button>
    </Card>
  );
}
