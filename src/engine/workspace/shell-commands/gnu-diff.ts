import { defineCommand, type Command, type CommandContext } from 'just-bash';
import { editSteps, hasChanges, normalFormat, splitLines, unifiedHunks } from './line-diff';

/**
 * `diff` with GNU's output: the normal format by default, `-u`/`-U N` unified with GNU's header
 * lines, `-q`, `-s`, `-i`, `-w`, `-b` and `--label`. just-bash's own diff prints a unified diff in
 * another layout whatever is asked, which a model that knows GNU's reads wrongly. Exit codes as
 * GNU's: 0 same, 1 different, 2 trouble. Anything else (folders, -c, -y, -r) is refused by name.
 */

interface DiffRequest {
  unified?: number;
  brief: boolean;
  reportIdentical: boolean;
  labels: string[];
  ignoreCase: boolean;
  space: 'exact' | 'ignore-all' | 'ignore-change';
  files: string[];
}

const SUPPORTED = 'supported here: -u, -U N, -q, -s, -i, -w, -b, --label';

export const diffCommand: Command = defineCommand('diff', async (args, ctx) => {
  const request = parseDiffArguments(args);
  if (typeof request === 'string') return trouble(request);
  const [leftName, rightName] = request.files as [string, string];
  const left = await readOperand(leftName, ctx);
  if ('problem' in left) return trouble(left.problem);
  const right = await readOperand(rightName, ctx);
  if ('problem' in right) return trouble(right.problem);

  const steps = editSteps(splitLines(left.text), splitLines(right.text), { sameLine: comparison(request) });
  if (!hasChanges(steps)) {
    return { stdout: request.reportIdentical ? `Files ${leftName} and ${rightName} are identical\n` : '', stderr: '', exitCode: 0 };
  }
  if (request.brief) return { stdout: `Files ${leftName} and ${rightName} differ\n`, stderr: '', exitCode: 1 };
  if (request.unified === undefined) return { stdout: normalFormat(steps), stderr: '', exitCode: 1 };
  const header = `--- ${request.labels[0] ?? `${leftName}\t${gnuTime(left.mtime)}`}\n+++ ${request.labels[1] ?? `${rightName}\t${gnuTime(right.mtime)}`}\n`;
  return { stdout: header + unifiedHunks(steps, request.unified), stderr: '', exitCode: 1 };
});

function parseDiffArguments(given: readonly string[]): DiffRequest | string {
  // A copy: clusters such as -iw are spread into it as separate options.
  const args = [...given];
  const request: DiffRequest = { brief: false, reportIdentical: false, labels: [], ignoreCase: false, space: 'exact', files: [] };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const next = () => args[++index];
    if (arg === '--') {
      request.files.push(...args.slice(index + 1));
      break;
    }
    if (arg === '-' || !arg.startsWith('-')) request.files.push(arg);
    else if (arg === '-u' || arg === '--unified') request.unified = 3;
    else if (/^--unified=\d+$/.test(arg)) request.unified = Number(arg.slice('--unified='.length));
    else if (/^-U\d+$/.test(arg)) request.unified = Number(arg.slice(2));
    else if (/^-u\d+$/.test(arg)) request.unified = Number(arg.slice(2));
    else if (arg === '-U') {
      const value = next();
      if (value === undefined || !/^\d+$/.test(value)) return `diff: -U needs a number of context lines, as in -U 3`;
      request.unified = Number(value);
    } else if (arg === '--label') {
      const value = next();
      if (value === undefined) return 'diff: --label needs a label';
      request.labels.push(value);
    } else if (arg.startsWith('--label=')) request.labels.push(arg.slice('--label='.length));
    else if (arg === '-q' || arg === '--brief') request.brief = true;
    else if (arg === '-s' || arg === '--report-identical-files') request.reportIdentical = true;
    else if (arg === '-i' || arg === '--ignore-case') request.ignoreCase = true;
    else if (arg === '-w' || arg === '--ignore-all-space') request.space = 'ignore-all';
    else if (arg === '-b' || arg === '--ignore-space-change') request.space = 'ignore-change';
    else if (/^-[uqsiwb]{2,}$/.test(arg)) args.splice(index + 1, 0, ...arg.slice(1).split('').map((letter) => `-${letter}`));
    else return `diff: option ${arg} is not available in this shell (${SUPPORTED})`;
  }
  if (request.files.length !== 2) return `diff: name two files to compare, as in diff old.txt new.txt (${request.files.length} given)`;
  return request;
}

function comparison({ ignoreCase, space }: DiffRequest): ((left: string, right: string) => boolean) | undefined {
  if (!ignoreCase && space === 'exact') return undefined;
  const key = (line: string) => {
    const cased = ignoreCase ? line.toLowerCase() : line;
    if (space === 'ignore-all') return cased.replace(/[ \t\r\f\v]+/g, '');
    if (space === 'ignore-change') return cased.replace(/[ \t\r\f\v]+/g, ' ').replace(/ (?=\n|$)/, '');
    return cased;
  };
  return (left, right) => key(left) === key(right);
}

type Operand = { text: string; mtime: Date } | { problem: string };

async function readOperand(name: string, ctx: CommandContext): Promise<Operand> {
  if (name === '-') return { text: stdinText(ctx.stdin), mtime: new Date() };
  const path = ctx.fs.resolvePath(ctx.cwd, name);
  try {
    const stat = await ctx.fs.stat(path);
    if (stat.isDirectory) return { problem: `diff: ${name} is a folder; this shell's diff compares two files (no -r), so name files inside it` };
    return { text: await ctx.fs.readFile(path), mtime: stat.mtime };
  } catch {
    return { problem: `diff: ${name}: No such file or directory` };
  }
}

/** Standard input arrives as one character per byte; the lines compared are UTF-8 text. */
function stdinText(stdin: unknown): string {
  if (typeof stdin !== 'string') return stdin instanceof Uint8Array ? new TextDecoder().decode(stdin) : '';
  return new TextDecoder().decode(Uint8Array.from(stdin, (character) => character.charCodeAt(0) & 0xff));
}

/** GNU's header time, in UTC: `2026-11-24 00:27:13.123000000 +0000`. */
export function gnuTime(time: Date): string {
  const iso = time.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)}000000 +0000`;
}

function trouble(message: string) {
  return { stdout: '', stderr: `${message}\n`, exitCode: 2 };
}
