// What the narrower-evidence tests ask of a rule's findings: which parameters were asked which
// question, and the properties of a captured tool to edit in a copy.

export type Found = readonly { message: string; field: string }[];

/** The parameter a finding is about: the key before `.description` in its field. */
export const lastKey = (finding: { field: string }) => finding.field.split('.').at(-2);

/** The parameters asked one kind of question (a time unit, a date's format, a scale, a syntax, an object's fields). */
export const unitAsked = (found: Found) => found.filter((finding) => finding.message.includes('a time given as a number')).map(lastKey);
export const syntaxAsked = (found: Found) => found.filter((finding) => finding.message.includes('syntax')).map(lastKey);
export const shapeAsked = (found: Found) => found.filter((finding) => finding.message.includes('no named fields')).map(lastKey);
export const typeAsked = (found: Found) => found.filter((finding) => finding.message.includes('it has no type')).map(lastKey);
export const itemsAsked = (found: Found) => found.filter((finding) => finding.message.includes('a list of items of no stated kind')).map(lastKey);
export const formatAsked = (found: Found) => found.filter((finding) => finding.message.includes('a date or a time')).map(lastKey);
export const scaleAsked = (found: Found) => found.filter((finding) => finding.message.includes('it has no range')).map(lastKey);
export const limitAsked = (found: Found) => found.filter((finding) => finding.message.includes('neither a default nor a maximum')).map(lastKey);

/** The top-level properties of a captured tool's schema, to edit in a copy. */
export const propertiesOf = (tool: { inputSchema: unknown }) => (tool.inputSchema as { properties: Record<string, Record<string, unknown>> }).properties;

/** Gives one property of a copied schema another name, its schema unchanged: the evidence a name was. */
export function renameProperty(properties: Record<string, unknown>, from: string, to: string): void {
  if (!(from in properties)) throw new Error(`no property ${from} to rename`);
  properties[to] = properties[from];
  delete properties[from];
}
