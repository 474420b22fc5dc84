import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { FinchLogo } from "../../../shared/ui/finch-logo";

interface AuthLayoutProps {
  /** The page's h1 ('Sign in to Finch') and the line under it. */
  title: string;
  lead: string;
  /** The form. */
  children: ReactNode;
  /** The way to the other screen, under the form ('New to Finch? Create Account'). */
  switchTo: { question: string; label: string; to: string };
  /** The brand panel beside the form; below md it follows the form, so the form comes first on phones. */
  aside: ReactNode;
}

/** The split screen of /login and /register: heading, form and the link to the other one. */
export function AuthLayout({
  title,
  lead,
  children,
  switchTo,
  aside,
}: AuthLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: "100vh",
        display: "grid",
        gridTemplateColumns: {
          xs: "minmax(0, 1fr)",
          md: "minmax(0, 1fr) minmax(0, 1fr)",
          lg: "minmax(0, 5fr) minmax(0, 6fr)",
        },
        bgcolor: "background.paper",
      }}
    >
      <Box
        sx={{
          display: "flex",
          flexDirection: "column",
          px: { xs: 3, sm: 6, lg: 10 },
          py: { xs: 3, sm: 5 },
        }}
      >
        {/* Every part of the page sits in a landmark: banner, main, contentinfo, complementary. */}
        <Box component="header">
          <FinchLogo />
        </Box>
        <Box
          component="main"
          sx={{
            flexGrow: 1,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            py: { xs: 5, md: 6 },
          }}
        >
          <Box sx={{ width: "100%", maxWidth: 440 }}>
            <Typography variant="h4" component="h1">
              {title}
            </Typography>
            <Typography sx={{ color: "text.secondary", mt: 1, mb: 4 }}>
              {lead}
            </Typography>
            {children}
            <Typography
              variant="body2"
              sx={{ mt: 3, textAlign: "center", color: "text.secondary" }}
            >
              {switchTo.question}{" "}
              <Link
                component={RouterLink}
                to={switchTo.to}
                underline="hover"
                sx={{ fontWeight: 600 }}
              >
                {switchTo.label}
              </Link>
            </Typography>
          </Box>
        </Box>
        <Typography
          component="footer"
          variant="caption"
          sx={{
            color: "text.secondary",
            textAlign: { xs: "center", md: "left" },
          }}
        >
          © {new Date().getFullYear()} Finch. Your data is yours: we never sell
          it.
        </Typography>
      </Box>
      <Box
        component="aside"
        sx={(theme) => ({
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          px: { xs: 3, sm: 6, lg: 10 },
          py: { xs: 6, md: 8 },
          position: "relative",
          overflow: "hidden",
          color: theme.palette.primary.contrastText,
          background: [
            `radial-gradient(circle at 85% 10%, ${theme.alpha(theme.palette.secondary.light, 0.45)} 0%, transparent 45%)`,
            `radial-gradient(circle at 10% 95%, ${theme.alpha(theme.palette.primary.light, 0.5)} 0%, transparent 50%)`,
            `linear-gradient(150deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${theme.palette.secondary.dark} 100%)`,
          ].join(", "),
        })}
      >
        <Box sx={{ width: "100%", maxWidth: 500, position: "relative" }}>
          {aside}
        </Box>
      </Box>
    </Box>
  );
}
