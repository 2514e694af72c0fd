/**
 * Reading SEARCH/REPLACE blocks out of a model's reply (the Aider edit format):
 *
 *     src/app.py
 *     ```python
 *     <<<<<<< SEARCH
 *     lines as they are in the file
 *     =======
 *     lines to put in their place
 *     >>>>>>> REPLACE
 *     ```
 *
 * The file path is the last line before the block that looks like a path (code fences and blank
 * lines skipped); a block with no such line reuses the previous block's path, as models often
 * write several blocks for one file under one heading. Markers may have 5 to 9 of their character,
 * as models miscount them. A reply that ends inside a block yields that block as unfinished, so the
 * harness can say so instead of applying half an edit.
 */

export type BlockEnding =
  | 'complete'
  /** The reply ended before the ======= line: no REPLACE section at all. */
  | 'no-divider'
  /** The reply ended before the >>>>>>> REPLACE line. */
  | 'no-end';

export interface SearchReplaceBlock {
  /** 1-based position among the reply's blocks: how the report refers to it. */
  index: number;
  /** 1-based line of the reply where the block's SEARCH marker is. */
  line: number;
  /** As the model wrote it (cleaned of backticks and the like); undefined when none was found. */
  path: string | undefined;
  searchLines: string[];
  replaceLines: string[];
  ending: BlockEnding;
}

const SEARCH_MARKER = /^\s*<{5,9}\s*SEARCH\s*$/;
const DIVIDER = /^\s*={5,9}\s*$/;
const REPLACE_MARKER = /^\s*>{5,9}\s*REPLACE\s*$/;
const FENCE = /^\s*(```|~~~)/;

export function parseSearchReplace(reply: string): SearchReplaceBlock[] {
  const lines = reply.split(/\r?\n/);
  const blocks: SearchReplaceBlock[] = [];
  let position = 0;
  while (position < lines.length) {
    if (!SEARCH_MARKER.test(lines[position]!)) {
      position++;
      continue;
    }
    const path = pathAbove(lines, position) ?? blocks.at(-1)?.path;
    const block: SearchReplaceBlock = { index: blocks.length + 1, line: position + 1, path, searchLines: [], replaceLines: [], ending: 'no-divider' };
    blocks.push(block);
    position++;
    while (position < lines.length && !DIVIDER.test(lines[position]!)) block.searchLines.push(lines[position++]!);
    if (position >= lines.length) break;
    block.ending = 'no-end';
    position++;
    while (position < lines.length && !REPLACE_MARKER.test(lines[position]!)) block.replaceLines.push(lines[position++]!);
    if (position >= lines.length) break;
    block.ending = 'complete';
    position++;
  }
  return blocks;
}

/**
 * The path for the block whose SEARCH marker is at `markerIndex`: the nearest line above it that is
 * neither blank nor a code fence, when that line reads as a path. Directly after another block
 * there is none (the caller reuses that block's path).
 */
function pathAbove(lines: string[], markerIndex: number): string | undefined {
  for (let index = markerIndex - 1; index >= 0; index--) {
    const line = lines[index]!;
    if (line.trim() === '' || FENCE.test(line)) continue;
    return REPLACE_MARKER.test(line) ? undefined : asPath(line);
  }
  return undefined;
}

/**
 * "`src/app.py`", "**src/app.py**", "# src/app.py:" all name src/app.py. A line with spaces inside
 * is prose ("Here is the change:"), not a path.
 */
function asPath(line: string): string | undefined {
  const cleaned = line.trim().replace(/^#+\s*/, '').replace(/^[`*'"]+|[`*'":]+$/g, '').trim();
  if (cleaned === '' || /\s/.test(cleaned)) return undefined;
  return cleaned;
}
