import { paths } from "../../../shared/paths";
import { AuthLayout } from "../components/auth-layout";
import { RegisterBenefitsPanel } from "../components/register-benefits-panel";
import { RegisterForm } from "../components/register-form";

/** /register (docs/product.md §2). */
export function RegisterPage() {
  return (
    <AuthLayout
      title="Create your account"
      lead="It takes a minute. You can link your bank whenever you are ready."
      switchTo={{
        question: "Already have an account?",
        label: "Sign In",
        to: paths.login,
      }}
      aside={<RegisterBenefitsPanel />}
    >
      <RegisterForm />
    </AuthLayout>
  );
}
