import {
  createAccountBodySchema,
  moneyTextProblem,
  type CreateAccountBody,
} from "@finch/contracts";
import type { AccountType } from "@finch/domain";
import {
  ACCOUNT_TYPES,
  centsToDecimalText,
  centsToWire,
  isLiability,
  negateCents,
  parseMoneyInput,
  toCents,
} from "@finch/domain";
import { z } from "zod";
import type { Account } from "../api/account-queries";

const wire = createAccountBodySchema.shape;

/**
 * The account dialog's fields, as typed, checked by the contract's field rules. docs/product.md §5:
 * name, type and balance are required; a balance that cannot be read is said under the field and
 * never saved as 0 (issue 27). For a liability the user enters what they owe and the balance is
 * sent negative (docs/architecture.md §4).
 */
export const accountFormSchema = z
  .object({
    name: wire.name,
    account_type: z.enum(ACCOUNT_TYPES, { error: "Account type is required" }),
    institution_name: z.string().trim(),
    balance: z.string(),
    is_active: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const message =
      values.balance.trim() === ""
        ? balanceRequiredMessage(values.account_type)
        : moneyTextProblem(
            values.balance,
            balanceLabel(values.account_type),
            "any",
          );
    if (message !== undefined)
      ctx.addIssue({ code: "custom", path: ["balance"], message });
  })
  .transform(toAccountBody);

/** The fields as the form holds them. */
export type AccountFormValues = z.input<typeof accountFormSchema>;
/** What a valid form sends: the create payload, plus `is_active` for an edit. */
export type AccountFormOutput = z.output<typeof accountFormSchema>;

/** Wire field names mapped to form fields, for the server's 422 messages. */
export const ACCOUNT_FIELDS_BY_WIRE_NAME = {
  name: "name",
  account_type: "account_type",
  institution_name: "institution_name",
  current_balance: "balance",
  is_active: "is_active",
} as const;

/** An empty form (type checking, docs/product.md §9), or the account's values for an edit. */
export function accountFormDefaults(account?: Account): AccountFormValues {
  if (account === undefined) {
    return {
      name: "",
      account_type: "checking",
      institution_name: "",
      balance: "",
      is_active: true,
    };
  }
  const shownCents = isLiability(account.accountType)
    ? negateCents(account.balanceCents)
    : account.balanceCents;
  return {
    name: account.name,
    account_type: account.accountType,
    institution_name: account.institutionName ?? "",
    balance: centsToDecimalText(shownCents),
    is_active: account.isActive,
  };
}

/** 'Amount Owed' for credit cards, loans and mortgages; 'Current Balance' otherwise. */
export function balanceLabel(type: AccountType): string {
  return isLiability(type) ? "Amount Owed" : "Current Balance";
}

function balanceRequiredMessage(type: AccountType): string {
  return isLiability(type)
    ? "Amount owed is required"
    : "Current balance is required";
}

function toAccountBody(values: {
  name: string;
  account_type: AccountType;
  institution_name: string;
  balance: string;
  is_active: boolean;
}): Required<CreateAccountBody> & { is_active: boolean } {
  const read = parseMoneyInput(values.balance);
  const enteredCents = "cents" in read ? read.cents : toCents(0);
  const balanceCents = isLiability(values.account_type)
    ? negateCents(enteredCents)
    : enteredCents;
  return {
    name: values.name,
    account_type: values.account_type,
    institution_name:
      values.institution_name === "" ? null : values.institution_name,
    current_balance: centsToWire(balanceCents),
    is_active: values.is_active,
  };
}
