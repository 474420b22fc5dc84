import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Tooltip from "@mui/material/Tooltip";
import type { ReactNode } from "react";

interface ComingSoonButtonProps {
  label: string;
  icon: ReactNode;
  /** Why the button cannot be used yet, shown on hover and read by screen readers. */
  reason: string;
}

/**
 * A header button whose feature has not landed yet (bank linking): visible, as the contract
 * lists it, but disabled with the reason in a tooltip, so no control pretends to work.
 */
export function ComingSoonButton({
  label,
  icon,
  reason,
}: ComingSoonButtonProps) {
  return (
    <Tooltip title={reason}>
      {/* A disabled button fires no pointer events; the wrapper lets the tooltip open. */}
      <Box component="span" sx={{ display: "inline-flex" }}>
        <Button
          variant="outlined"
          startIcon={icon}
          disabled
          aria-description={reason}
        >
          {label}
        </Button>
      </Box>
    </Tooltip>
  );
}
