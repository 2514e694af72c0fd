import type { SurfaceTool } from '../../toolkit/surface';
import { aboutTool, type Finding, type LintContext } from './finding';
import { enumValues, hasFreeKeyMap, propertyNames } from '../schema-properties';

/**
 * A description that sends the model to a tool under a name it does not have: the tool's title
 * ("call the 'Query Documentation' tool" where the tool is query-docs) or its name in another
 * spelling (`readFile` where the tool is read_file). The model calls the name it read and gets an
 * unknown tool; the fix is the exact name. Only names that come out the same once case, spaces, `_`
 * and `-` are ignored count: anything else may be a word, a value or a field. A name that is one of
 * the tool's own enum values is that value, a parameter of any tool in the list ("unless sendEmail
 * is true" beside a send_email tool) is that parameter, a one-word name in other capitals ("SAST"
 * for sast) is the word, and an address (`x://…`), the last step of a dotted path or a dotted name
 * ("rpc.discover" for rpc_discover) is no tool at all, nor is a command-line flag ("--verify"). Nor
 * is a name an API gives its own things: a key in an example object, "an insertText request", a
 * list of operations or of quoted values most of which are no tool.
 */

interface ToolText {
  tool: SurfaceTool;
  field: string;
  text: string;
  /** True for the description of a parameter whose value has fields of its own. */
  describesStructure: boolean;
}

/**
 * Backticked or quoted spans, and bare identifiers with `_` or an inner capital. A bare word with
 * a hyphen is English ("a port-forward process", "read-only"), not a name.
 */
const CANDIDATES = /`([^`\n]{2,60})`|(?<!\w)'([^'\n]{2,60})'(?!\w)|"([^"\n]{2,60})"|(?<![\w-])([A-Za-z][a-z0-9]*(?:_[A-Za-z0-9]+|[A-Z][a-z0-9]+)+)(?![\w-])/g;

export function wrongToolNames(context: LintContext, texts: readonly ToolText[]): Finding[] {
  const byShape = new Map<string, string>();
  for (const tool of context.surface.tools) {
    byShape.set(shape(tool.name), tool.name);
    const facts = context.facts.get(tool.name);
    for (const title of [facts?.title, facts?.annotations?.title]) if (title) byShape.set(shape(title), tool.name);
  }
  const names = new Set(context.surface.tools.map((tool) => tool.name));
  // "When the project config voiceLint is on" beside set_project_config's `voiceLint`: a key
  // another tool of the list takes is that key, though a tool voice_lint has its shape.
  const everyParameter = new Set(context.surface.tools.flatMap((tool) => [...propertyNames(tool.input_schema)]));
  const findings: Finding[] = [];
  // An `updateMode` whose choices include "clearAllTasks" lists a value, not the clear_all_tasks
  // tool. Read once per tool: a tool has many texts.
  const valuesOf = new Map<SurfaceTool, Set<string>>();
  const argumentBags = new Map<SurfaceTool, boolean>();
  const argumentBagOf = (tool: SurfaceTool) => argumentBags.get(tool) ?? argumentBags.set(tool, hasFreeKeyMap(tool.input_schema, true)).get(tool)!;
  for (const { tool, field, text: asStored, describesStructure } of texts) {
    // Markdown kept in a JSON string often escapes its backticks (\`patchCollection\`): the
    // backslash belongs to the escape, not to the name between them.
    const text = asStored.replace(/\\(?=`)/g, '');
    const reported = new Set<string>();
    const values = valuesOf.get(tool) ?? valuesOf.set(tool, enumValues(tool.input_schema)).get(tool)!;
    for (const match of text.matchAll(CANDIDATES)) {
      // `find_teams()` is how docs write a call, not another name: judge the name before the brackets.
      const written = withoutCallNotation((match[1] ?? match[2] ?? match[3] ?? match[4])!.trim());
      if (names.has(written) || reported.has(written) || values.has(written) || everyParameter.has(written)) continue;
      // `boond://application/current-user` is a resource's address, `urls.subscriptions[].cancelSubscription`
      // a field of what comes back and `POST /api/v1/CompileProcess` an endpoint the tool calls: none is a
      // tool the model is sent to call.
      if (written.includes('://') || ['.', '/'].includes(text.charAt(match.index! - 1))) continue;
      const meant = byShape.get(shape(written));
      if (meant === undefined || meant === tool.name && match[4] !== undefined) continue;
      // "Returns a `screenshotUrl`" in the tool titled "Screenshot URL": the tool's own title, in
      // its own description, names what it makes; the model is already calling it.
      if (meant === tool.name && shape(written) !== shape(tool.name)) continue;
      // "(apply_vas, v2 — the current method)" in items_apply_vas: the tool's own name without the
      // prefix its server adds is the tool itself, or the API method it wraps, whatever other tool
      // a title shares that shape.
      if (tool.name.endsWith(`_${written}`)) continue;
      // "(DAP setExceptionBreakpoints)", "the LSP textDocumentHover": after a protocol's or an
      // API's name in capitals, the name is that protocol's own request, not a tool here.
      if (match[4] !== undefined && /\b[A-Z]{2,6}\s+$/.test(text.slice(Math.max(0, match.index! - 12), match.index))) continue;
      // "SAST" beside a tool named sast, "LogBox" beside logbox: a one-word name in other capitals
      // is the word it was named after (a technique, a product), not a misspelt call.
      if (/^[a-z0-9]+$/.test(meant) && !/[\s_-]/.test(written)) continue;
      // "rpc.discover" beside a tool named rpc_discover, "system.health" beside system_health: a
      // dotted name is the method or id the tool was named after (tool names hold no dots, so the
      // dots became underscores), not a misspelt call.
      if (written.includes('.') && !meant.includes('.')) continue;
      // "--verify" among "Additional CLI flags, e.g. ['--verify', …]" is a flag of the command the
      // tool runs, not a misspelt call.
      if (written.startsWith('-')) continue;
      // "works on a SQLite database (projectDb/projectName)" on a tool that takes a free-form `args`
      // bag: a bare name in lower camel case there may be a key of that bag, which no schema lists.
      // An API's operation in its own capitals ("UpdateItem") is still a misspelt call.
      if (match[4] !== undefined && /^[a-z]/.test(written) && argumentBagOf(tool)) continue;
      if ((match[2] ?? match[3]) !== undefined && inListOfNonTools(LIST_OF_VALUES, text, match.index!, byShape)) continue;
      // `{ "insertText": {…} }` keys an object the model writes, "an insertText request" names a
      // kind of request, and "e.g. insertText, deleteContentRange, updateTextStyle" lists them: an
      // API's own names, which a tool of the same shape does not make calls.
      const after = text.slice(match.index! + match[0].length);
      if (/^\s*["']?\s*:/.test(after) || NAMES_A_KIND.test(after) || (match[4] !== undefined && inListOfNonTools(LIST_OF_NAMES, text, match.index!, byShape))) continue;
      // "Additional processing options (maxPages, pageRange, extractText, …)" on an `options` object:
      // names listed where a value with fields of its own is described are its keys.
      if (match[4] !== undefined && describesStructure && listAround(LIST_OF_NAMES, text, match.index!) !== undefined) continue;
      // A title in quotes is a tool only where the sentence says so ("the 'X' tool", "call 'X'").
      const spaced = /\s/.test(written);
      if (spaced && !/^\s*(?:tool|function)\b/i.test(after)) continue;
      reported.add(written);
      findings.push({
        rule: 'drift',
        severity: 'warning',
        ...aboutTool(tool),
        field,
        message: `${field.includes('input_schema') ? 'A parameter description' : 'The description'} of ${tool.name} names the tool "${written}", but the tool is called ${meant}: a model that calls "${written}" gets an unknown tool.`,
        suggestion: `Write the exact name: ${meant}.`,
      });
    }
  }
  return findings;
}

