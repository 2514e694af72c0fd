import { aboutTool, toolField, type Finding, type LintContext } from '../finding';
import { descriptionOf, schemaProperties } from '../../schema-properties';
import type { JsonSchema } from '../../../toolkit/json-schema';
import { withoutBoilerplate } from '../boilerplate';
import { identifierWords, wordCount, wordPattern } from '../text';
import { isEmptyWrapper } from '../parameter-questions';

/**
 * A description's length should follow what is at stake. Thresholds, in words:
 * - expensive or ambiguous tools (Bash, edit_file, write_file, run_agent, and the presets' run,
 *   Edit, Write, edit_lines: they change files, run anything, or spend a whole sub-agent) under 40
 *   words: too terse to pin down what they do, what they return and when to prefer a sibling;
 * - any other tool under 7 words: a name restated, not a description. Seven to nine words often
 *   already say what comes back ("Take a DOM snapshot with stable UIDs; retake after navigation"):
 *   on real servers, judged by people who had not seen the rule change, about one such finding in
 *   four was wrong, against one in ten under seven;
 * - trivial tools (ls, glob, update_plan, Glob) over 200 words: paid on every request for little;
 * - any tool over 400 words (info): worth a look at what the model really needs.
 * The defaults sit between (74 to 244 words).
 * "Too few" counts the words that say something: a vendor prefix ("Notion |") and generated
 * HTTP error lists ("Error Responses: 400: Bad request") are not description. And a tool whose
 * outputSchema lays out what comes back has said the part a short description most often leaves
 * out, so it is not called too short. Nor is a probe that takes nothing and answers with one value
 * it names ("Get the Node.js version used by the MCP server", "Coolify API version", "Check if
 * Binance MCP is configured", "Get the current block height" with only a network to pick): no
 * input to explain, and a version, a count, a yes or no, a price or a time comes back as itself. A
 * tool that takes nothing but returns a list or a page ("Get all RUM applications") has its shape
 * left to say.
 */

const RULE = 'description-length';
const EXPENSIVE = new Set(['Bash', 'edit_file', 'write_file', 'run_agent', 'run', 'Edit', 'Write', 'edit_lines']);
const TRIVIAL = new Set(['ls', 'glob', 'update_plan', 'Glob']);
export const descriptionLengthLimits = { expensiveMinimum: 40, minimum: 7, trivialMaximum: 200, maximum: 400 } as const;

export function descriptionLength(context: LintContext): Finding[] {
  const findings: Finding[] = [];
  const limits = descriptionLengthLimits;
  context.surface.tools.forEach((tool, index) => {
    const words = wordCount(tool.description);
    const saying = wordCount(withoutBoilerplate(tool.description));
    const at = { rule: RULE, ...aboutTool(tool), field: toolField(index, 'description') };
    const minimum = EXPENSIVE.has(tool.handler) ? limits.expensiveMinimum : limits.minimum;
    const shortIsEnough =
      describesOutput(context.facts.get(tool.name)?.outputSchema) || isOneValueProbe(tool.input_schema, tool.description, saying) || isEchoingPing(tool, saying) || pointsToItsReplacement(tool, context.surface.tools);
    if (words > 0 && saying < minimum && !shortIsEnough) {
      const why = EXPENSIVE.has(tool.handler) ? 'a tool that changes files, runs anything or spends a sub-agent' : 'a tool';
      findings.push({
        ...at,
        severity: 'warning',
        message: `The description of ${tool.name} has ${saying} words${saying === words ? '' : ' besides boilerplate'}, too few for ${why}: the model is left to guess what it returns, its limits and when to prefer a sibling.`,
        suggestion: `Say what it does, what comes back, its limits and conventions, and when to use a sibling instead (at least ${minimum} words).`,
      });
    }
    if (TRIVIAL.has(tool.handler) && words > limits.trivialMaximum) {
      findings.push({
        ...at,
        severity: 'warning',
        message: `The description of ${tool.name} has ${words} words for a simple tool; they are paid on every request.`,
        suggestion: `Keep what it does, what it returns and its limits; cut it under ${limits.trivialMaximum} words.`,
      });
    } else if (words > limits.maximum) {
      findings.push({
        ...at,
        severity: 'info',
        message: `The description of ${tool.name} has ${words} words, paid on every request.`,
        suggestion: 'Check which sentences change what the model does; move rare cases into failure messages, where they are read only when they happen.',
      });
    }
  });
  return findings;
}

/**
 * "Alias for scanner_health (deprecated, use scanner_health instead)": a tool kept only for old
 * callers that names the one to use has said the one thing a model needs.
 */
function pointsToItsReplacement(tool: { name: string; description: string }, tools: readonly { name: string }[]): boolean {
  if (!/\b(?:deprecated|alias\s+(?:for|of))\b/i.test(tool.description)) return false;
  return tools.some((other) => other.name !== tool.name && wordPattern(other.name).test(tool.description));
}

