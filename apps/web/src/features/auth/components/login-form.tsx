import type { LoginBody } from "@finch/contracts";
import { loginBodySchema } from "@finch/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { RETURN_TO_PARAM, paths, returnPathOf } from "../../../shared/paths";
import { showServerFieldErrors } from "../../../shared/server-field-errors";
import { FormTextField } from "../../../shared/ui/form-text-field";
import { useLogin } from "../api/auth-mutations";
import { AuthForm } from "./auth-form";
import { PasswordField } from "./password-field";

const LOGIN_FALLBACK = "Login failed. Please try again.";

/** Email and password; the email travels as the form's `username` (docs/product.md §3). */
export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const { control, handleSubmit, setError } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { username: "", password: "" },
  });

  const [searchParams] = useSearchParams();
  const returnTo = returnPathOf(searchParams.get(RETURN_TO_PARAM));

  const submit = (values: LoginBody) => {
    login.mutate(values, {
      onSuccess: () =>
        void navigate(returnTo ?? paths.dashboard, { replace: true }),
      onError: (error) => {
        showServerFieldErrors(error, setError, {
          username: "username",
          password: "password",
        });
      },
    });
  };

  return (
    <AuthForm
      mutation={login}
      fallback={LOGIN_FALLBACK}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      submitLabel="Sign In"
      pendingLabel="Signing In..."
    >
      <FormTextField
        control={control}
        name="username"
        label="Email Address"
        type="email"
        autoComplete="email"
        autoFocus
        required
      />
      <PasswordField
        control={control}
        name="password"
        label="Password"
        autoComplete="current-password"
        required
      />
    </AuthForm>
  );
}
