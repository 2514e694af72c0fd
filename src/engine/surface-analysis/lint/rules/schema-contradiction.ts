import { chosenBound, descriptionOf, schemaProperties, siblingsOf, type SchemaProperty } from '../../schema-properties';
import { aboutTool, toolField, type Finding, type LintContext } from '../finding';
import { cachedPattern, escapeRegExp, identifierWords } from '../text';

/**
 * Where a parameter's words and its schema disagree, the model follows the words and the gate
 * follows the schema. Each finding says what that does to the call, which depends on the
 * disagreement: a value the words offer and the enum lacks is refused, words narrower than the
 * schema only hold the model back, a default said wrong gives the model what it did not expect.
 * Four disagreements, each read only where the words are unambiguous:
 * - values: the description lists the choices ("list, create, close or select") and one of them
 *   is not in the enum, where the enum has exactly one value the list leaves out (`new`); not when
 *   the word shortens that value ("app" for `application`, "analyze" for `analyze_usage`), nor when
 *   a word of the tool's description is one the parameter's own description explains, nor when the
 *   value the list seems to leave out is written in it after all ("test cases" for `cases`, "or
 *   custom URL list" for `urls`);
 * - ranges: "max 100" / "between 1 and 50" / "(1-20)" against the schema's minimum/maximum;
 * - defaults: "default: 10" / "defaults to 10" against the schema's `default` (not an unquoted
 *   phrase, "defaults to session working directory", nor a setting's name, "defaults to API_KEY",
 *   nor the same amount in another unit, "defaults to 25 MiB" beside 26214400);
 * - required: "(required)" on a parameter the schema leaves optional, and not "required when…", nor
 *   inside the text of an object or a list, where it marks one of the fields, nor beside a condition
 *   ("(required if workspacePath omitted)"), nor on a parameter a sibling stands in for
 *   ("Alternative to container"), where one of the two is meant.
 */

const RULE = 'schema-contradiction';

export function schemaContradiction(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  context.surface.tools.forEach((tool, index) => {
    const properties = schemaProperties(tool.input_schema);
    for (const property of properties) {
      const text = descriptionOf(property.schema);
      const required = hasAnAlternative(property, properties) ? undefined : requiredProblem(property, text);
      const problems = [enumProblem(property, text, tool.description, tool.name), ...rangeProblems(property, text), defaultProblem(property, text), required];
      for (const problem of problems) {
        if (!problem) continue;
        findings.push({
          rule: RULE,
          severity: 'warning',
          ...aboutTool(tool),
          field: toolField(index, `${property.path}.description`),
          message: `${property.name} of ${tool.name}: ${problem.says}, but the schema ${problem.schema}. ${problem.outcome}`,
          suggestion: problem.fix,
        });
      }
    }
  });
  return findings;
}

interface Problem {
  says: string;
  schema: string;
  /** What the disagreement does to the model's calls, in a sentence. */
  outcome: string;
  fix: string;
}

/** Lists of three or more words: "a, b, c", "a, b or c", "a|b|c". */
const WORD_LIST = /\b([A-Za-z][\w-]*)(?:\s*(?:,|\|)\s*(?:or\s+|and\s+)?[A-Za-z][\w-]*){1,}\s*(?:,?\s*(?:or|and)\s+|\s*\|\s*)[A-Za-z][\w-]*\b/g;

