import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import type { WizardStep } from "../hooks/use-import-wizard";

/** Each step as the stepper names it. */
export const STEP_LABELS: Readonly<Record<WizardStep, string>> = {
  file: "Choose a file",
  mapping: "Map columns",
  review: "Review",
};

/** Where the wizard is; a file other than CSV has no columns to map, so it skips that step. */
export function ImportStepper({
  step,
  hasMapping,
}: {
  step: WizardStep;
  hasMapping: boolean;
}) {
  const steps: WizardStep[] = hasMapping
    ? ["file", "mapping", "review"]
    : ["file", "review"];
  return (
    <Stepper
      activeStep={steps.indexOf(step)}
      alternativeLabel
      aria-label="Import steps"
      sx={{ mb: 3 }}
    >
      {steps.map((name) => (
        <Step key={name}>
          <StepLabel>{STEP_LABELS[name]}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
