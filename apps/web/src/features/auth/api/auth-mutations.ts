import type { LoginBody, RegisterBody, TokenResponse } from "@finch/contracts";
import { tokenResponseSchema } from "@finch/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LOGIN_PATH, apiRequest } from "../../../shared/api-client";
import { setAccessToken } from "../../../shared/auth-token";

/** Signs in with email and password; on success the token is stored. */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: logIn, onSuccess: startSession });
}

/** Creates the account, then signs in with the same credentials (docs/product.md §4). */
export function useRegister() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async (body: RegisterBody) => {
      await apiRequest("/auth/register", { method: "POST", body });
      return logIn({ username: body.email, password: body.password });
    },
    onSuccess: startSession,
  });
}

function useStartSession() {
  const queryClient = useQueryClient();
  return ({ access_token }: TokenResponse) => {
    setAccessToken(access_token);
    // Nothing cached for an earlier session may show in this one.
    queryClient.removeQueries();
  };
}

/**
 * `POST /auth/login` is an OAuth2 password form, so it goes as multipart, not JSON
 * (docs/product.md §7).
 */
function logIn({ username, password }: LoginBody): Promise<TokenResponse> {
  const form = new FormData();
  form.append("username", username);
  form.append("password", password);
  return apiRequest(LOGIN_PATH, {
    method: "POST",
    body: form,
    schema: tokenResponseSchema,
  });
}