function enumProblem(property: SchemaProperty, text: string, toolDescription: string, toolName: string): Problem | undefined {
  const values = Array.isArray(property.schema.enum) ? property.schema.enum.filter((value): value is string => typeof value === 'string') : [];
  if (values.length < 3) return undefined;
  const lower = new Set(values.map((value) => value.toLowerCase()));
  for (const source of [text, toolDescription]) {
    for (const match of source.matchAll(WORD_LIST)) {
      const list = match[0];
      // "Searches … by name, content, or type": the tool's words list what a search matches on, and
      // "or other criteria" leaves the list open; neither offers this parameter's values.
      if (source !== text && /\bby\s+$/i.test(source.slice(Math.max(0, match.index! - 4), match.index!))) continue;
      const words = list.split(/\s*(?:,|\|)\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+/).map((word) => word.trim()).filter((word) => word !== '');
      if (words.length !== values.length) continue;
      const unknown = words.filter((word) => !lower.has(word.toLowerCase()));
      const unlisted = values.filter((value) => !words.some((word) => word.toLowerCase() === value.toLowerCase()));
      // Everything matches but one word, and the enum has one value the list leaves out: the
      // list is the enum with one value named differently.
      if (unknown.length !== 1 || unlisted.length !== 1) continue;
      // "document, window, or one selected element": a word that points at a thing ("one", "any",
      // "all") starts a phrase; it is never a value offered.
      if (/^(?:other|others|more|etc|one|any|all|some|each|every|another|both|none)$/i.test(unknown[0]!)) continue;
      // "Stash, list, apply, pop, or drop stashes." on `git_stash`: the odd word out is the tool's
      // own verb, which its name carries, leading the sentence; the enum beside it names the values.
      if (identifierWords(toolName).includes(unknown[0]!.toLowerCase())) continue;
      if (namesTheSameValue(unknown[0]!, unlisted[0]!) || (source !== text && cachedPattern(String.raw`\b${escapeRegExp(unknown[0]!)}\b`, 'i').test(text))) continue;
      // "projects, suites, or test cases" beside `cases`, "… and view history" beside `history`, "or
      // open store page" beside `store_page`: the value the list seems to leave out is written in
      // the same words, as prose writes them, so it is named after all. Not "stop-all" for
      // `stop_all`: one token in the list, spelled otherwise, is what a model would copy.
      const spelledOut = escapeRegExp(unlisted[0]!).replace(/[_-]/g, String.raw`\s+`);
      if (cachedPattern(String.raw`\b${spelledOut}\b`, 'i').test(source)) continue;
      // "Supports sitemap, crawl, or custom URL list as page source" beside `urls`: the odd word out
      // opens a phrase that goes on past the list, and the phrase names the value left out.
      const wordAfter = /^\s+([A-Za-z][\w-]*)/.exec(source.slice(match.index! + list.length))?.[1];
      if (words.at(-1) === unknown[0] && wordAfter !== undefined && namesTheSameValue(wordAfter, unlisted[0]!)) continue;
      return {
        says: `the ${source === text ? 'parameter' : 'tool'} description offers "${unknown[0]}"`,
        schema: `allows ${values.map((value) => `"${value}"`).join(', ')} (no "${unknown[0]}"; "${unlisted[0]}" is the one the words leave out)`,
        outcome: `A model that follows the words sends "${unknown[0]}", and the gate refuses it.`,
        fix: `Write "${unlisted[0]}" where the description says "${unknown[0]}", or add "${unknown[0]}" to the enum.`,
      };
    }
  }
  return undefined;
}

/**
 * "app" for "application", "analyze" for "analyze_usage": prose shortens an enum value, or the
 * value shortens the prose ("document" for `docs`), and a model still sends the value it sees in
 * the enum. Not a contradiction.
 */
function namesTheSameValue(word: string, value: string): boolean {
  const lowerWord = word.toLowerCase();
  const lowerValue = value.toLowerCase();
  // "document names" beside `name`: the plural of the value, written as prose, is the value.
  const plural = lowerWord === `${lowerValue}s` || lowerWord === `${lowerValue}es`;
  // "cycling" for `bicycling`: prose may drop the front of a value as well as its end.
  const shortened = lowerWord.length >= 3 && (lowerValue.startsWith(lowerWord) || (lowerWord.length >= 5 && lowerValue.endsWith(lowerWord)));
  // "document count" for `docs`, "ascending" for `asc`: the value is the short form of the word.
  const valueStem = lowerValue.replace(/s$/, '');
  const abbreviated = valueStem.length >= 3 && lowerWord.startsWith(valueStem);
  return plural || shortened || abbreviated || lowerValue.split(/[_\-\s]+/).includes(lowerWord);
}

/**
 * "(e.g., 50 = papers cited at least 50 times)": a bound inside an example says what one value
 * means, not how far the parameter goes. The example runs from its "e.g." or "for example" to the
 * bracket or the sentence that closes it.
 */
function outsideAnExample(said: RegExpExecArray | null, text: string): RegExpExecArray | null {
  if (said === null) return null;
  const before = text.slice(0, said.index);
  const opens = [...before.matchAll(/\b(?:e\.g\.|for example|for instance)/gi)].at(-1);
  if (opens === undefined) return said;
  const between = before.slice(opens.index + opens[0].length);
  return /[)\]]|[.!?](?:\s|$)/.test(between) ? said : null;
}

