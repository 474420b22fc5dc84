import {
  moneyText,
  transactionBodySchema,
  type TransactionBody,
} from "@finch/contracts";
import type { Category, TransactionType } from "@finch/domain";
import {
  CATEGORIES,
  TRANSACTION_TYPES,
  centsToDecimalText,
  centsToWire,
  isCalendarDate,
} from "@finch/domain";
import { z } from "zod";
import type { Transaction } from "../api/transaction-queries";

const wire = transactionBodySchema.shape;

/**
 * The transaction dialog's fields, as typed, description and merchant checked by the contract's
 * rules. docs/product.md §5: description, account, category,
 * type, amount and date are required. An amount that cannot be read falls back to 0, which is
 * then refused, since a transaction moves money (the server says the same).
 */
export const transactionFormSchema = z
  .object({
    description: wire.description,
    merchant_name: z.string().pipe(wire.merchant_name.unwrap().unwrap()),
    amount: moneyText("Amount", "positive"),
    transaction_type: z.enum(TRANSACTION_TYPES, { error: "Type is required" }),
    category: z.enum(CATEGORIES, { error: "Category is required" }),
    account_id: z.string().min(1, { error: "Account is required" }),
    transaction_date: z
      .string()
      .min(1, { error: "Date is required", abort: true })
      .refine(isCalendarDate, { error: "Enter a valid date" }),
  })
  .transform((values): TransactionBody => ({
    description: values.description,
    merchant_name: values.merchant_name === "" ? null : values.merchant_name,
    category: values.category,
    amount: centsToWire(values.amount),
    transaction_type: values.transaction_type,
    // docs/product.md §3: the form sends the account id as a string.
    account_id: values.account_id,
    transaction_date: values.transaction_date,
  }));

/** The fields as the form holds them. */
export interface TransactionFormValues {
  description: string;
  merchant_name: string;
  amount: string;
  transaction_type: TransactionType;
  category: Category;
  account_id: string;
  transaction_date: string;
}

/** Wire field names mapped to form fields, for the server's 422 messages. */
export const TRANSACTION_FIELDS_BY_WIRE_NAME = {
  description: "description",
  merchant_name: "merchant_name",
  amount: "amount",
  transaction_type: "transaction_type",
  category: "category",
  account_id: "account_id",
  transaction_date: "transaction_date",
} as const;

/**
 * docs/product.md §9 defaults (today, debit, other) for a new transaction, or its values for an
 * edit.
 */
export function transactionFormDefaults(
  today: string,
  transaction?: Transaction,
): TransactionFormValues {
  if (transaction === undefined) {
    return {
      description: "",
      merchant_name: "",
      amount: "",
      transaction_type: "debit",
      category: "other",
      account_id: "",
      transaction_date: today,
    };
  }
  return {
    description: transaction.description,
    merchant_name: transaction.merchantName ?? "",
    amount: centsToDecimalText(transaction.amountCents),
    transaction_type: transaction.transactionType,
    category: transaction.category,
    account_id: String(transaction.account.id),
    transaction_date: transaction.transactionDate,
  };
}
