import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../shared/paths";
import { AuthLayout } from "../components/auth-layout";
import { AuthMarketingPanel } from "../components/auth-marketing-panel";
import { LoginForm } from "../components/login-form";

/** /login (docs/product.md §2). */
export function LoginPage() {
  return (
    <AuthLayout aside={<AuthMarketingPanel />}>
      <Typography variant="h4" component="h1">
        Sign in to Finch
      </Typography>
      <Typography sx={{ color: "text.secondary", mt: 1, mb: 4 }}>
        Enter your email and password to see your finances.
      </Typography>
      <LoginForm />
      <Typography
        variant="body2"
        sx={{ mt: 3, textAlign: "center", color: "text.secondary" }}
      >
        New to Finch?{" "}
        <Link
          component={RouterLink}
          to={paths.register}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          Create Account
        </Link>
      </Typography>
    </AuthLayout>
  );
}