function rangeProblems(property: SchemaProperty, text: string): Array<Problem | undefined> {
  const bounds = property.schema as { minimum?: unknown; maximum?: unknown };
  const minimum = chosenBound(bounds.minimum);
  const maximum = chosenBound(bounds.maximum);
  // "up to 25,000", "Default and max: 50 000": a thousands separator, a comma or a space as French
  // and SI write it, is part of the number.
  const plain = text.replace(/(\d)[,\u0020\u00A0\u2009\u202F](?=\d{3}\b)/g, '$1');
  // "Use higher values (15-20) for comprehensive research, lower values (3-5) for quick lookups":
  // two ranges in one text are each the span for one use, inside the parameter's own bounds.
  const ranges = [...plain.matchAll(/\((\d+)\s*[-–]\s*(\d+)\)|\bbetween\s+(\d+)\s+and\s+(\d+)\b/gi)];
  const range = ranges.length === 1 ? ranges[0]! : null;
  const max = outsideAnExample(/\b(?:max(?:imum)?|at most|up to|no more than)\s*(?:of\s*)?[:=]?\s*(\d+)\b(?:\s*([a-z]+))?/i.exec(plain), plain);
  const min = outsideAnExample(/\b(?:min(?:imum)?|at least)\s*(?:of\s*)?[:=]?\s*(\d+)\b(?:\s*([a-z]+))?/i.exec(plain), plain);
  const saysMax = range ? Number(range[2] ?? range[4]) : max ? inPropertyUnit(property, Number(max[1]), max[2]) : undefined;
  const saysMin = range ? Number(range[1] ?? range[3]) : min ? inPropertyUnit(property, Number(min[1]), min[2]) : undefined;
  // "raise it (up to 1 MB)" beside a maximum of 1048576: one bound, in another unit.
  const sameBound = (said: RegExpExecArray | null, bound: number) => !range && said !== null && sameAmountInAnotherUnit(property, Number(said[1]), said[2], bound);
  // "Confidence (0-1). Legacy values 2-3 are treated as…" beside a maximum of 3: the words go on
  // to reach the schema's own bound, so they name both and contradict neither.
  const alsoNames = (bound: number) => (plain.match(/\d+(?:\.\d+)?/g) ?? []).some((number) => Number(number) === bound);
  return [
    typeof maximum === 'number' && saysMax !== undefined && saysMax !== maximum && !sameBound(max, maximum) && !alsoNames(maximum)
      ? { says: `the description says at most ${saysMax}`, schema: `has maximum ${maximum}`, outcome: outcomeOfABound('max', saysMax, maximum), fix: `Make the description and "maximum" agree (${saysMax} or ${maximum}).` }
      : undefined,
    typeof minimum === 'number' && saysMin !== undefined && saysMin !== minimum && !sameBound(min, minimum) && !alsoNames(minimum)
      ? { says: `the description says at least ${saysMin}`, schema: `has minimum ${minimum}`, outcome: outcomeOfABound('min', saysMin, minimum), fix: `Make the description and "minimum" agree (${saysMin} or ${minimum}).` }
      : undefined,
  ];
}

const MILLISECONDS_PER: Record<string, number> = { ms: 1, millisecond: 1, s: 1000, sec: 1000, second: 1000, min: 60_000, minute: 60_000, h: 3_600_000, hr: 3_600_000, hour: 3_600_000, day: 86_400_000 };

/** "ms", "seconds", "Hours": the time unit a word names, as a key of MILLISECONDS_PER. */
function timeUnit(word: string | undefined): string | undefined {
  const singular = word?.toLowerCase().replace(/(?<=.{2})s$/, '');
  return singular !== undefined && singular in MILLISECONDS_PER ? singular : undefined;
}

/**
 * "max 24 hours" on `duration_ms` (maximum 86400000) says the same bound in another unit: the
 * stated number is turned into the parameter's own unit, read from its name (`_ms`, `Seconds`) or
 * its description ("in milliseconds"), before the two are compared. A bound in a unit the parameter
 * does not state is left as written.
 */
