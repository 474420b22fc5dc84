import { useAccountChoices } from "../../../shared/account-choices";
import { useUserPreferences } from "../../../shared/user-preferences";
import type { RuleValues } from "../api/rule-queries";
import { ruleSummary } from "../components/rule-texts";

/** Writes rules in one line, naming accounts and amounts as the person's other screens do. */
export function useRuleSummary(): (rule: RuleValues) => string {
  const { currency } = useUserPreferences();
  const accounts = useAccountChoices();
  const accountName = (id: string) => {
    if (accounts.data === undefined) return "an account";
    const account = accounts.data.find((each) => String(each.id) === id);
    return account?.label ?? "a deleted account";
  };
  return (rule) => ruleSummary(rule, { currency, accountName });
}