/** `find_teams()` or `find_teams(org)` read as find_teams; anything else as it is written. */
function withoutCallNotation(written: string): string {
  return /^([\w.-]+)\([^()]*\)$/.exec(written)?.[1] ?? written;
}

/**
 * A name or title with case, spaces, `_`, `-` and other punctuation ignored. Letters of every
 * script are kept: a title "查询 CloudBase 日志服务" is not the word "CloudBase".
 */
function shape(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The noun after a name that makes it the name of something other than a tool: "insertText
 * request", "the `next-action` frontmatter field" (one word may qualify the noun).
 */
const NAMES_A_KIND = /^\s+(?:(?!tools?\b)[\w-]+\s+)?(?:requests?|fields?|keys?|steps?|operations?|events?|objects?|methods?|properties|property|values?|types?)\b/i;

/** Three or more bare identifiers in a list: "insertText, deleteContentRange, updateTextStyle". */
const LIST_OF_NAMES = /[A-Za-z][\w]*(?:\s*,\s*(?:or\s+|and\s+)?[A-Za-z][\w]*){2,}/g;
/**
 * Three or more quoted spans in a list, in double or in single quotes: "all", "commentCard",
 * "removeMemberFromCard"; 'installation', 'forge-test', 'cast-send'.
 */
const LIST_OF_VALUES = /"[^"\n]{1,60}"(?:\s*,\s*(?:or\s+|and\s+)?"[^"\n]{1,60}"){2,}|'[^'\n]{1,60}'(?:\s*,\s*(?:or\s+|and\s+)?'[^'\n]{1,60}'){2,}/g;

/** The list of names or values the name at `offset` sits in, if any. */
function listAround(list: RegExp, text: string, offset: number): string | undefined {
  return [...text.matchAll(list)].find((found) => offset >= found.index && offset < found.index + found[0].length)?.[0];
}

/**
 * Whether the name at `offset` sits in such a list most of whose items name no tool: a list of
 * bare names is an API's own operations, a list of quoted spans offers a parameter's values, and
 * the one item that reads like a tool belongs with the rest.
 */
function inListOfNonTools(list: RegExp, text: string, offset: number, byShape: ReadonlyMap<string, string>): boolean {
  const found = listAround(list, text, offset);
  if (found === undefined) return false;
  // A quoted value may hold a comma of its own: quoted items are read between their quotes.
  const quoted = [...found.matchAll(/"([^"\n]+)"|'([^'\n]+)'/g)].map((item) => (item[1] ?? item[2])!);
  const items = quoted.length > 0 ? quoted : found.split(/\s*,\s*(?:or\s+|and\s+)?/);
  return items.filter((item) => byShape.has(shape(item))).length * 2 < items.length;
}
