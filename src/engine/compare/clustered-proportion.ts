/**
 * How many independent trials a proportion counted over clusters is worth. Findings come grouped
 * by the server they were found on, and one server's habit repeats: 217 short descriptions from
 * a server that restates every tool's name are closer to one observation than to 217. Treating
 * them as independent makes an interval far narrower than what is known.
 *
 * The effective number of trials is the size an independent sample would need to be as precise
 * (Kish's design effect). Its variance is the ratio estimator's, measured between clusters:
 * Var(p) = C/(C-1) · Σ (successes_i − p·trials_i)² / n². With Wilson's interval at that size
 * this is how survey statisticians bound a proportion from a clustered sample (Korn and
 * Graubard, 1998, "Confidence intervals for proportions with small expected number of positive
 * counts estimated from survey data").
 */

export interface ClusterCount {
  successes: number;
  trials: number;
}

export function effectiveTrials(clusters: readonly ClusterCount[]): number {
  const counted = clusters.filter((cluster) => cluster.trials > 0);
  const trials = counted.reduce((sum, cluster) => sum + cluster.trials, 0);
  if (trials === 0) return 0;
  const rate = counted.reduce((sum, cluster) => sum + cluster.successes, 0) / trials;
  // All right, all wrong, or a single cluster: no spread between clusters can be measured, so
  // nothing says how the next cluster would fare, and each one counts once.
  if (rate === 0 || rate === 1 || counted.length < 2) return counted.length;
  const squaredResiduals = counted.reduce((sum, cluster) => sum + (cluster.successes - rate * cluster.trials) ** 2, 0);
  const variance = (counted.length / (counted.length - 1)) * (squaredResiduals / trials ** 2);
  // Every cluster exactly at the pooled rate: the clustering cost nothing.
  if (variance === 0) return trials;
  return Math.min(trials, (rate * (1 - rate)) / variance);
}
