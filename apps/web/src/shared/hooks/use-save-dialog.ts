import type { SyntheticEvent } from "react";
import type {
  FieldValues,
  UseFormHandleSubmit,
  UseFormSetError,
} from "react-hook-form";
import { errorMessageOf } from "../api-client";
import {
  type ServerFieldMap,
  showServerFieldErrors,
} from "../server-field-errors";
import { useIdempotencyKey } from "./use-idempotency-key";

/** A create as the dialogs call it: the body and the key that makes a repeat harmless. */
export interface CreateVariables<Body> {
  body: Body;
  idempotencyKey: string;
}

/** What the dialog needs of a TanStack mutation (method syntax: a wider payload type fits). */
interface Mutation<Variables> {
  mutateAsync(variables: Variables): Promise<unknown>;
  reset(): void;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

interface SaveDialogOptions<
  Values extends FieldValues,
  Body,
  Item extends { id: number },
  CreateBody,
> {
  /** The item being edited; without one the dialog creates. */
  item: Item | undefined;
  /** The dialog's form: its output is what is saved, and a 422's messages go under its fields. */
  form: {
    handleSubmit: UseFormHandleSubmit<Values, Body>;
    setError: UseFormSetError<Values>;
  };
  /** Wire field names (or each `loc`) mapped to form fields, for the server's 422 messages. */
  fieldsByWireName: ServerFieldMap<Values>;
  create: Mutation<CreateVariables<CreateBody>>;
  /** What a create sends when it is less than the form (the contract's create payload). */
  createBodyOf: (body: Body) => CreateBody;
  update: Mutation<{ id: number; body: Body }>;
  /** What an edit sends when it carries more than the form (what the item keeps). */
  updateBodyOf?: (body: Body, item: Item) => Body;
  /**
   * What is saved, capitalised ("Account"): the contract's texts for every dialog follow one
   * pattern (docs/product.md §8): "Account created successfully!", "Account updated
   * successfully!", "Failed to create account", "Failed to update account".
   */
  noun: string;
  onSaved: (message: string) => void;
  onClose: () => void;
}

/**
 * What every create/edit dialog does with its form's output: create (with an idempotency key)
 * or update, then the success message and close, or the failure beside the fields and in the
 * dialog's alert. One place, so every dialog behaves the same; `formDialogProps` goes to
 * FormDialog as it is.
 */
export function useSaveDialog<
  Values extends FieldValues,
  Body,
  Item extends { id: number },
  CreateBody = Body,
>({
  item,
  form,
  fieldsByWireName,
  create,
  createBodyOf,
  update,
  updateBodyOf = (body) => body,
  noun,
  onSaved,
  onClose,
}: SaveDialogOptions<Values, Body, Item, CreateBody>) {
  const keyFor = useIdempotencyKey();
  const texts = saveTexts(noun);
  const isEdit = item !== undefined;
  const mutation = isEdit ? update : create;
  const save = async (body: Body): Promise<void> => {
    try {
      if (item === undefined) {
        const createBody = createBodyOf(body);
        await create.mutateAsync({
          body: createBody,
          idempotencyKey: keyFor(createBody),
        });
      } else
        await update.mutateAsync({
          id: item.id,
          body: updateBodyOf(body, item),
        });
    } catch (error) {
      showServerFieldErrors(error, form.setError, fieldsByWireName);
      return;
    }
    onSaved(isEdit ? texts.updated : texts.created);
    onClose();
  };
  return {
    isEdit,
    formDialogProps: {
      isPending: mutation.isPending,
      error: mutation.isError
        ? errorMessageOf(
            mutation.error,
            isEdit ? texts.updateFailed : texts.createFailed,
          )
        : undefined,
      onDismissError: () => {
        mutation.reset();
      },
      onSubmit: (event: SyntheticEvent<HTMLFormElement>) =>
        form.handleSubmit(save)(event),
      onClose,
    },
  };
}

/** The success and fallback texts of a dialog that saves a `noun` (see `noun` above). */
export function saveTexts(noun: string) {
  const lower = noun.toLowerCase();
  return {
    created: `${noun} created successfully!`,
    updated: `${noun} updated successfully!`,
    createFailed: `Failed to create ${lower}`,
    updateFailed: `Failed to update ${lower}`,
  };
}
