import {
  tokenResponseSchema,
  userProfileResponseSchema,
  type ChangePasswordBody,
  type UpdateProfileBody,
} from "@finch/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDownload, apiRequest } from "../../../shared/api-client";
import { setAccessToken } from "../../../shared/auth-token";
import { saveFile } from "../../../shared/save-file";
import { userKeys } from "./user-queries";

/**
 * Saves the profile, `PUT /users/me`. The answer replaces the cached profile at once, and every
 * other query reloads: the shell formats money in the profile currency and the server computes
 * periods in the profile time zone, so every screen must re-render with the new choice.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      apiRequest("/users/me", {
        method: "PUT",
        body,
        schema: userProfileResponseSchema,
      }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(userKeys.me(), profile);
      await queryClient.invalidateQueries();
    },
  });
}

/**
 * Changes the password, `PUT /users/change-password`. The server revokes every older token and
 * answers a fresh one, stored at once so this tab stays signed in.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest("/users/change-password", {
        method: "PUT",
        body,
        schema: tokenResponseSchema,
      }),
    onSuccess: ({ access_token: token }) => {
      setAccessToken(token);
    },
  });
}

/** Downloads `GET /users/export-data` as the dated JSON file the server names. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const file = await apiDownload("/users/export-data");
      saveFile(file.blob, file.fileName ?? "finch-export.json");
    },
  });
}

/** Downloads every transaction as CSV, `GET /transactions/export.csv`, dated `today`. */
export function useExportTransactionsCsv() {
  return useMutation({
    mutationFn: async (today: string) => {
      const file = await apiDownload("/transactions/export.csv");
      saveFile(file.blob, `finch-transactions-${today}.csv`);
    },
  });
}
