import type { ReplyContext, ReplyHandler } from '../loop/reply-handler';
import { renderTemplate } from '../toolkit/template';
import { listedMatchLines } from '../tools/edit-matching';
import { plural } from '../tools/file-filter';
import { countLines, utf8ByteLength } from '../tools/text-lines';
import { isWithinFolder, resolveWorkspacePath } from '../workspace/paths';
import { isWorkspaceError } from '../workspace/workspace';
import { applyBlock, type MatchMethod, type Reindent } from './search-replace-apply';
import { parseSearchReplace, type SearchReplaceBlock } from './search-replace-parse';

/**
 * The Aider preset's edit layer: the model writes SEARCH/REPLACE blocks in its reply, and this
 * applies them to the workspace and answers, in the model's terms, which applied and which did
 * not, with what to do about each failure. Blocks are applied in order, each to the file as the
 * blocks before it left it (several blocks for one file build on each other), and a block that
 * fails does not stop the others: the report says exactly which are in the files now, so the model
 * resends only the failed ones.
 */

export type BlockResult =
  | {
      index: number;
      path: string;
      applied: true;
      /** Lines SEARCH matched, 1-based; absent when the block created the file. */
      startLine?: number;
      endLine?: number;
      method?: MatchMethod;
      reindent?: Reindent;
      /** Lines of the file the block created. */
      created?: number;
    }
  | {
      index: number;
      path: string | undefined;
      applied: false;
      /** Why, as a failure kind like the tools' (NoMatch, AmbiguousMatch...), for counting. */
      kind: BlockFailureKind;
      reason: string;
    };

export type BlockFailureKind =
  | 'IncompleteBlock'
  | 'MissingPath'
  | 'OutsideWorkspace'
  | 'OutOfScope'
  | 'IsDirectory'
  | 'NotADirectory'
  | 'FileExists'
  | 'NotFound'
  | 'BinaryFile'
  | 'NoMatch'
  | 'AmbiguousMatch';

export const searchReplaceReplyHandler: ReplyHandler = async (text, context) => {
  const blocks = parseSearchReplace(text);
  if (blocks.length === 0) return undefined;
  const results: BlockResult[] = [];
  for (const block of blocks) results.push(await applyToWorkspace(block, context));
  context.report?.({
    writtenBytes: blocks.reduce((total, block) => total + utf8ByteLength(replacementOf(block)), 0),
    failures: results.flatMap((result) => (result.applied ? [] : [result.kind])),
  });
  return reportBlocks(results, context.nameOf);
};

/** The text a block puts in the file: its REPLACE lines, each ending in a newline. */
function replacementOf(block: SearchReplaceBlock): string {
  return block.replaceLines.length === 0 ? '' : `${block.replaceLines.join('\n')}\n`;
}

type Loaded = { ok: true; path: string; content: string | undefined } | { ok: false; kind: BlockFailureKind; reason: string };

async function applyToWorkspace(block: SearchReplaceBlock, context: ReplyContext): Promise<BlockResult> {
  const refuse = (kind: BlockFailureKind, reason: string): BlockResult => ({ index: block.index, path: block.path, applied: false, kind, reason });
  if (block.ending === 'no-divider') return refuse('IncompleteBlock', 'the reply ended before its ======= line, so the block is incomplete');
  if (block.ending === 'no-end') return refuse('IncompleteBlock', 'the reply ended before its >>>>>>> REPLACE line, so the block is incomplete');
  if (block.path === undefined) return refuse('MissingPath', 'there is no file path on its own line just before <<<<<<< SEARCH');

  const loaded = await load(block.path, context);
  if (!loaded.ok) return refuse(loaded.kind, loaded.reason);
  const searchIsEmpty = block.searchLines.every((line) => line.trim() === '');
  const replacement = replacementOf(block);

  if (searchIsEmpty) {
    if (loaded.content !== undefined && loaded.content !== '') {
      return refuse('FileExists', `its SEARCH section is empty, which creates a new file, but "${block.path}" already exists. Put the lines to change in SEARCH`);
    }
    await context.workspace.writeFile(loaded.path, replacement);
    return { index: block.index, path: block.path, applied: true, created: countLines(replacement) };
  }
  if (loaded.content === undefined) {
    return refuse('NotFound', `there is no file "${block.path}". To create a file, leave SEARCH empty and put the whole new file in REPLACE`);
  }
  if (loaded.content.includes('\0')) return refuse('BinaryFile', `"${block.path}" is a binary file, which cannot be edited as text`);

  const outcome = applyBlock(loaded.content, block.searchLines, block.replaceLines);
  if (!outcome.ok && outcome.problem === 'no-match') {
    const closest = outcome.closest
      ? ` The most similar lines in the file are ${outcome.closest.startLine}-${outcome.closest.endLine} (shown after their line number and a tab, which are not part of the file):\n${outcome.closest.numbered}\n`
      : ' ';
    return refuse('NoMatch', `its SEARCH lines are not in "${block.path}", not even ignoring whitespace at the start and end of each line.${closest}SEARCH must repeat lines of the file exactly`);
  }
  if (!outcome.ok) {
    const listed = listedMatchLines(outcome);
    const how = outcome.method === 'whitespace' ? ' (ignoring whitespace at the start and end of each line)' : '';
    return refuse('AmbiguousMatch', `its SEARCH lines occur ${outcome.matchCount} times in "${block.path}"${how}, starting on lines ${listed}, so it is unclear which to change. Add neighbouring lines to SEARCH (and to REPLACE) until they occur only once`);
  }
  await context.workspace.writeFile(loaded.path, outcome.text);
  return {
    index: block.index,
    path: block.path,
    applied: true,
    startLine: outcome.startLine,
    endLine: outcome.endLine,
    method: outcome.method,
    ...(outcome.reindent ? { reindent: outcome.reindent } : {}),
  };
}

