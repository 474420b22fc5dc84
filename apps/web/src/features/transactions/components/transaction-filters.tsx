import { CATEGORIES, CATEGORY_LABELS } from "@finch/domain";
import AutoAwesomeOutlined from "@mui/icons-material/AutoAwesomeOutlined";
import FilterAltOffOutlined from "@mui/icons-material/FilterAltOffOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { ReactNode } from "react";
import { useCallback } from "react";
import { useAccountChoices } from "../../../shared/account-choices";
import type { TransactionFilters as Filters } from "../api/transaction-queries";
import type { useTransactionSearch } from "../hooks/use-transaction-search";
import { AmountFilterField } from "./amount-filter-field";
import { TransactionSearchField } from "./transaction-search-field";

interface TransactionFiltersProps {
  search: ReturnType<typeof useTransactionSearch>;
}

/** Text search, account, category, type, date and amount ranges; every change lands in the URL. */
export function TransactionFilters({ search }: TransactionFiltersProps) {
  const { params, setFilter } = search;
  const accounts = useAccountChoices();
  const setText = useCallback(
    (text: string) => {
      setFilter("text", text);
    },
    [setFilter],
  );
  const select = (name: keyof Filters, label: string, items: ReactNode) => (
    <TextField
      select
      label={label}
      value={params[name] ?? ""}
      onChange={(event) => {
        setFilter(name, event.target.value);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        select: { displayEmpty: true },
      }}
    >
      {items}
    </TextField>
  );
  const date = (name: "startDate" | "endDate", label: string) => (
    <TextField
      type="date"
      label={label}
      value={params[name] ?? ""}
      onChange={(event) => {
        setFilter(name, event.target.value);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        // The picker keeps the range the right way round (the server refuses start > end).
        htmlInput:
          name === "startDate"
            ? { max: params.endDate }
            : { min: params.startDate },
      }}
    />
  );

  return (
    <Card
      component="section"
      aria-label="Filters"
      sx={{ p: { xs: 2, md: 2.5 }, mb: 3 }}
    >
      <Box sx={gridSx}>
        <Box sx={{ gridColumn: { xs: "1 / -1", lg: "span 2", xl: "span 3" } }}>
          <TransactionSearchField
            value={params.text ?? ""}
            onChange={setText}
            isFocusRequested={search.isSearchFocusRequested}
            onFocused={search.clearSearchFocusRequest}
          />
        </Box>
        {select("accountId", "Account", [
          <MenuItem key="" value="">
            All accounts
          </MenuItem>,
          ...(accounts.data ?? []).map((account) => (
            <MenuItem key={account.id} value={String(account.id)}>
              {account.label}
            </MenuItem>
          )),
        ])}
        {select("category", "Category", [
          <MenuItem key="" value="">
            All categories
          </MenuItem>,
          ...CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </MenuItem>
          )),
        ])}
        {select("transactionType", "Type", [
          <MenuItem key="" value="">
            All types
          </MenuItem>,
          <MenuItem key="debit" value="debit">
            Debit (money out)
          </MenuItem>,
          <MenuItem key="credit" value="credit">
            Credit (money in)
          </MenuItem>,
        ])}
        {date("startDate", "From")}
        {date("endDate", "To")}
        <AmountFilterField
          label="Min amount"
          value={params.minAmount}
          onChange={(value) => {
            setFilter("minAmount", value);
          }}
        />
        <AmountFilterField
          label="Max amount"
          value={params.maxAmount}
          onChange={(value) => {
            setFilter("maxAmount", value);
          }}
        />
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, mt: 2 }}>
        <SuggestedChip
          isOn={params.categorySource === "suggested"}
          onToggle={(isOn) => {
            setFilter("categorySource", isOn ? "suggested" : undefined);
          }}
        />
        {params.flow && (
          <Chip
            label={FLOW_LABELS[params.flow]}
            color="secondary"
            onDelete={() => {
              setFilter("flow", undefined);
            }}
          />
        )}
        {search.hasFilters && (
          <Button
            size="small"
            startIcon={<FilterAltOffOutlined />}
            onClick={search.clearFilters}
          >
            Clear filters
          </Button>
        )}
      </Box>
    </Card>
  );
}

/** What a report's link keeps (`flow`): the rows its spending or income figure counts. */
const FLOW_LABELS = {
  spending: "Counted as spending",
  income: "Counted as income",
} as const;

/** Shows only the rows whose category is a suggestion waiting for the person; a toggle. */
function SuggestedChip({
  isOn,
  onToggle,
}: {
  isOn: boolean;
  onToggle: (isOn: boolean) => void;
}) {
  return (
    <Chip
      icon={<AutoAwesomeOutlined />}
      label="Suggested"
      color={isOn ? "secondary" : "default"}
      variant={isOn ? "filled" : "outlined"}
      aria-pressed={isOn}
      onClick={() => {
        onToggle(!isOn);
      }}
    />
  );
}

const gridSx = {
  display: "grid",
  gridTemplateColumns: {
    xs: "repeat(2, minmax(0, 1fr))",
    md: "repeat(3, minmax(0, 1fr))",
    lg: "repeat(4, minmax(0, 1fr))",
    xl: "repeat(10, minmax(0, 1fr))",
  },
  gap: 2,
} as const;
