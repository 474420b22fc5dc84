import { CATEGORY_LABELS } from "@finch/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import { errorMessageOf } from "../../../shared/api-client";
import { countOf } from "../../../shared/count-text";
import { useNotify } from "../../../shared/ui/notifier";
import { useAcceptRuleOffer } from "../api/rule-offers";
import type { ShownOffer } from "../hooks/use-rule-offer";

interface RuleOfferNoticeProps {
  /** The offer to show; nothing shows without one. */
  shown: ShownOffer | undefined;
  onClose: () => void;
}

/**
 * "Always categorise Blue Bottle as Food & Dining?" after the person recategorised one of the
 * merchant's transactions: Always saves the rule (and recategorises the merchant's other rows),
 * Not now lets it be. A snackbar, so it shows wherever the list is scrolled; it waits for an
 * answer (Escape is Not now).
 */
export function RuleOfferNotice({ shown, onClose }: RuleOfferNoticeProps) {
  const accept = useAcceptRuleOffer();
  const notify = useNotify();
  if (shown === undefined) return null;
  const { merchant, category, would_change: wouldChange } = shown.offer;
  const close = () => {
    accept.reset();
    onClose();
  };
  const always = () => {
    accept.mutate(shown.transactionId, {
      onSuccess: ({ changed }) => {
        notify.success(
          `Rule saved · ${countOf(changed, "transaction")} changed`,
        );
        close();
      },
    });
  };
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      // Above the notices' place: "Transaction updated successfully!" shows there meanwhile.
      sx={{ bottom: { xs: 88, sm: 96 } }}
      onClose={(_event, reason) => {
        if (reason === "escapeKeyDown") close();
      }}
    >
      <Alert
        severity="info"
        variant="filled"
        sx={{ width: "100%", boxShadow: 3 }}
      >
        {`Always categorise ${merchant} as ${CATEGORY_LABELS[category]}?`}
        {wouldChange > 0 &&
          ` This changes ${countOf(wouldChange, "past transaction")}.`}
        {accept.isError && (
          <Box sx={{ fontWeight: 600, mt: 0.5 }}>
            {errorMessageOf(accept.error, "Failed to save the rule")}
          </Box>
        )}
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1.5 }}>
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            disabled={accept.isPending}
            onClick={always}
          >
            {accept.isPending ? "Saving..." : "Always"}
          </Button>
          <Button
            size="small"
            color="inherit"
            disabled={accept.isPending}
            onClick={close}
          >
            Not now
          </Button>
        </Box>
      </Alert>
    </Snackbar>
  );
}
