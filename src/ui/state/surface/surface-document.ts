import { applyEdits, findNodeAtLocation, modify, parse, parseTree, printParseErrorCode, type JSONPath, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import type { AnyToolContract } from '../../../engine/tools/tool';
import { FieldError } from '../../../engine/toolkit/field-error';
import { parseSurfaceFile } from '../../../engine/toolkit/surface-file';
import type { Surface, SurfaceTool } from '../../../engine/toolkit/surface';

/**
 * The schema editor's text is a surface file (`parseSurfaceFile`'s format), so what a person
 * edits is what the CLI runs with `--surface`. This module turns text into a surface and back,
 * finds the text of a field (for the lint's "go to" and the invalid banner) and switches tools
 * on and off without reformatting the rest of the text. Loaded lazily with the surface engine.
 */

/** Why a text is not a surface: the field at fault, in the lint's path syntax, and where it is. */
export interface SurfaceTextProblem {
  /** `tools[2].name`, or `JSON` when the text does not even parse. */
  field: string;
  message: string;
  /** Offset in the text of the faulty field or character, when it can be located. */
  offset?: number;
}

export type SurfaceTextReading = { ok: true; surface: Surface } | { ok: false; problem: SurfaceTextProblem };

/** The surface as the editor shows it: every field written out, keys in the file's order. */
export function surfaceText(surface: Surface): string {
  const tools = surface.tools.map(({ handler, name, description, input_schema, failures }) => ({ handler, name, description, input_schema, failures }));
  return `${JSON.stringify({ system: surface.system, tools, failures: surface.failures }, null, 2)}\n`;
}

/**
 * `defaults` fills what the text leaves out (the preset the person started from); `contracts` are
 * the handlers a tool entry may name.
 */
export function readSurfaceText(text: string, contracts: readonly AnyToolContract[], defaults: Surface): SurfaceTextReading {
  const errors: ParseError[] = [];
  const json: unknown = parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const syntax = errors[0];
  if (syntax) {
    const { line, column } = lineAndColumn(text, syntax.offset);
    const problem = syntaxProblems[printParseErrorCode(syntax.error)] ?? 'the text is not valid JSON';
    return { ok: false, problem: { field: 'JSON', message: `line ${line}, column ${column}: ${problem}`, offset: syntax.offset } };
  }
  try {
    return { ok: true, surface: parseSurfaceFile(json, contracts, defaults) };
  } catch (error) {
    if (!FieldError.isInstance(error)) throw error;
    const offset = fieldOffset(text, error.field);
    return { ok: false, problem: { field: error.field, message: error.problem, ...(offset !== undefined ? { offset } : {}) } };
  }
}

const syntaxProblems: Record<string, string> = {
  InvalidSymbol: 'a character that does not belong in JSON',
  InvalidNumberFormat: 'a number written in a way JSON does not allow',
  PropertyNameExpected: 'a property name in double quotes is expected here',
  ValueExpected: 'a value is expected here (a trailing comma?)',
  ColonExpected: 'a colon is missing after the property name',
  CommaExpected: 'a comma is missing between two entries',
  CloseBraceExpected: 'a closing } is missing',
  CloseBracketExpected: 'a closing ] is missing',
  EndOfFileExpected: 'text follows the end of the document',
  InvalidCommentToken: 'comments are not allowed in a surface file',
  UnexpectedEndOfComment: 'a comment is not closed',
  UnexpectedEndOfString: 'a string is not closed (a missing ")',
  InvalidEscapeCharacter: 'a backslash escape JSON does not know (write \\\\ for a backslash)',
  InvalidCharacter: 'a control character inside a string (write \\n for a line break)',
  InvalidUnicode: 'a broken \\u escape',
};

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * `tools[0].input_schema.properties["odd name"].description` -> JSON path segments. The syntax is
 * the one lint findings, dialect warnings and surface file errors use.
 */
function fieldPath(field: string): JSONPath {
  const path: JSONPath = [];
  for (const [, plain, index, quoted] of field.matchAll(/\.?([A-Za-z_$][\w$-]*)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/g)) {
    if (plain !== undefined) path.push(plain);
    else if (index !== undefined) path.push(Number(index));
    else if (quoted !== undefined) path.push(JSON.parse(`"${quoted}"`) as string);
  }
  return path;
}

/**
 * Where a field's value starts in the text. A field the text leaves out (a failure kind filled
 * from the defaults) resolves to the nearest enclosing field that is there.
 */
function fieldOffset(text: string, field: string): number | undefined {
  return fieldOffsets(text, [field])[0];
}

/** `fieldOffset` for many fields, parsing the text once (the editor marks every lint finding). */
export function fieldOffsets(text: string, fields: readonly string[]): Array<number | undefined> {
  const root = parseTree(text);
  return fields.map((field) => (root ? offsetIn(root, field) : undefined));
}

function offsetIn(root: JsonNode, field: string): number | undefined {
  const path = fieldPath(field);
  for (let length = path.length; length >= 0; length--) {
    const node = findNodeAtLocation(root, path.slice(0, length));
    if (node) return node.parent?.type === 'property' ? node.parent.offset : node.offset;
  }
  return undefined;
}

/**
 * The text with one tool switched on or off. Off removes its entry (a surface file leaves a
 * disabled tool out); on puts back the parked entry, or the default one, at the position of its
 * handler in the default order. Undefined when the text is not valid JSON with a tools array.
 */
export function withToolEnabled(text: string, handler: string, enabled: boolean, restore: SurfaceTool, defaultOrder: readonly string[]): string | undefined {
  const errors: ParseError[] = [];
  const json = parse(text, errors, { disallowComments: true }) as { tools?: unknown } | undefined;
  if (errors.length > 0 || !json || !Array.isArray(json.tools)) return undefined;
  const handlers = json.tools.map((entry: unknown) => (entry && typeof entry === 'object' ? (entry as { handler?: unknown }).handler : undefined));
  const formatting = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };
  const present = handlers.indexOf(handler);
  if (!enabled) {
    if (present === -1) return text;
    return applyEdits(text, modify(text, ['tools', present], undefined, formatting));
  }
  if (present !== -1) return text;
  const rank = (id: unknown) => (typeof id === 'string' && defaultOrder.includes(id) ? defaultOrder.indexOf(id) : Infinity);
  const after = handlers.findIndex((id) => rank(id) > rank(handler));
  const position = after === -1 ? handlers.length : after;
  const { handler: id, name, description, input_schema, failures } = restore;
  const entry = { handler: id, name, description, input_schema, failures };
  return applyEdits(text, modify(text, ['tools', position], entry, { ...formatting, isArrayInsertion: true }));
}
