import { fullNameOf } from "@finch/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { paths } from "../../../shared/paths";
import { ApiError } from "../../../shared/api-client";
import { showServerFieldErrors } from "../../../shared/server-field-errors";
import { FieldGrid } from "../../../shared/ui/form-layout";
import { FormTextField } from "../../../shared/ui/form-text-field";
import { useRegister } from "../api/auth-mutations";
import { AuthForm } from "./auth-form";
import { PasswordField } from "./password-field";

const REGISTER_FALLBACK = "Registration failed. Please try again.";

/**
 * docs/product.md §5: every field is required and the passwords must match. Length and email format
 * are deliberately left to the server, whose messages the alert shows.
 */
const registerFormSchema = z
  .object({
    firstName: z.string().trim().min(1, { error: "First name is required" }),
    lastName: z.string().trim().min(1, { error: "Last name is required" }),
    email: z.string().trim().min(1, { error: "Email is required" }),
    // Passwords are sent exactly as typed: never trimmed.
    password: z.string().min(1, { error: "Password is required" }),
    confirmPassword: z
      .string()
      .min(1, { error: "Please confirm your password" }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: "Passwords do not match",
    path: ["confirmPassword"],
    // Compare as soon as both passwords are filled, even while another field is still missing.
    when: ({ issues }) => issues.every((issue) => !isPasswordIssue(issue.path)),
  });

type RegisterFormValues = z.infer<typeof registerFormSchema>;

/** The sign-up form; success signs the new user in and opens the dashboard. */
export function RegisterForm() {
  const navigate = useNavigate();
  const register = useRegister();
  const { control, handleSubmit, setError } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      password: "",
      confirmPassword: "",
    },
  });

  const submit = ({
    firstName,
    lastName,
    email,
    password,
  }: RegisterFormValues) => {
    const body = {
      email,
      password,
      full_name: fullNameOf(firstName, lastName),
    };
    register.mutate(body, {
      onSuccess: () => void navigate(paths.dashboard, { replace: true }),
      onError: (error) => {
        showServerFieldErrors(error, setError, {
          email: "email",
          password: "password",
          full_name: "firstName",
        });
        // A taken email alone is a 409 whose detail is about the email field.
        if (error instanceof ApiError && error.status === 409)
          setError("email", { type: "server", message: error.detail });
      },
    });
  };

  return (
    <AuthForm
      mutation={register}
      fallback={REGISTER_FALLBACK}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      submitLabel="Create Account"
      pendingLabel="Creating Account..."
    >
      <FieldGrid>
        <FormTextField
          control={control}
          name="firstName"
          label="First Name"
          autoComplete="given-name"
          autoFocus
          required
        />
        <FormTextField
          control={control}
          name="lastName"
          label="Last Name"
          autoComplete="family-name"
          required
        />
      </FieldGrid>
      <FormTextField
        control={control}
        name="email"
        label="Email Address"
        type="email"
        autoComplete="email"
        required
      />
      <PasswordField
        control={control}
        name="password"
        label="Password"
        autoComplete="new-password"
        required
      />
      <PasswordField
        control={control}
        name="confirmPassword"
        label="Confirm Password"
        autoComplete="new-password"
        required
      />
    </AuthForm>
  );
}

function isPasswordIssue(path: PropertyKey[] | undefined): boolean {
  const field = path?.[0];
  return field === "password" || field === "confirmPassword";
}
