import type { SelectOption } from "../../../shared/ui/form-select-field";
import { useAccountChoices } from "../../../shared/account-choices";

/**
 * The account select's options: the user's accounts, inactive ones marked. The account of the
 * transaction being edited is always offered, even before the list has loaded.
 */
export function useAccountOptions(current?: { id: number; name: string }): {
  options: SelectOption[];
  hint: string | undefined;
} {
  const accounts = useAccountChoices();
  const options: SelectOption[] = (accounts.data ?? []).map((account) => ({
    value: String(account.id),
    label: account.isActive ? account.label : `${account.label} (Inactive)`,
  }));
  if (
    current !== undefined &&
    !options.some((o) => o.value === String(current.id))
  )
    options.unshift({ value: String(current.id), label: current.name });
  return { options, hint: hintOf(accounts, options.length) };
}

function hintOf(
  accounts: ReturnType<typeof useAccountChoices>,
  count: number,
): string | undefined {
  if (accounts.isPending) return "Loading your accounts...";
  if (accounts.isError) return "Your accounts could not be loaded";
  return count === 0 ? "Add an account on the Accounts page first" : undefined;
}
