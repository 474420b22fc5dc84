import ArrowBack from "@mui/icons-material/ArrowBack";
import RuleOutlined from "@mui/icons-material/RuleOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CircularProgress from "@mui/material/CircularProgress";
import { Link as RouterLink } from "react-router";
import { useDialogSession } from "../../../shared/hooks/use-dialog-session";
import { paths } from "../../../shared/paths";
import { CreateButton } from "../../../shared/ui/create-button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { useNotify } from "../../../shared/ui/notifier";
import { PageHeader } from "../../../shared/ui/page-header";
import { QueryErrorAlert } from "../../../shared/ui/query-error-alert";
import type { Rule } from "../api/rule-queries";
import { useRules } from "../api/rule-queries";
import { DeleteRuleDialog } from "../components/delete-rule-dialog";
import { RuleFormDialog } from "../components/rule-form-dialog";
import { RuleList } from "../components/rule-list";

/**
 * The rules (docs/design/rules.md), reached from the transactions page: each in the order they
 * run, with create, edit, reorder, on/off, apply to past transactions and delete.
 */
export function RulesPage() {
  const rules = useRules();
  const form = useDialogSession<Rule>();
  const deletion = useDialogSession<Rule>();
  const notify = useNotify();
  const items = rules.data;
  const createButton = (
    <CreateButton
      label="Create rule"
      onClick={() => {
        form.open();
      }}
    />
  );
  return (
    <>
      <PageHeader
        title="Rules"
        subtitle="Rules set the category, merchant or description of transactions as they arrive, in this order. A category you chose yourself is never changed."
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.transactions}
              startIcon={<ArrowBack />}
            >
              Transactions
            </Button>
            {createButton}
          </>
        }
      />
      <QueryErrorAlert query={rules} fallback="Failed to load rules" />
      {rules.isPending && (
        <Box sx={{ display: "grid", placeItems: "center", py: 10 }}>
          <CircularProgress aria-label="Loading rules" />
        </Box>
      )}
      {items?.length === 0 && (
        <Card>
          <EmptyState
            icon={<RuleOutlined />}
            title="No rules yet"
            description="A rule files transactions for you: for example, Merchant contains 'coffee' → Food & Dining. New transactions that match are categorised as they arrive, and you can apply a rule to past ones too."
            action={createButton}
          />
        </Card>
      )}
      {items !== undefined && items.length > 0 && (
        <RuleList rules={items} onEdit={form.open} onDelete={deletion.open} />
      )}
      <RuleFormDialog
        key={form.key}
        {...form.dialogProps}
        onSaved={notify.success}
      />
      <DeleteRuleDialog
        key={deletion.key}
        {...deletion.dialogProps}
        onDeleted={notify.success}
      />
    </>
  );
}
