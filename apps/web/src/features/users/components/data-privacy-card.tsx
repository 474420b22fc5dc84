import Download from "@mui/icons-material/Download";
import PrivacyTip from "@mui/icons-material/PrivacyTip";
import TableChart from "@mui/icons-material/TableChart";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { todayIn } from "@finch/domain";
import { useState } from "react";
import { errorMessageOf } from "../../../shared/api-client";
import { useUserPreferences } from "../../../shared/user-preferences";
import { useExportData, useExportTransactionsCsv } from "../api/user-mutations";
import { SettingRow } from "./setting-row";
import { SettingsCard } from "./settings-card";

/**
 * Export Data (JSON), a CSV of transactions, and Privacy Settings disabled (docs/product.md §2).
 */
export function DataPrivacyCard({
  onExported,
}: {
  onExported: (message: string) => void;
}) {
  const exportData = useExportData();
  const exportCsv = useExportTransactionsCsv();
  const { timeZone } = useUserPreferences();
  const [error, setError] = useState<string>();
  const callbacks = {
    onSuccess: () => {
      setError(undefined);
      onExported("Data exported successfully!");
    },
    onError: (failure: Error) => {
      setError(errorMessageOf(failure, "Failed to export data"));
    },
  };

  return (
    <SettingsCard title="Data and Privacy" icon={<PrivacyTip />}>
      {error !== undefined && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          onClose={() => {
            setError(undefined);
          }}
        >
          {error}
        </Alert>
      )}
      <SettingRow
        title="Export Data"
        description="Everything in your account as a JSON file you can keep or restore."
        action={
          <Button
            variant="outlined"
            startIcon={<Download />}
            disabled={exportData.isPending}
            onClick={() => {
              exportData.mutate(undefined, callbacks);
            }}
          >
            {exportData.isPending ? "Exporting..." : "Export Data"}
          </Button>
        }
      />
      <SettingRow
        title="Transactions (CSV)"
        description="Every transaction as a spreadsheet file."
        action={
          <Button
            variant="outlined"
            startIcon={<TableChart />}
            disabled={exportCsv.isPending}
            onClick={() => {
              exportCsv.mutate(todayIn(new Date(), timeZone), callbacks);
            }}
          >
            Export CSV
          </Button>
        }
      />
      <SettingRow
        title="Privacy Settings"
        description="Control how your data is used — coming soon."
        action={
          <Button variant="outlined" disabled>
            Privacy Settings (coming soon)
          </Button>
        }
      />
    </SettingsCard>
  );
}