/** The file a block names, resolved and read; `content` undefined when nothing is there yet. */
async function load(input: string, context: ReplyContext): Promise<Loaded> {
  try {
    const path = resolveWorkspacePath(input, context.workspace.rootPath);
    if (context.writeScope !== undefined && !isWithinFolder(path, context.writeScope)) {
      return { ok: false, kind: 'OutOfScope', reason: `this agent may only change files inside "${context.writeScope}", and "${input}" is outside it` };
    }
    const stat = await context.workspace.stat(path);
    if (stat?.kind === 'directory') return { ok: false, kind: 'IsDirectory', reason: `"${input}" is a folder, not a file` };
    return { ok: true, path, content: stat === undefined ? undefined : await context.workspace.readFile(path) };
  } catch (error) {
    if (isWorkspaceError(error, 'outside_root') || isWorkspaceError(error, 'link')) {
      return { ok: false, kind: 'OutsideWorkspace', reason: `"${input}" is outside the workspace; paths are relative to the workspace root (like "src/app.py")` };
    }
    if (isWorkspaceError(error, 'not_directory')) return { ok: false, kind: 'NotADirectory', reason: `a part of "${input}" that would have to be a folder is a file` };
    throw error;
  }
}

const AFTER_FAILURES =
  'The blocks that were applied are in the files now: do not send them again. Send corrected versions of the blocks that were not applied, with SEARCH copied exactly from the file as it is now.[[ To see a file as it is now, use {tool:read_file}.]]';
const AFTER_SUCCESS =
  'When the task is done, reply without any SEARCH/REPLACE block; otherwise send the next blocks.[[ To check a file as it is now, use {tool:read_file}.]]';

/** What the model reads after a reply with blocks: a summary line, one line per block, the next move. */
export function reportBlocks(results: readonly BlockResult[], nameOf: ReplyContext['nameOf']): string {
  const applied = results.filter((result) => result.applied).length;
  const total = results.length;
  const summary =
    total === 1
      ? `The SEARCH/REPLACE block was ${applied === 1 ? 'applied' : 'not applied'}.`
      : applied === total
        ? `All ${total} SEARCH/REPLACE blocks were applied.`
        : applied === 0
          ? `None of the ${total} SEARCH/REPLACE blocks was applied.`
          : `${applied} of ${total} SEARCH/REPLACE blocks were applied; ${total - applied} ${total - applied === 1 ? 'was' : 'were'} not.`;
  const next = renderTemplate(applied === total ? AFTER_SUCCESS : AFTER_FAILURES, { values: {}, nameOf });
  return [summary, ...results.map(describeResult), next].join('\n');
}

function describeResult(result: BlockResult): string {
  const label = `- Block ${result.index}${result.path === undefined ? '' : ` (${result.path})`}`;
  if (!result.applied) return `${label}: NOT applied: ${result.reason}.`;
  if (result.created !== undefined) return `${label}: applied; created the file with ${plural(result.created, 'line')}.`;
  const lines = result.startLine === result.endLine ? `line ${result.startLine}` : `lines ${result.startLine}-${result.endLine}`;
  if (result.method === 'exact') return `${label}: applied; SEARCH matched ${lines} exactly.`;
  const indent = result.reindent
    ? `REPLACE was re-indented to fit (${result.reindent.amount} ${result.reindent.direction} on each line)`
    : 'REPLACE was written as given';
  return `${label}: applied to ${lines}, but SEARCH matched only after ignoring whitespace at the start and end of each line; ${indent}. Copy SEARCH exactly next time.`;
}
