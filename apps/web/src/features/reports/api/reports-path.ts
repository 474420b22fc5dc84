import { paths } from "../../../shared/paths";
import type { RangePreset } from "../components/report-range";

/** The reports page's search param naming an offered range (`?range=last-3-months`). */
export const RANGE_PARAM = "range";

/**
 * The reports over an offered range: `/analytics?range=this-month`. In a module of its own so
 * the dashboard links here without loading the reports' code.
 */
export function reportsPath(preset: RangePreset): string {
  return `${paths.analytics}?${RANGE_PARAM}=${preset}`;
}
