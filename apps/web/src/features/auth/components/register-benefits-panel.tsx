import CheckCircleRounded from "@mui/icons-material/CheckCircleRounded";
import FormatQuote from "@mui/icons-material/FormatQuote";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

/** What Finch does today, and nothing it does not (issue 27). */
const BENEFITS = [
  "Every account, card and loan in one dashboard, linked or typed in",
  "Budgets that show how close you are to each limit",
  "Savings goals that say what to put aside each month",
  "An assistant that answers from your own numbers",
] as const;

/**
 * The sign-up screen's side panel (docs/product.md §2 /register): the benefits, and in place of an
 * invented customer's praise, the kind of answer Finch gives — clearly marked as an example.
 */
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
        See where your money goes, and where it is going next.
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
          You spent $412.60 on groceries last month, $38.15 less than the month
          before. Your Groceries budget has $87.40 left for the next 9 days.
        </Typography>
        <Box
          component="figcaption"
          sx={{ display: "flex", alignItems: "center", gap: 1.5, mt: 3 }}
        >
          <Avatar
            aria-hidden
            sx={(theme) => ({
              bgcolor: theme.alpha(theme.palette.common.white, 0.2),
              fontWeight: 600,
            })}
          >
            F
          </Avatar>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>
              Finch&apos;s assistant
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.75 }}>
              An example answer, worked out from your own transactions
            </Typography>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
