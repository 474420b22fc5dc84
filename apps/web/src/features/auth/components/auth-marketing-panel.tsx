import AutoAwesomeOutlined from "@mui/icons-material/AutoAwesomeOutlined";
import BoltOutlined from "@mui/icons-material/BoltOutlined";
import ShieldOutlined from "@mui/icons-material/ShieldOutlined";
import SupportAgentOutlined from "@mui/icons-material/SupportAgentOutlined";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import type SvgIcon from "@mui/material/SvgIcon";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { SupportContact } from "../../../shared/ui/support-contact";

/**
 * The four claims of docs/product.md §1, each told as what Finch does today (issue 27): no promise
 * the product does not keep, and the support claim says how to reach support.
 */
const FEATURES: readonly {
  icon: typeof SvgIcon;
  title: string;
  text: ReactNode;
}[] = [
  {
    icon: AutoAwesomeOutlined,
    title: "AI insights",
    text: "Ask questions about your money and get answers from your own data.",
  },
  {
    icon: ShieldOutlined,
    title: "Bank-level security",
    text: "Passwords hashed with Argon2id, bank tokens encrypted, sign-in attempts limited.",
  },
  {
    icon: BoltOutlined,
    title: "Real-time tracking",
    text: "Balances, budgets and goals update as soon as a transaction is added or synced.",
  },
  {
    icon: SupportAgentOutlined,
    title: "24/7 support",
    text: <SupportContact lead="Questions at any hour? Write to" />,
  },
];

/** The sign-in screen's side panel: what Finch does for you. */
export function AuthMarketingPanel() {
  return (
    <Box>
      <Typography variant="overline" sx={{ opacity: 0.8 }}>
        Personal finance, made clear
      </Typography>
      <Typography
        variant="h3"
        component="h2"
        sx={{ mt: 1, mb: 2, fontSize: { md: "2.25rem", lg: "2.75rem" } }}
      >
        See every dollar. Reach every goal.
      </Typography>
      <Typography
        sx={{ opacity: 0.85, mb: 5, fontSize: "1.0625rem", lineHeight: 1.6 }}
      >
        Accounts, budgets and savings goals in one calm place, with an assistant
        that knows your numbers.
      </Typography>
      <Stack component="ul" spacing={3} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Box
            component="li"
            key={title}
            sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}
          >
            <Box
              sx={(theme) => ({
                flexShrink: 0,
                width: 44,
                height: 44,
                borderRadius: 3,
                display: "grid",
                placeItems: "center",
                bgcolor: theme.alpha(theme.palette.common.white, 0.14),
                border: `1px solid ${theme.alpha(theme.palette.common.white, 0.2)}`,
              })}
            >
              <Icon aria-hidden fontSize="small" />
            </Box>
            <Box>
              <Typography
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 600 }}
              >
                {title}
              </Typography>
              <Typography
                variant="body2"
                sx={{ opacity: 0.8, mt: 0.25, lineHeight: 1.6 }}
              >
                {text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
