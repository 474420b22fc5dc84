import { errorMessageOf } from "../api-client";
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

interface SaveDialogOptions<Body, Item, CreateBody> {
  /** The item being edited; without one the dialog creates. */
  item: Item | undefined;
  idOf: (item: Item) => number;
  create: Mutation<CreateVariables<CreateBody>>;
  /** What a create sends when it is less than the form (the contract's create payload). */
  createBodyOf: (body: Body) => CreateBody;
  update: Mutation<{ id: number; body: Body }>;
  /** The contract's success and fallback texts for both modes. */
  texts: {
    created: string;
    updated: string;
    createFailed: string;
    updateFailed: string;
  };
  onSaved: (message: string) => void;
  onClose: () => void;
  /** Puts a 422's messages under their fields. */
  onError?: (error: unknown) => void;
}

/**
 * What every create/edit dialog does with its form's output: create (with an idempotency key)
 * or update, then the success message and close, or the failure beside the fields and in the
 * dialog's alert. One place, so every dialog behaves the same.
 */
export function useSaveDialog<Body, Item, CreateBody = Body>({
  item,
  idOf,
  create,
  createBodyOf,
  update,
  texts,
  onSaved,
  onClose,
  onError,
}: SaveDialogOptions<Body, Item, CreateBody>) {
  const keyFor = useIdempotencyKey();
  const isEdit = item !== undefined;
  const mutation = isEdit ? update : create;
  return {
    isEdit,
    isPending: mutation.isPending,
    error: mutation.isError
      ? errorMessageOf(
          mutation.error,
          isEdit ? texts.updateFailed : texts.createFailed,
        )
      : undefined,
    dismissError: () => {
      mutation.reset();
    },
    save: async (body: Body): Promise<void> => {
      try {
        if (item === undefined) {
          const createBody = createBodyOf(body);
          await create.mutateAsync({
            body: createBody,
            idempotencyKey: keyFor(createBody),
          });
        } else await update.mutateAsync({ id: idOf(item), body });
      } catch (error) {
        onError?.(error);
        return;
      }
      onSaved(isEdit ? texts.updated : texts.created);
      onClose();
    },
  };
}
