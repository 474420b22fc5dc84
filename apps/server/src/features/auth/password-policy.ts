import {
  PASSWORD_MIN_LENGTH,
  codePointLength,
  invalid,
  type FieldError,
} from "@finch/domain";

/**
 * The common-password blocklist (docs/design/security.md AUTH-2): every entry of 6+ characters from
 * @zxcvbn-ts/language-common's 49,233-word list, compared case-insensitively. Loaded and built on
 * first use (a registration or a password change), not at start: the word lists are ~5 MB of a
 * server's resident memory that signing in and every other request never need.
 */
let blocklist: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  blocklist ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) =>
      new Set(
        dictionary["passwords-common"]
          .filter((p) => codePointLength(p) >= PASSWORD_MIN_LENGTH)
          .map((p) => p.toLowerCase()),
      ),
  );
  return blocklist;
}

/** True when the password is on the blocklist. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** Throws a 422 naming `field` when the password is too common to be safe. */
export async function assertPasswordNotCommon(
  password: string,
  field: string,
): Promise<void> {
  const problems = await commonPasswordProblems(password, field);
  if (problems.length > 0) throw invalid(problems);
}

/** The field error for a password too common to be safe, or none. */
export async function commonPasswordProblems(
  password: string,
  field: string,
): Promise<FieldError[]> {
  return (await isCommonPassword(password))
    ? [
        {
          loc: ["body", field],
          msg: "This password is too common. Choose a less common one.",
          type: "common_password",
        },
      ]
    : [];
}

/** Number of blocked passwords (for tests and docs). */
export async function commonPasswordCount(): Promise<number> {
  return (await commonPasswords()).size;
}
