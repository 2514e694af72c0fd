/** "about 40 s left", "about 3 min left": an estimate, said as one. */
export function timeLeftText(milliseconds: number | undefined): string {
  if (milliseconds === undefined) return 'time left is estimated after the first run';
  if (milliseconds <= 0) return 'finishing';
  const seconds = Math.round(milliseconds / 1000);
  if (seconds < 60) return `about ${Math.max(1, seconds)} s left`;
  return `about ${Math.round(seconds / 60)} min left`;
}

export function percentText(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/** "12 Mar, 14:05": when a comparison started, in the person's locale. */
export function startedText(time: number): string {
  return new Date(time).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** A run as the lists and headers name it: "before #2". */
export function runName(run: { variant: string; run: number }): string {
  return `${run.variant} #${run.run}`;
}

/** Colours for chart segments: distinct on white, and each paired with a text label anyway. */
const palette = ['#2f5fd0', '#1f7a4d', '#a85d00', '#8e44ad', '#c62828', '#00838f', '#6d4c41', '#5f6878'];

export function colourOf(index: number): string {
  return palette[index % palette.length]!;
}
