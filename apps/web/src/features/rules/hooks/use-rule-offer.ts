import { useRef, useState } from "react";
import { getRuleOffer, type RuleOffer } from "../api/rule-offers";

/** An offer shown for one transaction. */
export interface ShownOffer {
  transactionId: number;
  offer: RuleOffer;
}

/**
 * Asks whether a rule could file a transaction's merchant the way the person just did, and keeps
 * the offer to show: `ask` after a category change, `noticeProps` for `RuleOfferNotice`.
 */
export function useRuleOffer() {
  const [shown, setShown] = useState<ShownOffer>();
  const latest = useRef(0);
  return {
    ask: (transactionId: number) => {
      const request = latest.current + 1;
      latest.current = request;
      getRuleOffer(transactionId).then(
        ({ offer }) => {
          // Only the last change's answer counts: an earlier one may arrive after it.
          if (request !== latest.current) return;
          setShown(offer === null ? undefined : { transactionId, offer });
        },
        () => {
          // The offer is a shortcut, not part of the edit that was saved: without it the page
          // is as it was, and the person can still write the rule on the Rules page.
        },
      );
    },
    noticeProps: {
      shown,
      onClose: () => {
        latest.current += 1;
        setShown(undefined);
      },
    },
  };
}
