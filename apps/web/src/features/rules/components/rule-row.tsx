import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { EditDeleteButtons } from "../../../shared/ui/edit-delete-buttons";
import { SoftChip } from "../../../shared/ui/soft-chip";
import type { Rule } from "../api/rule-queries";
import { ApplyRuleButton } from "./apply-rule-button";
import { RuleSwitch } from "./rule-switch";

/** Which way a rule moves in the run order. */
export type MoveDirection = "up" | "down";

interface RuleRowProps {
  rule: Rule;
  /** The rule in one line: "Merchant contains 'coffee' → Food & Dining". */
  summary: string;
  isFirst: boolean;
  isLast: boolean;
  onMove: (rule: Rule, direction: MoveDirection) => void;
  /** Keeps the move buttons, so the list can give one the focus after a move. */
  moveButtonRef: (
    direction: MoveDirection,
    button: HTMLButtonElement | null,
  ) => void;
  onEdit: (rule: Rule) => void;
  onDelete: (rule: Rule) => void;
}

/** One rule: its place, name and summary, then its controls (below them on a phone). */
export function RuleRow({
  rule,
  summary,
  isFirst,
  isLast,
  onMove,
  moveButtonRef,
  onEdit,
  onDelete,
}: RuleRowProps) {
  const moveButton = (direction: MoveDirection) => {
    const label = direction === "up" ? "Move up" : "Move down";
    const isAtEnd = direction === "up" ? isFirst : isLast;
    return (
      <Tooltip title={label}>
        {/* A span keeps the tooltip working on a disabled button. */}
        <span>
          <IconButton
            size="small"
            aria-label={`${label}: ${rule.name}`}
            disabled={isAtEnd}
            ref={(button) => {
              moveButtonRef(direction, button);
            }}
            onClick={() => {
              onMove(rule, direction);
            }}
          >
            {direction === "up" ? (
              <ArrowUpward fontSize="small" />
            ) : (
              <ArrowDownward fontSize="small" />
            )}
          </IconButton>
        </span>
      </Tooltip>
    );
  };
  return (
    <Box component="li" sx={rowSx}>
      <Box sx={{ flex: "1 1 280px", minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <Typography
            variant="subtitle1"
            component="h2"
            sx={{
              overflowWrap: "anywhere",
              color: rule.isEnabled ? "text.primary" : "text.secondary",
            }}
          >
            {rule.name}
          </Typography>
          {!rule.isEnabled && <SoftChip label="Off" />}
        </Box>
        <Typography
          variant="body2"
          sx={{ color: "text.secondary", overflowWrap: "anywhere" }}
        >
          {summary}
        </Typography>
      </Box>
      <Box sx={controlsSx}>
        <RuleSwitch rule={rule} />
        <Box sx={{ display: "inline-flex" }}>
          {moveButton("up")}
          {moveButton("down")}
        </Box>
        <ApplyRuleButton rule={rule} />
        <EditDeleteButtons
          item={rule}
          name={rule.name}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Box>
    </Box>
  );
}

const rowSx = {
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: { xs: 1, sm: 2 },
  px: { xs: 2, sm: 3 },
  py: 2,
  "& + &": { borderTop: 1, borderColor: "divider" },
} as const;

const controlsSx = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: 1,
  ml: { xs: -1, sm: 0 },
} as const;
