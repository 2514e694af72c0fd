import { SKIPPED_FOLDER_NAMES } from '../tools/file-filter';
import { GLOB_MAX_PATHS, globTool } from '../tools/glob';
import { GREP_MAX_FILES, GREP_MAX_MATCHES, grepTool } from '../tools/grep';
import { DEFAULT_LIMIT, MAX_LINE_CHARACTERS, readFileTool } from '../tools/read-file';
import { presetSurface, type Preset } from './preset';
import { searchReplaceReplyHandler } from './search-replace';

/** Read-only tools: files change only through SEARCH/REPLACE blocks in the reply. */
const contracts = [readFileTool, grepTool, globTool];

const skipped = SKIPPED_FOLDER_NAMES.join(' and ');

const descriptions = {
  read_file: `Reads a text file in the workspace and returns its lines with line numbers, like \`cat -n\`: each line is its number (counting from 1) right-aligned in 6 columns, a tab, then the line's text. The numbers and the tab are not part of the file: never copy them into a SEARCH section.

Returns up to \`limit\` lines (default ${DEFAULT_LIMIT}) starting at line \`offset\` (default 1). A line longer than ${MAX_LINE_CHARACTERS} characters is shown cut, with a marker saying how many characters were left out; the whole output also stops after about 38,000 characters, at the end of a line. The result ends with a footer in square brackets giving the lines shown, the file's total line count and, when more follows, the offset to read on. Files containing NUL bytes are refused as binary.

Read the lines you are about to change before you write a SEARCH/REPLACE block for them, so that SEARCH repeats them exactly. To find where something is, use {tool:grep} for text inside files and {tool:glob} for file names.`,
  grep: [
    'Searches the contents of workspace files for a regular expression and returns each matching line as path:line:text, sorted by path then line (paths workspace-relative, lines numbered from 1).',
    `Searches the whole workspace unless narrowed with \`path\` or \`glob\`; ${skipped} folders are skipped unless \`path\` points inside one, and binary files are always skipped.`,
    `At most ${GREP_MAX_MATCHES} matching lines are returned (${GREP_MAX_FILES} files with -l or -c); the last line says how many were left out.`,
    'Use {tool:grep} to search inside files and {tool:glob} to find files by name; then read the lines around a hit with {tool:read_file}.',
  ].join(' '),
  glob: [
    'Finds files by path pattern and returns their workspace-relative paths, one per line, sorted alphabetically. Files only, dotfiles included.',
    `${skipped} folders are skipped unless \`path\` or the pattern names them. At most ${GLOB_MAX_PATHS} paths are returned; the last line says how many were left out.`,
    'Use {tool:glob} to find files by name and {tool:grep} to search inside them.',
  ].join(' '),
};

/** read_file's own BinaryFile points at the shell, which this toolkit does not have. */
const failures = {
  read_file: {
    BinaryFile:
      '"{path}" is a binary file ({bytes} bytes with NUL bytes in it), so it cannot be shown or edited as text. Leave it out of your SEARCH/REPLACE blocks and work on the text files around it.[[ To find those, use {tool:glob}.]]',
  },
};

const system = `You are a coding agent working in a sandboxed workspace. You can look at files with {tool:read_file}, {tool:grep} and {tool:glob}, but no tool changes files: you change them by writing SEARCH/REPLACE blocks in your reply. After each reply the harness applies its blocks and answers with which applied and which did not.

A SEARCH/REPLACE block is, line by line:
1. the file's path, alone on its line, relative to the workspace root;
2. <<<<<<< SEARCH
3. the lines to change, copied exactly from the file as it is now: every character, the indentation, blank lines; without the line numbers {tool:read_file} shows;
4. =======
5. the lines to put in their place;
6. >>>>>>> REPLACE

For example:

src/greet.py
<<<<<<< SEARCH
def greet(name):
    return "Hello " + name
=======
def greet(name):
    return f"Hello, {name}!"
>>>>>>> REPLACE

Rules:
- SEARCH must match exactly one place in the file: include enough neighbouring lines to make it unique, and no more than that.
- A reply may hold several blocks, for one file or several; each starts with its file path. They are applied in order, each to the file as the blocks before it left it.
- To create a file, give its new path, an empty SEARCH section and the whole file in REPLACE. To delete lines, leave REPLACE empty.
- Read the lines before you change them, so SEARCH repeats them exactly.
- When a block does not apply, the answer says why and shows the closest lines of the file: send a corrected version of that block only.
- When the task is done and your blocks have applied, reply in plain text without any SEARCH/REPLACE block: say what you changed and what, if anything, is left undone.`;

export const aiderPreset: Preset = {
  id: 'aider',
  name: 'Aider (SEARCH/REPLACE)',
  note: 'After Aider\'s edit format: the model has no tool that writes files. It proposes each change as a SEARCH/REPLACE block in its reply (a file path, the lines as they are, the lines to put instead), and the harness applies the blocks: an exact match first, then a match that ignores whitespace at the start and end of each line, and it answers with which blocks applied and which did not, showing the closest lines of the file for a miss. Read-only tools let the model look before it writes. It teaches what moving the edit out of tool calls into text does: error handling shifts from the model to the harness, only the changed region is sent, and the model must reproduce the lines it replaces verbatim.',
  contracts,
  surface: presetSurface(contracts, { system, descriptions, failures }),
  replyHandler: searchReplaceReplyHandler,
};
