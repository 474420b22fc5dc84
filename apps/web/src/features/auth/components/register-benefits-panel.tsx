import CheckCircleRounded from "@mui/icons-material/CheckCircleRounded";
import FormatQuote from "@mui/icons-material/FormatQuote";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

const BENEFITS = [
  "Every account, card and loan in one dashboard",
  "Budgets that warn you before you overspend",
  "Savings goals with progress you can see",
  "An AI assistant that answers from your own numbers",
] as const;

/** The sign-up screen's side panel: benefits and a customer's word (product spec §2 /register). */
export function RegisterBenefitsPanel() {
  return (
    <Box>
      <Typography
        variant="h3"
        component="h2"
        sx={{ mb: 2, fontSize: { md: "2.25rem", lg: "2.75rem" } }}
      >
        Take control of your money in minutes.
      </Typography>
      <Typography
        sx={{ opacity: 0.85, mb: 4, fontSize: "1.0625rem", lineHeight: 1.6 }}
      >
        Join people who finally know where their money goes, and where it is
        going next.
      </Typography>
      <Stack
        component="ul"
        spacing={1.75}
        sx={{ listStyle: "none", p: 0, m: 0, mb: 5 }}
      >
        {BENEFITS.map((benefit) => (
          <Box
            component="li"
            key={benefit}
            sx={{ display: "flex", gap: 1.5, alignItems: "center" }}
          >
            <CheckCircleRounded aria-hidden sx={{ color: "success.light" }} />
            <Typography sx={{ fontWeight: 500 }}>{benefit}</Typography>
          </Box>
        ))}
      </Stack>
      <Box
        component="figure"
        sx={(theme) => ({
          m: 0,
          p: 3.5,
          borderRadius: 4,
          bgcolor: theme.alpha(theme.palette.common.white, 0.1),
          border: `1px solid ${theme.alpha(theme.palette.common.white, 0.18)}`,
          backdropFilter: "blur(6px)",
        })}
      >
        <FormatQuote aria-hidden sx={{ fontSize: 32, opacity: 0.6, mb: 0.5 }} />
        <Typography
          component="blockquote"
          sx={{ m: 0, fontSize: "1.0625rem", lineHeight: 1.6 }}
        >
          Finch showed me $310 a month in subscriptions I had forgotten about.
          That money now goes straight into my house fund, and I can watch it
          grow.
        </Typography>
        <Box
          component="figcaption"
          sx={{ display: "flex", alignItems: "center", gap: 1.5, mt: 3 }}
        >
          <Avatar
            sx={(theme) => ({
              bgcolor: theme.alpha(theme.palette.common.white, 0.2),
              fontWeight: 600,
            })}
          >
            MT
          </Avatar>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>Maya Thompson</Typography>
            <Typography variant="body2" sx={{ opacity: 0.75 }}>
              Product designer, Austin
            </Typography>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
