import { lazy, Suspense } from "react";
import type { LinkSession } from "../hooks/use-bank-link";
import { SandboxLinkDialog } from "./sandbox-link-dialog";

const PlaidLinkLauncher = lazy(async () => ({
  default: (await import("./plaid-link-launcher")).PlaidLinkLauncher,
}));

interface BankLinkFlowProps {
  session: LinkSession;
  isFinishing: boolean;
  finish: (publicToken: string) => Promise<void>;
  close: () => void;
  onError: (message: string) => void;
}

/** The link UI the provider asks for: our sandbox dialog, or Plaid Link (loaded on demand). */
export function BankLinkFlow({
  session,
  isFinishing,
  finish,
  close,
  onError,
}: BankLinkFlowProps) {
  if (session.kind === "plaid")
    return (
      <Suspense fallback={null}>
        <PlaidLinkLauncher
          token={session.token}
          onPublicToken={(publicToken) => {
            finish(publicToken).catch((error: unknown) => {
              close();
              onError(
                error instanceof Error
                  ? error.message
                  : "Failed to link account",
              );
            });
          }}
          onExit={(displayMessage, failed) => {
            close();
            if (failed)
              onError(
                displayMessage ?? "An error occurred during account linking",
              );
          }}
        />
      </Suspense>
    );
  return (
    <SandboxLinkDialog
      // A fresh dialog (first step, empty errors) for every session.
      key={session.kind === "sandbox" ? "open" : "closed"}
      open={session.kind === "sandbox"}
      item={session.kind === "sandbox" ? session.item : undefined}
      isFinishing={isFinishing}
      onPublicToken={finish}
      onClose={close}
    />
  );
}
