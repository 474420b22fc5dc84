import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import { useEffect, useRef, useState } from "react";
import { errorMessageOf } from "../../../shared/api-client";
import { useNotify } from "../../../shared/ui/notifier";
import { useMoveRule } from "../api/rule-mutations";
import type { Rule } from "../api/rule-queries";
import { useRuleSummary } from "../hooks/use-rule-summary";
import { type MoveDirection, RuleRow } from "./rule-row";

interface RuleListProps {
  rules: readonly Rule[];
  onEdit: (rule: Rule) => void;
  onDelete: (rule: Rule) => void;
}

/**
 * The rules in the order they run, each with its switch, Move up/down, Apply, Edit and Delete.
 * After a move the focus follows the moved rule's button (or its other one, at an end), so a
 * keyboard user can keep pressing.
 */
export function RuleList({ rules, onEdit, onDelete }: RuleListProps) {
  const summary = useRuleSummary();
  const move = useMoveRule();
  const notify = useNotify();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{
    id: number;
    direction: MoveDirection;
  }>();

  useEffect(() => {
    if (focusAfterMove === undefined) return;
    const { id, direction } = focusAfterMove;
    const other = direction === "up" ? "down" : "up";
    const target = [direction, other]
      .map((d) => buttons.current.get(`${String(id)}-${d}`))
      .find((button) => button !== undefined && !button.disabled);
    target?.focus();
  }, [focusAfterMove, rules]);

  const onMove = (rule: Rule, direction: MoveDirection) => {
    // One move at a time: each is sent with the order the last one left.
    if (move.isPending) return;
    const index = rules.findIndex((each) => each.id === rule.id);
    const position = direction === "up" ? index - 1 : index + 1;
    if (position < 0 || position >= rules.length) return;
    setFocusAfterMove({ id: rule.id, direction });
    move.mutate(
      { rule, position },
      {
        onError: (error) => {
          notify.error(errorMessageOf(error, "Failed to move rule"));
        },
        onSettled: () => {
          setFocusAfterMove(undefined);
        },
      },
    );
  };

  return (
    <Card>
      <Box component="ol" aria-label="Rules" sx={{ m: 0, p: 0 }}>
        {rules.map((rule, index) => (
          <RuleRow
            key={rule.id}
            rule={rule}
            summary={summary(rule)}
            isFirst={index === 0}
            isLast={index === rules.length - 1}
            onMove={onMove}
            moveButtonRef={(direction, button) => {
              const key = `${String(rule.id)}-${direction}`;
              if (button === null) buttons.current.delete(key);
              else buttons.current.set(key, button);
            }}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
      </Box>
    </Card>
  );
}
