/**
 * The standard normal quantile: the z with P(Z <= z) = probability. A sequential comparison tests
 * each look at its own small share of the 5% (say 1%), and needs the z for it. Acklam's rational
 * approximation (relative error under 1.2e-9 over (0, 1)), which is far finer than any interval
 * printed in whole percent needs; no library in the project has one.
 */

const a = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
const b = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
const c = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];

/** Where the central region of the approximation ends: below it, and above 1 minus it, the tails' formula. */
const TAIL = 0.02425;

export function normalQuantile(probability: number): number {
  if (!(probability > 0 && probability < 1)) throw new RangeError(`normalQuantile needs a probability strictly between 0 and 1, got ${probability}`);
  if (probability < TAIL) return tail(probability);
  if (probability > 1 - TAIL) return -tail(1 - probability);
  const q = probability - 0.5;
  const r = q * q;
  return ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
}

/** The lower tail; the upper one is its mirror image. */
function tail(probability: number): number {
  const q = Math.sqrt(-2 * Math.log(probability));
  return (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
}

/** The z of a two-sided interval that misses the truth with probability `alpha` (0.05 -> 1.96). */
export function twoSidedZ(alpha: number): number {
  return normalQuantile(1 - alpha / 2);
}
