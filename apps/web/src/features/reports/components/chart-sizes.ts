/**
 * The charts' heights in pixels: apart from the charts' modules, so a page keeps each chart's
 * place while that module (and the charts library) loads.
 */
export const CHART_HEIGHTS = {
  cashFlow: 320,
  spendingDonut: 240,
  spendingTrends: 300,
  netWorth: 320,
  budget: 180,
  dashboardDonut: 200,
} as const;
