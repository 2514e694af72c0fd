import { readFile } from 'node:fs/promises';
import { builtinLessons, findLesson } from '../../engine/lessons/builtin/builtin-lessons';
import type { Lesson } from '../../engine/lessons/lesson';
import { parseLessonText } from '../../engine/lessons/lesson-file';
import { FieldError } from '../../engine/toolkit/field-error';
import { changedTools, ClassroomDocumentError, lessonOf, type ClassroomDocument } from '../../share/classroom-document';
import { decodeClassroomLink, encodeClassroomLink } from '../../share/classroom-link';
import { UsageError, usageFailure } from '../shared/command-line';
import { invocationDirectory, pathFrom, terminalSafeIo, type CliIo } from '../shared/cli-io';

export const shareUsage = `Usage:
  npm run share -- lesson <lesson.json|built-in id> [--base <url>]
  npm run share -- variant <surface.json> [--lesson <id|lesson.json>] [--title <t>] [--author <a>] [--base <url>]
  npm run share -- check <link>

lesson and variant print the link as the last line; --base is the page's address (default ${'http://localhost:5173/'}).
check prints what a link holds, or why it is refused (exit 2).`;

const DEFAULT_BASE = 'http://localhost:5173/';

/**
 * `npm run share`: lesson links and variant links made and checked headless, so a teacher can
 * prepare a class's links in CI and check the ones students send back. Exit codes: 0 done, 2 a
 * usage error or a refused link (one line on stderr).
 */
export async function main(argv: string[], outside: CliIo): Promise<number> {
  const io = terminalSafeIo(outside);
  const here = invocationDirectory('share', io);
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === '--help' || command === '-h') {
      io.stdout.write(`${shareUsage}\n`);
      return command === undefined ? 2 : 0;
    }
    if (command === 'check') return await check(rest, io);
    const options = parseOptions(rest, command === 'variant' ? ['--base', '--lesson', '--title', '--author'] : ['--base']);
    const base = checkedBase(options.flags.get('--base') ?? DEFAULT_BASE);
    let document: ClassroomDocument;
    if (command === 'lesson') {
      document = { version: 1, kind: 'lesson', lesson: await loadLesson(options.argument, here, 'lesson') };
    } else if (command === 'variant') {
      const lessonReference = options.flags.get('--lesson');
      document = {
        version: 1,
        kind: 'variant',
        title: options.flags.get('--title') ?? 'Untitled variant',
        author: options.flags.get('--author') ?? 'Anonymous',
        surface: await readJson(options.argument, here, 'surface file'),
      };
      if (lessonReference !== undefined) document.lesson = findLesson(lessonReference) ? lessonReference : await loadLesson(lessonReference, here, '--lesson');
    } else {
      throw new UsageError(`Unknown command "${command}": use lesson, variant or check (npm run share -- --help).`);
    }
    const fragment = await encodeClassroomLink(document);
    io.stdout.write(`${base}${fragment}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(io, error.message);
    if (error instanceof ClassroomDocumentError) return usageFailure(io, `Cannot make the link: ${error.message}.`);
    throw error;
  }
}

async function check(args: string[], io: CliIo): Promise<number> {
  if (args.length !== 1) throw new UsageError('check takes one link: npm run share -- check "<link>" (quote it: it holds # and &).');
  const opened = await decodeClassroomLink(args[0]!);
  if (!opened.ok) return usageFailure(io, opened.detail ? `${opened.message} (${opened.detail})` : opened.message);
  const { document } = opened;
  const write = (text: string) => io.stdout.write(`${text}\n`);
  write(`kind: ${document.kind}`);
  if (document.kind === 'lesson') {
    const { lesson } = document;
    write(`lesson: ${lesson.title} (${lesson.id})`);
    write(`files: ${Object.keys(lesson.files).length}; variants: ${Object.keys(lesson.variants).join(', ')}; checks: ${lesson.checks.length}`);
    return 0;
  }
  write(`title: ${document.title}`);
  write(`author: ${document.author}`);
  const lesson = lessonOf(document);
  write(`lesson: ${lesson ? `${lesson.title} (${lesson.id}${typeof document.lesson === 'string' ? ', built in' : ', carried in the link'})` : 'none (the student’s own workspace)'}`);
  const changed = changedTools(document.surface);
  write(`tools changed: ${changed.length === 0 ? 'none' : changed.join(', ')}`);
  return 0;
}

interface ParsedOptions {
  argument: string;
  flags: Map<string, string>;
}

function parseOptions(args: string[], known: string[]): ParsedOptions {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    if (!known.includes(arg)) throw new UsageError(`Unknown option ${arg}; this command takes ${known.join(', ')}.`);
    const value = args[++index];
    if (value === undefined) throw new UsageError(`${arg} needs a value.`);
    flags.set(arg, value);
  }
  if (positional.length !== 1) throw new UsageError(`Expected one file or lesson id, got ${positional.length === 0 ? 'none' : positional.join(' ')} (npm run share -- --help).`);
  return { argument: positional[0]!, flags };
}

function checkedBase(base: string): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new UsageError(`--base "${base}" is not a URL; give the page's address, e.g. ${DEFAULT_BASE}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--base "${base}" must be an http(s) address.`);
  url.hash = '';
  return url.toString();
}

async function loadLesson(reference: string, here: string, what: string): Promise<Lesson> {
  const builtin = findLesson(reference);
  if (builtin) return builtin;
  const text = await readText(reference, here, what, `built-in lessons: ${builtinLessons.map((lesson) => lesson.id).join(', ')}`);
  try {
    return parseLessonText(text);
  } catch (error) {
    if (FieldError.isInstance(error)) throw new UsageError(`${what} "${reference}" is not a valid lesson file: ${error.message}`);
    throw error;
  }
}

async function readJson(path: string, here: string, what: string): Promise<unknown> {
  const text = await readText(path, here, what);
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`${what} "${path}" is not valid JSON.`);
  }
}

async function readText(path: string, here: string, what: string, otherwise?: string): Promise<string> {
  try {
    return await readFile(pathFrom(here, path), 'utf8');
  } catch {
    throw new UsageError(`${what} "${path}" cannot be read${otherwise ? `; it is neither a file nor one of the ${otherwise}` : ''}.`);
  }
}