/**
 * A `ping` whose words or whose one parameter say what comes back: its own message echoed, or a
 * "pong" ("Test connectivity with the server", with "A message to echo back"). The answer is the
 * input, or one word; there is no shape, limit or sibling left to say. A ping of some host ("Ping
 * a host to check connectivity") reports on that host, and is still asked what it reports.
 */
function isEchoingPing(tool: { name: string; description: string; input_schema: JsonSchema }, saying: number): boolean {
  if (saying < PROBE_MINIMUM || !identifierWords(tool.name).includes('ping')) return false;
  const properties = schemaProperties(tool.input_schema);
  const said = [tool.description, ...properties.map((property) => descriptionOf(property.schema))].join(' ');
  return properties.length <= 1 && /\becho(?:es|ed)?\b|\bpong\b/i.test(said);
}

const PROBE_MINIMUM = 2;
/**
 * What a probe can answer in one value: a version, a count, the current one of something, the
 * state of a connection, a login or the account's rate limit ("Check WhatsApp connection status",
 * "Get current API usage/rate limit status"), whether a server answers ("Check if the server is
 * responsive", "Check Jenkins API reachability"), the server's clock, today's date, a fresh UUID,
 * or the account's own settings and identity ("Get notification configuration", "Get the
 * authenticated user"): one object of a kind the model knows, not a list whose shape is left to
 * say. So is an explanation of one named thing ("Explain what kiro is").
 */
const ONE_VALUE =
  /\b(?:version|count|number of|timestamp|current\s+(?:\w+\s+)?(?:time|date|user|url|title|profile|account|branch|directory)|server\s+time|reachab(?:le|ility)|uptime|help|(?:connection|authentication|auth|login|health)\s+status|rate[-\s]?limits?(?:\s+status)?|today'?s\s+date|random\s+uuid|is\s+(?:responsive|reachable|alive))\b|^\W*explains?\s+what\b/i;
/** The account's own settings or identity, fetched: "Get notification configuration", "Gets IMAP settings". */
const OWN_SETTINGS = /^\W*(?:get|gets|fetch|fetches|retrieve|retrieves|show|shows|read|reads)\b.*\b(?:configuration|config|preferences|settings|(?:authenticated|signed-in|logged-in)\s+user|user\s+identity)\b/i;

/**
 * A probe whose answer the description spells out: a yes or no ("Check if Binance MCP is
 * configured"), the values a status takes ("Get account status (normal or restricted)") or the one
 * literal it returns ("Returns 'ping'"). With a required input ("Check if an element is visible")
 * the question moves to that input, and the rule still asks.
 */
const NAMED_ANSWER = /^\W*(?:check|checks|test|tests|verify|verifies)\s+(?:if|whether)\b|\bstatus\s*[(:]\s*[\w-]+\s+or\s+[\w-]+|\breturns?\s+(['"`])[^'"`\s]+\1/i;

/**
 * One number a chain, an exchange or an account keeps ("Get the current block height", "get the
 * price of SOL", "Returns the current network id"): with nothing to pass but a choice among named
 * values (which network), it can only mean the one figure. Given an address or a coin's name
 * ("Check the balance of a wallet") the question of what that input takes is still open.
 */
const ONE_FIGURE = /\b(?:price|balance|block\s+(?:height|number)|slot(?:\s+number)?|(?:network|chain)\s+id)\b/i;

function isOneValueProbe(inputSchema: JsonSchema, description: string, saying: number): boolean {
  if (saying < PROBE_MINIMUM) return false;
  const answerNamed = ONE_VALUE.test(description) || OWN_SETTINGS.test(description) || NAMED_ANSWER.test(description);
  return (answerNamed && asksNothingUnexplained(inputSchema)) || (ONE_FIGURE.test(description) && takesOnlyChoices(inputSchema));
}

/** No parameter but ones that pick among listed values: nothing free-form to get wrong. */
function takesOnlyChoices(inputSchema: JsonSchema): boolean {
  return schemaProperties(inputSchema).every((property) => Array.isArray(property.schema.enum) && property.schema.enum.length > 0);
}

/**
 * No parameters, only wrappers that take no fields, or optional ones that explain themselves (a
 * described filter on a count): there is no input left to explain.
 */
function asksNothingUnexplained(inputSchema: JsonSchema): boolean {
  return schemaProperties(inputSchema).every(
    (property) => isEmptyWrapper(property.schema) || (!property.required && typeof property.schema.description === 'string' && property.schema.description.trim() !== ''),
  );
}

/** An output schema with at least one named field: the shape of what comes back, stated. */
function describesOutput(outputSchema: JsonSchema | undefined): boolean {
  return outputSchema !== undefined && schemaProperties(outputSchema, 'output_schema').length > 0;
}
