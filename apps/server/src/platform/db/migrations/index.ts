import type { Migration } from "kysely";
import * as m0001 from "./0001_create_users";
import * as m0002 from "./0002_create_accounts_and_transactions";
import * as m0003 from "./0003_create_budgets";
import * as m0004 from "./0004_create_goals";
import * as m0005 from "./0005_create_bank_items";
import * as m0006 from "./0006_add_transaction_read_indexes";
import * as m0007 from "./0007_add_sandbox_account_selection";
import * as m0008 from "./0008_add_sandbox_history_days";
import * as m0009 from "./0009_add_account_transaction_counts";
import * as m0010 from "./0010_add_transaction_versions";
import * as m0011 from "./0011_add_monthly_category_totals";
import * as m0012 from "./0012_add_transaction_search_texts";
import * as m0013 from "./0013_add_monthly_transaction_counts";
import * as m0014 from "./0014_add_pending_transactions_index";
import * as m0015 from "./0015_add_transactions_user_id_index";
import * as m0016 from "./0016_keep_manual_balances";
import * as m0017 from "./0017_version_account_renames";
import * as m0018 from "./0018_add_budget_versions";
import * as m0019 from "./0019_add_account_and_goal_versions";
import * as m0020 from "./0020_add_instance_settings";
import * as m0021 from "./0021_add_idempotency_keys";
import * as m0022 from "./0022_anchor_balances";
import * as m0023 from "./0023_add_balance_sum_index";
import * as m0024 from "./0024_drop_account_rename_versions";
import * as m0025 from "./0025_drop_monthly_category_totals";
import * as m0026 from "./0026_add_statement_imports";
import * as m0027 from "./0027_add_rules";
import * as m0028 from "./0028_add_notifications";
import * as m0029 from "./0029_add_transactions_updated_at_index";
import * as m0030 from "./0030_add_import_statements";

/**
 * Every migration, in order. Listed explicitly (no folder scan) so they run the same under tsx,
 * bundlers and tests. Never edit a merged migration: add the next number.
 */
export const migrations: Record<string, Migration> = {
  "0001_create_users": m0001,
  "0002_create_accounts_and_transactions": m0002,
  "0003_create_budgets": m0003,
  "0004_create_goals": m0004,
  "0005_create_bank_items": m0005,
  "0006_add_transaction_read_indexes": m0006,
  "0007_add_sandbox_account_selection": m0007,
  "0008_add_sandbox_history_days": m0008,
  "0009_add_account_transaction_counts": m0009,
  "0010_add_transaction_versions": m0010,
  "0011_add_monthly_category_totals": m0011,
  "0012_add_transaction_search_texts": m0012,
  "0013_add_monthly_transaction_counts": m0013,
  "0014_add_pending_transactions_index": m0014,
  "0015_add_transactions_user_id_index": m0015,
  "0016_keep_manual_balances": m0016,
  "0017_version_account_renames": m0017,
  "0018_add_budget_versions": m0018,
  "0019_add_account_and_goal_versions": m0019,
  "0020_add_instance_settings": m0020,
  "0021_add_idempotency_keys": m0021,
  "0022_anchor_balances": m0022,
  "0023_add_balance_sum_index": m0023,
  "0024_drop_account_rename_versions": m0024,
  "0025_drop_monthly_category_totals": m0025,
  "0026_add_statement_imports": m0026,
  "0027_add_rules": m0027,
  "0028_add_notifications": m0028,
  "0029_add_transactions_updated_at_index": m0029,
  "0030_add_import_statements": m0030,
};
