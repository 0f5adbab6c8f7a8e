import { GAUGE_BANDS } from '@rehearse/contracts';

/**
 * SPEC §9 gauge colour bands, highest first, from green to red. Colours are Tailwind's 600 shades so the arc keeps
 * at least 3:1 contrast against the white card (WCAG 1.4.11 for graphics).
 */
const BAND_COLOURS = ['#15803d', '#16a34a', '#65a30d', '#ca8a04', '#ea580c', '#dc2626'] as const;
const BELOW_LOWEST_BAND = '#b91c1c';

export function gaugeColour(score: number): string {
  const band = GAUGE_BANDS.findIndex((lowerBound) => score >= lowerBound);
  return band === -1 ? BELOW_LOWEST_BAND : BAND_COLOURS[band]!;
}
