/**
 * A difference of two rates in points with its sign: "+12 points", "−8 points", "±0 points". A value
 * just off zero keeps one significant digit ("+0.3 points"), so an interval that excludes zero never
 * shows a bound that reads as zero.
 */
export function pointsText(fraction: number): string {
  const whole = Math.round(fraction * 100);
  if (whole === 0 && fraction !== 0) return `${fraction > 0 ? '+' : '−'}${Number(Math.abs(fraction * 100).toPrecision(1))} points`;
  return `${whole > 0 ? '+' : whole < 0 ? '−' : '±'}${Math.abs(whole)} points`;
}
