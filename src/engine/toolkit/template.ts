import type { FailureValues, ToolId } from '../tools/tool';

/**
 * Failure strings, markers and briefs are templates, so a person can rewrite them and so a
 * string never names a tool that is not in the toolkit as currently edited:
 *
 *   {path}                 a value the caller supplies
 *   {tool:read_file}       the name the model currently sees for that tool id
 *   [[ A || B || C ]]      the first option whose tools are all enabled and whose values are all
 *                          present and non-empty; nothing when none qualifies
 *
 * A `{` not followed by an identifier and `}` is literal text, so JSON examples need no escaping.
 */

const PLACEHOLDER = /\{([A-Za-z_][\w]*)(?::([\w-]+))?\}/g;
const CHOICE = /\[\[([\s\S]*?)\]\]/g;

export interface TemplateContext {
  values: FailureValues;
  nameOf(toolId: ToolId): string | undefined;
}

export function renderTemplate(template: string, context: TemplateContext): string {
  const withChoices = template.replace(CHOICE, (_whole, body: string) => {
    const option = body.split('||').find((candidate) => optionQualifies(candidate, context));
    return option === undefined ? '' : option;
  });
  // Tidy the spaces an empty choice leaves behind in the template's own text only: values are
  // filled in afterwards, untouched, because some are file content whose indentation matters.
  return fillPlaceholders(withChoices.replace(/[ \t]{2,}/g, ' ').trim(), context);
}

function optionQualifies(option: string, context: TemplateContext): boolean {
  for (const match of option.matchAll(PLACEHOLDER)) {
    const [, name, argument] = match;
    if (name === 'tool') {
      if (argument === undefined || context.nameOf(argument) === undefined) return false;
      continue;
    }
    if (argument !== undefined) continue; // unknown namespaced placeholder: left as written
    const value = context.values[name!];
    if (value === undefined || value === '') return false;
  }
  return true;
}

function fillPlaceholders(text: string, context: TemplateContext): string {
  return text.replace(PLACEHOLDER, (whole, name: string, argument: string | undefined) => {
    if (name === 'tool' && argument !== undefined) return context.nameOf(argument) ?? whole;
    if (argument !== undefined) return whole;
    const value = context.values[name];
    return value === undefined ? whole : String(value);
  });
}

export interface TemplateReferences {
  /** Value placeholders, e.g. `path`. */
  values: string[];
  /** Tool ids referenced with `{tool:id}`. */
  tools: string[];
}

/** What a template refers to, for lint (unknown placeholders, drift) and the editor's preview. */
export function templateReferences(template: string): TemplateReferences {
  const values = new Set<string>();
  const tools = new Set<string>();
  for (const [, name, argument] of template.matchAll(PLACEHOLDER)) {
    if (name === 'tool' && argument !== undefined) tools.add(argument);
    else if (argument === undefined) values.add(name!);
  }
  return { values: [...values], tools: [...tools] };
}

/**
 * The system prompt and tool descriptions are plain text once a person edits them, with one
 * placeholder: {workspace}, filled per model call with what the live workspace can run (the
 * embedded shell's commands, WebContainer's node and npm, the OS sandbox's programs). The same
 * surface then tells the truth on every workspace, and an edit that keeps the placeholder keeps it.
 */
export const WORKSPACE_PLACEHOLDER = '{workspace}';

export function fillWorkspacePlaceholder(text: string, workspaceText: string): string {
  return text.includes(WORKSPACE_PLACEHOLDER) ? text.split(WORKSPACE_PLACEHOLDER).join(workspaceText) : text;
}
