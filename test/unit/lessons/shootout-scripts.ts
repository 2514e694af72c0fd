import { shootoutPath, shootoutSource } from '../../../src/engine/lessons/builtin/preset-shootout';

/**
 * A fixture, not a model: how a model trained on each harness would make the preset-shootout fix,
 * decided from the tool names the request carries (so one script serves every preset, through the
 * scripted model and through the local Messages API server alike). It reads what the harness
 * shows it: the SWE-agent policy takes its line numbers from the viewer's output.
 */

/** The part of a Messages API request the policies read (a ModelRequest or a recorded body). */
export interface ShootoutRequest {
  tools: ReadonlyArray<{ name: string }>;
  messages: ReadonlyArray<{ role: string; content: string | ReadonlyArray<Record<string, unknown>> }>;
}

export interface ShootoutReply {
  text?: string;
  calls?: Array<{ name: string; input: unknown }>;
}

export const OLD_FREE = '  if (!order.express && subtotal > FREE_SHIPPING_MINIMUM) return 0;';
export const NEW_FREE = '  if (!order.express && subtotal >= FREE_SHIPPING_MINIMUM) return 0;';
export const OLD_WEIGHT = '  const billedKg = Math.ceil(orderWeightKg(order));';
export const NEW_WEIGHT = '  const billedKg = Math.ceil(orderWeightKg(order) * 2) / 2;';
/** The line between the two: SWE-agent replaces the three-line range, Aider repeats it. */
export const MIDDLE = '  const zone = zoneFor(order.country);';

export const SED_COMMAND = `sed -i 's/subtotal > FREE/subtotal >= FREE/; s/Math.ceil(orderWeightKg(order));/Math.ceil(orderWeightKg(order) * 2) \\/ 2;/' ${shootoutPath}`;
export const AIDER_REPLY = [
  'Both fixes are in shippingCost:',
  '',
  shootoutPath,
  '```ts',
  '<<<<<<< SEARCH',
  OLD_FREE,
  MIDDLE,
  OLD_WEIGHT,
  '=======',
  NEW_FREE,
  MIDDLE,
  NEW_WEIGHT,
  '>>>>>>> REPLACE',
  '```',
].join('\n');

const done: ShootoutReply = { text: 'Orders at exactly the minimum now ship free, and the weight is billed by the half kilogram.' };

/** The good run of whichever preset the request's tools belong to. */
export function shootoutGood(request: ShootoutRequest): ShootoutReply {
  const turn = request.messages.filter((message) => message.role === 'assistant').length;
  const has = (name: string) => request.tools.some((tool) => tool.name === name);
  if (has('edit_file')) {
    const steps: ShootoutReply[] = [
      call('read_file', { path: shootoutPath, offset: 100, limit: 20 }),
      call('edit_file', { path: shootoutPath, edits: [{ oldText: OLD_FREE, newText: NEW_FREE }, { oldText: OLD_WEIGHT, newText: NEW_WEIGHT }] }),
    ];
    return steps[turn] ?? done;
  }
  if (has('Edit')) {
    const edits: ShootoutReply = {
      calls: [
        { name: 'Edit', input: { file_path: shootoutPath, old_string: OLD_FREE.trim(), new_string: NEW_FREE.trim() } },
        { name: 'Edit', input: { file_path: shootoutPath, old_string: OLD_WEIGHT.trim(), new_string: NEW_WEIGHT.trim() } },
      ],
    };
    return [call('Read', { file_path: shootoutPath, offset: 100, limit: 20 }), edits][turn] ?? done;
  }
  if (has('edit_lines')) {
    if (turn === 0) return call('view_file', { path: shootoutPath, offset: 100 });
    if (turn === 1) {
      const first = lineNumberOf(lastResult(request), OLD_FREE);
      return call('edit_lines', { path: shootoutPath, start_line: first, end_line: first + 2, replacement: [NEW_FREE, MIDDLE, NEW_WEIGHT].join('\n') });
    }
    return done;
  }
  if (has('read_file')) return [call('read_file', { path: shootoutPath, offset: 100, limit: 20 }), { text: AIDER_REPLY }][turn] ?? done;
  // One shell tool: find the lines, edit them in place, done.
  return [call('Bash', { command: `grep -n 'subtotal >\\|billedKg =' ${shootoutPath}` }), call('Bash', { command: SED_COMMAND })][turn] ?? done;
}

/** Rewrites the whole file with write_file and, on the way, drops a line it never looked at. */
export const REWRITTEN = shootoutSource.replace(OLD_FREE, NEW_FREE).replace(OLD_WEIGHT, NEW_WEIGHT).replace('/** Box and filling added to every parcel, in kilograms. */\n', '');

/** The bad runs: efferent loses a line in a whole-file rewrite; Aider misremembers its SEARCH lines and gives up. */
export function shootoutBad(request: ShootoutRequest): ShootoutReply {
  const turn = request.messages.filter((message) => message.role === 'assistant').length;
  const has = (name: string) => request.tools.some((tool) => tool.name === name);
  if (has('write_file')) return [call('write_file', { path: shootoutPath, content: REWRITTEN })][turn] ?? done;
  if (turn === 0) return { text: AIDER_REPLY.replace(OLD_FREE, '  if (subtotal > FREE_SHIPPING_MINIMUM) return 0;') };
  return { text: 'The block did not apply and I am out of ideas; nothing was changed.' };
}

function call(name: string, input: unknown): ShootoutReply {
  return { calls: [{ name, input }] };
}

/** The text of the latest tool result (or harness text) the model was sent. */
export function lastResult(request: ShootoutRequest): string {
  const last = request.messages.at(-1)!;
  if (typeof last.content === 'string') return '';
  return last.content
    .map((block) => {
      if (block.type === 'text') return String(block.text);
      if (block.type !== 'tool_result') return '';
      const content = block.content;
      return typeof content === 'string' ? content : Array.isArray(content) ? content.map((part) => String((part as { text?: string }).text ?? '')).join('') : '';
    })
    .join('\n');
}

/** The 1-based number a numbered listing ("   107\t...") gives the line. */
function lineNumberOf(listing: string, line: string): number {
  const found = listing.split('\n').find((entry) => entry.replace(/^\s*\d+\t/, '') === line);
  if (!found) throw new Error(`The view did not show ${JSON.stringify(line)}:\n${listing}`);
  return Number(found.trim().split('\t')[0]);
}
