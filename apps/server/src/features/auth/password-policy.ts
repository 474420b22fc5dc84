import { PASSWORD_MIN_LENGTH, codePointLength, invalid } from "@finch/domain";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The common-password blocklist (security design AUTH-2): every entry of 6+ characters from
 * @zxcvbn-ts/language-common's 49,233-word list, compared case-insensitively. Built on first use.
 */
let blocklist: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  blocklist ??= new Set(
    dictionary["passwords-common"]
      .filter((p) => codePointLength(p) >= PASSWORD_MIN_LENGTH)
      .map((p) => p.toLowerCase()),
  );
  return blocklist;
}

/** True when the password is on the blocklist. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Throws a 422 naming `field` when the password is too common to be safe. */
export function assertPasswordNotCommon(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw invalid([
      {
        loc: ["body", field],
        msg: "This password is too common. Choose a less common one.",
        type: "common_password",
      },
    ]);
  }
}

/** Number of blocked passwords (for tests and docs). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}
