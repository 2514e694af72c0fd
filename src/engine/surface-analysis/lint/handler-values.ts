import { z } from 'zod';
import { type JsonSchema } from '../../toolkit/json-schema';
import { stableStringify } from '../../toolkit/stable-json';
import type { Severity } from './finding';
import { schemaTypes } from '../schema-properties';

/**
 * Value-level comparison of an edited schema node with the handler's: which types it documents
 * that the handler does not take, and which sample values pass the edited node but not the
 * handler's. Samples are tried rather than reasoning about keywords one by one, so a constraint
 * expressed any way (bounds, pattern, enum, const, length) is judged by what zod really accepts.
 */

export interface TypeProblem {
  severity: Severity;
  message: string;
  suggestion: string;
}

export interface RejectedSample {
  value: unknown;
  /** True when the value is one the edited schema lists (enum or const): the model will send it. */
  fromEnum: boolean;
  /** The handler's limit the value breaks. */
  why: string;
}

export function typeProblem(edited: JsonSchema, handler: JsonSchema): TypeProblem | undefined {
  const editedTypes = typesOf(edited);
  const handlerTypes = typesOf(handler);
  if (editedTypes.length === 0 || handlerTypes.length === 0) return undefined;
  const takes = (type: string) => handlerTypes.includes(type) || (type === 'integer' && handlerTypes.includes('number'));
  const narrowedOnly = (type: string) => type === 'number' && handlerTypes.includes('integer');
  const refused = editedTypes.filter((type) => !takes(type) && !narrowedOnly(type));
  if (refused.length === editedTypes.length) {
    return {
      severity: 'error',
      message: `documented as ${editedTypes.join(' or ')}, but the handler takes ${handlerTypes.join(' or ')}: every call that passes it fails.`,
      suggestion: `Set "type" back to ${JSON.stringify(handlerTypes.length === 1 ? handlerTypes[0] : handlerTypes)}.`,
    };
  }
  if (refused.length > 0 || editedTypes.some(narrowedOnly)) {
    const wider = [...refused, ...editedTypes.filter(narrowedOnly)];
    return {
      severity: 'warning',
      message: `also documented as ${wider.join(' or ')}, which the handler does not take (it takes ${handlerTypes.join(' or ')}).`,
      suggestion: `Set "type" to ${JSON.stringify(handlerTypes.length === 1 ? handlerTypes[0] : handlerTypes)}.`,
    };
  }
  return undefined;
}

function typesOf(node: JsonSchema): string[] {
  const stated = schemaTypes(node);
  if (stated.length > 0) return stated;
  const values = Array.isArray(node.enum) ? node.enum : 'const' in node ? [node.const] : [];
  return [...new Set(values.map(jsonType))];
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

export function rejectedSamples(edited: JsonSchema, handler: JsonSchema): RejectedSample[] {
  // Same rules, same verdicts: only words changed (the usual keystroke), nothing to try.
  if (stableStringify(rulesOf(edited)) === stableStringify(rulesOf(handler))) return [];
  const listed = Array.isArray(edited.enum) ? edited.enum : 'const' in edited ? [edited.const] : [];
  const boundaries = listed.length > 0 ? [] : boundarySamples(handler);
  if (listed.length === 0 && boundaries.length === 0) return [];
  const editedAccepts = acceptor(edited);
  const handlerAccepts = acceptor(handler);
  if (!editedAccepts || !handlerAccepts) return [];
  const rejected: RejectedSample[] = [];
  for (const value of listed) {
    if (!handlerAccepts(value)) rejected.push({ value, fromEnum: true, why: 'not a value it takes' });
  }
  if (listed.length > 0) return rejected;
  // One boundary finding per node is enough to show the gap; the first that slips through wins.
  const boundary = boundaries.find((sample) => editedAccepts(sample.value) && !handlerAccepts(sample.value));
  return boundary ? [{ ...boundary, fromEnum: false }] : [];
}

/** Values just outside the handler's own limits, each with the limit it breaks. */
function boundarySamples(handler: JsonSchema): Array<{ value: unknown; why: string }> {
  const samples: Array<{ value: unknown; why: string }> = [];
  const types = schemaTypes(handler);
  const number = (key: string) => (typeof handler[key] === 'number' ? (handler[key] as number) : undefined);
  if (types.includes('integer') || types.includes('number')) {
    const minimum = number('minimum');
    const maximum = number('maximum');
    if (minimum !== undefined) samples.push({ value: minimum - 1, why: `at least ${minimum}` });
    if (maximum !== undefined) samples.push({ value: maximum + 1, why: `at most ${maximum}` });
    if (number('exclusiveMinimum') !== undefined) samples.push({ value: number('exclusiveMinimum'), why: `more than ${number('exclusiveMinimum')}` });
    if (number('exclusiveMaximum') !== undefined) samples.push({ value: number('exclusiveMaximum'), why: `less than ${number('exclusiveMaximum')}` });
    if (types.includes('integer')) samples.push({ value: (minimum ?? 0) + 0.5, why: 'a whole number' });
  }
  if (types.includes('string')) {
    const minLength = number('minLength');
    const maxLength = number('maxLength');
    if (minLength !== undefined && minLength > 0) samples.push({ value: 'x'.repeat(minLength - 1), why: `at least ${minLength} characters` });
    if (maxLength !== undefined) samples.push({ value: 'x'.repeat(maxLength + 1), why: `at most ${maxLength} characters` });
    if (typeof handler.pattern === 'string') {
      for (const value of ['', ' ', 'x', '--x', '-Z', '0']) samples.push({ value, why: `matching ${handler.pattern}` });
    }
  }
  if (types.includes('array')) {
    const minItems = number('minItems');
    if (minItems !== undefined && minItems > 0) samples.push({ value: [], why: `at least ${minItems} item${minItems === 1 ? '' : 's'}` });
  }
  return samples;
}

/** What decides which values pass: the node without its annotations. */
function rulesOf(node: JsonSchema): JsonSchema {
  const { description: _words, default: _documentation, title: _title, examples: _examples, ...rules } = node;
  return rules;
}

const acceptors = new WeakMap<JsonSchema, ((value: unknown) => boolean) | null>();

/** A value check for one schema node, compiled by zod (cached per node object); null when it cannot be. */
function acceptor(node: JsonSchema): ((value: unknown) => boolean) | null {
  const cached = acceptors.get(node);
  if (cached !== undefined) return cached;
  let compiled: ((value: unknown) => boolean) | null;
  try {
    const schema = z.fromJSONSchema(rulesOf(node) as Parameters<typeof z.fromJSONSchema>[0]);
    compiled = (value) => schema.safeParse(value).success;
  } catch {
    compiled = null;
  }
  acceptors.set(node, compiled);
  return compiled;
}
