/**
 * Rewrites the option spellings GNU tools accept into the separated form just-bash's own parsers
 * read: clusters (`-sd+` -> `-s -d +`) and values stuck to their letter (`-n1` -> `-n 1`,
 * `--delimiters=,` -> `-d ,`). Stops at the first operand or `--`, as GNU tools do for xargs, whose
 * command line after that is not its own.
 */
export interface OptionSpelling {
  /** Letters that take a value (`n` for `-n 1`). */
  withValue: string;
  /** Long names and the short letter they mean (`delimiters` -> `d`). */
  long?: Record<string, string>;
}

export interface SplitOptions {
  /** Every option separated: ['-s', '-d', '+']. */
  options: string[];
  /** What follows the options (files, or xargs' command and its arguments). */
  operands: string[];
}

export function splitShortOptions(args: readonly string[], spelling: OptionSpelling): SplitOptions {
  const options: string[] = [];
  let index = 0;
  for (; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--') {
      index++;
      break;
    }
    if (arg.startsWith('--')) {
      const [name, value] = splitLong(arg.slice(2));
      const letter = spelling.long?.[name];
      if (letter === undefined) options.push(arg);
      else if (value !== undefined) options.push(`-${letter}`, value);
      else if (spelling.withValue.includes(letter) && index + 1 < args.length) options.push(`-${letter}`, args[++index]!);
      else options.push(`-${letter}`);
      continue;
    }
    if (!arg.startsWith('-') || arg === '-') break;
    for (let position = 1; position < arg.length; position++) {
      const letter = arg[position]!;
      if (!spelling.withValue.includes(letter)) {
        options.push(`-${letter}`);
        continue;
      }
      const rest = arg.slice(position + 1);
      if (rest !== '') options.push(`-${letter}`, rest);
      else if (index + 1 < args.length) options.push(`-${letter}`, args[++index]!);
      else options.push(`-${letter}`);
      break;
    }
  }
  return { options, operands: args.slice(index) };
}

function splitLong(text: string): [string, string | undefined] {
  const equals = text.indexOf('=');
  return equals === -1 ? [text, undefined] : [text.slice(0, equals), text.slice(equals + 1)];
}
