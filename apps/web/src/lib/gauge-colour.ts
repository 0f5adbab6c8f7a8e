import { GAUGE_BANDS } from '@rehearse/contracts';

/**
 * SPEC §9 gauge colour bands, highest first, green to red, for the report's gauges and the landing page's sample
 * report. Tailwind 600s that keep at least 3:1 contrast on the white card (WCAG 1.4.11 for graphics).
 */
const BAND_COLOURS = ['#15803d', '#16a34a', '#65a30d', '#ca8a04', '#ea580c', '#dc2626'] as const;
const BELOW_LOWEST_BAND = '#b91c1c';

export function gaugeColour(score: number): string {
  const band = GAUGE_BANDS.findIndex((lowerBound) => score >= lowerBound);
  return band === -1 ? BELOW_LOWEST_BAND : BAND_COLOURS[band]!;
}