function inPropertyUnit(property: SchemaProperty, stated: number, unitWord: string | undefined): number {
  const statedUnit = timeUnit(unitWord);
  if (statedUnit === undefined) return stated;
  const nameUnit = identifierWords(property.name)
    .map(timeUnit)
    .findLast((unit) => unit !== undefined);
  const descriptionUnit = timeUnit(/\bin\s+(milliseconds|seconds|minutes|hours|days)\b/i.exec(String(property.schema.description ?? ''))?.[1]);
  const ownUnit = nameUnit ?? descriptionUnit;
  return ownUnit === undefined ? stated : (stated * MILLISECONDS_PER[statedUnit]!) / MILLISECONDS_PER[ownUnit]!;
}

function defaultProblem(property: SchemaProperty, text: string): Problem | undefined {
  if (!('default' in property.schema)) return undefined;
  const match = /\bdefaults?\s*(?:to|is|:|=)\s*(["'`]?)([\w.-]+)/i.exec(text);
  const stated = match?.[2]?.replace(/\.+$/, '');
  const actual = property.schema.default;
  if (!match || stated === undefined || actual === null || typeof actual === 'object') return undefined;
  // Unquoted, "defaults to session working directory" is a phrase (its first word is no value),
  // and "defaults to DESTINATION_USER_ID" names the setting the default comes from.
  const continuesAsPhrase = /^ +[a-z]/i.test(text.slice(match.index + match[0].length)) && !/^[\d.-]+$|^(?:true|false)$/i.test(stated);
  if (match[1] === '' && (continuesAsPhrase || /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(stated))) return undefined;
  if (stated.toLowerCase() === String(actual).toLowerCase()) return undefined;
  // "Default: free" beside a fee whose default is 0 or "0": nothing to pay, said as a word.
  if (/^(?:free|none|zero)$/i.test(stated) && Number(actual) === 0 && String(actual).trim() !== '') return undefined;
  // '"summary" (default) … "full" … defaults to 100 per page': the text names the schema's own
  // default as the default, and the number it states is some other quantity's.
  if (namesAsTheDefault(text, actual)) return undefined;
  // "default 2.0" beside a default of 2: one number written two ways.
  if (typeof actual === 'number' && /^-?\d+(?:\.\d+)?$/.test(stated) && Number(stated) === actual) return undefined;
  // "(default: 2%)" beside a default of 0.02: one share, written as a percentage.
  const asPercent = text.slice(match.index + match[0].length).startsWith('%');
  if (typeof actual === 'number' && asPercent && /^\d+(?:\.\d+)?$/.test(stated) && Math.abs(Number(stated) / 100 - actual) < 1e-9) return undefined;
  // "Defaults to 25 MiB." beside 26214400, "defaults to 30 seconds" beside 30000 on a `timeoutMs`:
  // one amount, written in a unit the schema's number is not.
  const unitWord = /^\s*([a-z]+)\b/i.exec(text.slice(match.index + match[0].length))?.[1];
  if (typeof actual === 'number' && /^\d+(?:\.\d+)?$/.test(stated) && sameAmountInAnotherUnit(property, Number(stated), unitWord, actual)) return undefined;
  // "defaults to 30 days" beside a default of "30d": the amount, its unit spelt out.
  if (typeof actual === 'string' && unitWord !== undefined && cachedPattern(String.raw`^${escapeRegExp(stated)}[a-z]{1,3}$`, 'i').test(actual) && unitWord.toLowerCase().startsWith(actual.slice(stated.length).toLowerCase())) return undefined;
  // "(default: 10-15)" beside a default of 12: the words give a range the value sits in.
  const statedRange = /^(\d+)-(\d+)$/.exec(stated);
  if (statedRange && typeof actual === 'number' && actual >= Number(statedRange[1]) && actual <= Number(statedRange[2])) return undefined;
  // "defaults to the current directory": words, not a value to compare.
  if (!/^[\d.-]+$|^(?:true|false)$/i.test(stated) && typeof actual !== 'string') return undefined;
  if (typeof actual === 'string' && !/^[\w.-]+$/.test(actual)) return undefined;
  return { says: `the description says the default is ${stated}`, schema: `default is ${JSON.stringify(actual)}`, outcome: 'A model that leaves it out cannot know which it gets.', fix: `Make the stated default and "default" agree.` };
}

/**
 * Words wider than the schema's bound lead the model to a value the gate refuses; words narrower
 * only hold it back from values the schema would take.
 */
function outcomeOfABound(side: 'max' | 'min', said: number, bound: number): string {
  const wider = side === 'max' ? said > bound : said < bound;
  if (wider) return `The model follows the words and the gate refuses anything ${side === 'max' ? 'over' : 'under'} ${bound}.`;
  return `The model follows the words and never ${side === 'max' ? 'asks for more' : 'sends less'} than ${said}, though the schema allows it.`;
}

const BYTES_PER: Record<string, number> = { kb: 1e3, kib: 1024, mb: 1e6, mib: 1024 ** 2, gb: 1e9, gib: 1024 ** 3 };

function sameAmountInAnotherUnit(property: SchemaProperty, stated: number, unitWord: string | undefined, actual: number): boolean {
  if (unitWord === undefined) return false;
  const sizeUnit = unitWord.toLowerCase();
  // "MB" is read both ways, as servers write it for 1,000,000 and for 1,048,576 bytes alike; "MiB"
  // only as 1,048,576.
  if (sizeUnit in BYTES_PER) return stated * BYTES_PER[sizeUnit]! === actual || stated * BYTES_PER[`${sizeUnit[0]}ib`]! === actual;
  return timeUnit(unitWord) !== undefined && inPropertyUnit(property, stated, unitWord) === actual;
}

function namesAsTheDefault(text: string, actual: unknown): boolean {
  if (typeof actual !== 'string' || !/^[\w.-]+$/.test(actual)) return false;
  return cachedPattern(String.raw`["'\`]${escapeRegExp(actual)}["'\`]\s*\((?:the\s+)?default\)`, 'i').test(text);
}

/**
 * `parentId`: "Alternative to container": a sibling that stands in for the parameter makes the two a
 * choice, so neither can be in "required" and the "(required)" on one means one of them.
 */
function hasAnAlternative(property: SchemaProperty, properties: readonly SchemaProperty[]): boolean {
  const standsIn = cachedPattern(String.raw`\b(?:alternative\s+to|instead\s+of)\s+(?:the\s+)?[\`'"]?${escapeRegExp(property.name)}\b`, 'i');
  return siblingsOf(property, properties).some((sibling) => standsIn.test(descriptionOf(sibling.schema)));
}

function requiredProblem(property: SchemaProperty, text: string): Problem | undefined {
  // A default fills in what a call leaves out (`marketplaceId` "(required)", default "US"): the
  // tool gets its value either way, so the words and the schema do not disagree where it matters.
  if (property.required || property.schema.default !== undefined) return undefined;
  const said = /\(required\)|^\s*required\s*[.:]\s|^\s*required\s*$/i.exec(text);
  if (said === null) return undefined;
  // "Optional credentials: server_key (required), access_token (required)": in the text of an
  // object or a list, a "(required)" past the opening marks one of its fields, not the whole.
  const types = [property.schema.type].flat();
  if (said.index > 0 && (types.includes('object') || types.includes('array'))) return undefined;
  // "Filename for upload (required) or download (optional override)": required for one use only.
  if (/\(required\)[^.]*\(optional\b|\b(?:for|when|if)\s+\w+\s+\(required\)/i.test(text)) return undefined;
  // "iOS: .xcodeproj (required if workspacePath omitted). Android: Gradle root (required)": the text
  // names a condition under which it is required, which a flat "required" list cannot say.
  if (/\(required\s+(?:if|when|unless|for|only)\b/i.test(text)) return undefined;
  // "For create: folder name (required). For rename: new name (required).", "For assets, the asset's
  // file name (required).": required for those actions or kinds.
  if (/(?:^|[.;]\s*)(?:for|when|on)\s+[\w/ -]{1,30}[:,][^.;]*\(required\)/i.test(text)) return undefined;
  // 'action:"mermaid" (REQUIRED) — …': required when the action takes that value.
  if (/\b\w+\s*[:=]\s*["'`][\w-]+["'`][^.;]*\(required\)/i.test(text)) return undefined;
  return { says: 'the description says it is required', schema: 'does not list it in "required"', outcome: 'A model that trusts the schema may leave it out, and the gate lets that call through to a tool that needs it.', fix: `Add ${property.name} to "required", or drop "required" from its description.` };
}
