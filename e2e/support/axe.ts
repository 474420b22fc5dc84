import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, ImpactValue, RunOptions } from "axe-core";
import type { Page } from "playwright-core";
import { expect } from "vitest";

declare global {
  interface Window {
    axe?: {
      run: (context: Document, options: RunOptions) => Promise<AxeResults>;
    };
  }
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** The impacts that fail a journey: what blocks or seriously hinders someone using the page. */
const FAILING: readonly ImpactValue[] = ["serious", "critical"];

/** One failing rule on the page, with the elements it failed on. */
export interface AxeViolation {
  rule: string;
  impact: ImpactValue | undefined;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; summary: string }[];
}

/** Runs every axe-core rule on the page as it is now; returns the serious and critical failures. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const violations = await runAxe(page, { resultTypes: ["violations"] });
  return violations.filter((v) => FAILING.includes(v.impact ?? null));
}

/**
 * The rules that say whether every part of the page sits in a landmark (banner, navigation,
 * main, contentinfo, complementary) and the landmarks are well formed. Their impact is moderate,
 * below what `axeViolations` reports, so a journey asks for them by name.
 */
export const LANDMARK_RULES = [
  "region",
  "landmark-one-main",
  "landmark-no-duplicate-banner",
  "landmark-no-duplicate-main",
  "landmark-banner-is-top-level",
  "landmark-main-is-top-level",
  "landmark-unique",
  "bypass",
] as const;

/** Fails, listing them, when any part of the page sits outside a landmark. */
export async function expectEverythingInLandmarks(
  page: Page,
  where: string,
): Promise<void> {
  const violations = await runAxe(page, {
    runOnly: { type: "rule", values: [...LANDMARK_RULES] },
    resultTypes: ["violations"],
  });
  expect(violations.map(describeViolation), `landmarks on ${where}`).toEqual(
    [],
  );
}

/**
 * Runs axe-core in the page. The source goes in through `page.evaluate`, which the app's
 * Content-Security-Policy does not govern (an inline `<script>` would be refused). It waits first
 * for transitions (a dialog fading in, a drawer sliding) to end: half-faded text would report
 * contrast failures that no one sees.
 */
async function runAxe(
  page: Page,
  options: RunOptions,
): Promise<AxeViolation[]> {
  await settled(page);
  if (!(await page.evaluate(() => window.axe !== undefined)))
    await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (runOptions) => {
    const axe = window.axe;
    if (axe === undefined) throw new Error("axe-core did not load");
    const results = await axe.run(document, runOptions);
    return results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({
        target: n.target.join(" "),
        html: n.html,
        summary: n.failureSummary ?? "",
      })),
    }));
  }, options);
}

/** Fails with a readable list when axe finds any serious or critical violation on the page. */
export async function expectNoSeriousAxeViolations(
  page: Page,
  where: string,
): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations.map(describeViolation), `axe on ${where}`).toEqual([]);
}

/** "[serious] color-contrast: Elements must meet … \n  at p.helper — Fix any of: …". */
export function describeViolation(violation: AxeViolation): string {
  const nodes = violation.nodes.map(
    (node) =>
      `  at ${node.target}\n    ${node.html.slice(0, 200)}\n    ${node.summary.replace(/\n\s*/g, " ")}`,
  );
  return [
    `[${violation.impact ?? "?"}] ${violation.rule}: ${violation.help} (${violation.helpUrl})`,
    ...nodes,
  ].join("\n");
}

/** Waits until every finite animation and transition on the page has finished. */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .every((a) => a.playState !== "running"),
      ),
    )
    .toBe(true);
}
