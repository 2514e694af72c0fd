import { structuredPatch } from 'diff';

/**
 * The diff an edit tool returns: `--- path` / `+++ path` headers and hunks with 3 lines of context,
 * without the timestamps and "Index:" lines of a full patch, which tell the model nothing.
 */
export function unifiedDiff(path: string, before: string, after: string): string {
  const patch = structuredPatch(path, path, before, after, '', '', { context: 3 });
  const lines = [`--- ${path}`, `+++ ${path}`];
  for (const hunk of patch.hunks) {
    lines.push(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`, ...hunk.lines);
  }
  return lines.join('\n');
}
