import { paths } from "../../../shared/paths";
import { AuthLayout } from "../components/auth-layout";
import { AuthMarketingPanel } from "../components/auth-marketing-panel";
import { LoginForm } from "../components/login-form";

/** /login (docs/product.md §2). */
export function LoginPage() {
  return (
    <AuthLayout
      title="Sign in to Finch"
      lead="Enter your email and password to see your finances."
      switchTo={{
        question: "New to Finch?",
        label: "Create Account",
        to: paths.register,
      }}
      aside={<AuthMarketingPanel />}
    >
      <LoginForm />
    </AuthLayout>
  );
}
