import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../shared/paths";
import { AuthLayout } from "../components/auth-layout";
import { RegisterBenefitsPanel } from "../components/register-benefits-panel";
import { RegisterForm } from "../components/register-form";

/** /register (docs/product.md §2). */
export function RegisterPage() {
  return (
    <AuthLayout aside={<RegisterBenefitsPanel />}>
      <Typography variant="h4" component="h1">
        Create your account
      </Typography>
      <Typography sx={{ color: "text.secondary", mt: 1, mb: 4 }}>
        It takes a minute. You can link your bank whenever you are ready.
      </Typography>
      <RegisterForm />
      <Typography
        variant="body2"
        sx={{ mt: 3, textAlign: "center", color: "text.secondary" }}
      >
        Already have an account?{" "}
        <Link
          component={RouterLink}
          to={paths.login}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          Sign In
        </Link>
      </Typography>
    </AuthLayout>
  );
}
