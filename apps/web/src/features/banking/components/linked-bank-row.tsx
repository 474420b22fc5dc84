import AccountBalance from "@mui/icons-material/AccountBalance";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { SoftChip, type SoftChipColour } from "../../../shared/ui/soft-chip";
import { useUserPreferences } from "../../../shared/user-preferences";
import type { BankItem } from "../api/banking-queries";

const STATUS: Record<
  BankItem["status"],
  { label: string; colour: SoftChipColour }
> = {
  ok: { label: "Connected", colour: "success" },
  needs_reauth: { label: "Needs attention", colour: "warning" },
  revoked: { label: "Disconnected", colour: "error" },
  error: { label: "Sync failed", colour: "error" },
};

interface LinkedBankRowProps {
  item: BankItem;
  onReconnect: (item: BankItem) => void;
  onUnlink: (item: BankItem) => void;
}

/** One linked bank: health, last sync, and what the user can do about it. */
export function LinkedBankRow({
  item,
  onReconnect,
  onUnlink,
}: LinkedBankRowProps) {
  const status = STATUS[item.status];
  const { timeZone } = useUserPreferences();
  const accounts = `${String(item.accountIds.length)} account${item.accountIds.length === 1 ? "" : "s"}`;
  return (
    <Stack
      component="li"
      aria-label={item.institutionName}
      direction={{ xs: "column", sm: "row" }}
      spacing={2}
      sx={{ alignItems: { sm: "center" }, py: 1.5, listStyle: "none" }}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: "center", flexGrow: 1, minWidth: 0 }}
      >
        <Avatar sx={{ bgcolor: "primary.main" }}>
          <AccountBalance />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Typography sx={{ fontWeight: 600 }}>
              {item.institutionName}
            </Typography>
            <SoftChip label={status.label} colour={status.colour} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {accounts} · {lastSyncText(item.lastSyncedAt, timeZone)}
          </Typography>
          {item.error !== null && (
            <Typography variant="body2" color="error.main">
              {item.error}
            </Typography>
          )}
        </Box>
      </Stack>
      <Stack direction="row" spacing={1}>
        {item.status === "needs_reauth" && (
          <Button
            variant="contained"
            size="small"
            aria-label={`Reconnect ${item.institutionName}`}
            onClick={() => {
              onReconnect(item);
            }}
          >
            Reconnect
          </Button>
        )}
        {/* Named after the bank: with several linked, a list of "Unlink" buttons says nothing. */}
        <Button
          color="inherit"
          size="small"
          aria-label={`Unlink ${item.institutionName}`}
          onClick={() => {
            onUnlink(item);
          }}
        >
          Unlink
        </Button>
      </Stack>
    </Stack>
  );
}

/** 'Last synced Nov 22, 9:30 PM' on the profile's clock, like every other time the app shows. */
function lastSyncText(lastSyncedAt: string | null, timeZone: string): string {
  return lastSyncedAt === null
    ? "Not synced yet"
    : `Last synced ${new Date(lastSyncedAt).toLocaleString("en-US", {
        month: "short",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone,
      })}`;
}
