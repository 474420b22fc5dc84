import { useEffect, useRef } from "react";

/**
 * Moves focus to a new step's content, so a screen reader says where the wizard went, and shows
 * the step from its top (stepper included) rather than scrolled to where the last one was left.
 */
export function useStepFocus(step: string) {
  const content = useRef<HTMLDivElement>(null);
  const stepBox = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    stepBox.current?.focus({ preventScroll: true });
    if (content.current !== null) content.current.scrollTop = 0;
  }, [step]);
  return { content, stepBox };
}
