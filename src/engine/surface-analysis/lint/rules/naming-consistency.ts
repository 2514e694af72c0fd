import { partsAround, schemaProperties, siblingsOf } from '../../schema-properties';
import { aboutTool, toolField, type Finding, type LintContext } from '../finding';

/**
 * One list, one spelling: parameters in snake_case beside parameters in camelCase make the model
 * guess which a given tool wants, and it guesses wrong (`perPage` to a tool that takes
 * `per_page`). Judged across the whole list, on names of more than one word. Only the same name
 * in both spellings is reported: a name in the minority style that is the only name for its
 * thing is seen one way wherever the model looks, so there is nothing to mix up.
 * A name nearly every tool takes, spelled the same in each (a shared `llm_provider` on every tool of
 * a server), is a convention of its own: the model sees it one way wherever it looks, so it is left
 * out of the count rather than reported as the odd one.
 * Both spellings side by side in one object (`ruleId` beside `rule_id`) are aliases the tool takes
 * on purpose, so input written either way fits: whichever the model sends is right. One spelling
 * inside an object the other names (`aiMetadata` holding a free-form `ai_metadata`) is two things,
 * not one spelt two ways.
 * Which of the two spellings is reported: see oddSpellings.
 */

const RULE = 'naming-consistency';
type Style = 'snake_case' | 'camelCase';

function styleOf(name: string): Style | undefined {
  if (/^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/.test(name)) return 'snake_case';
  if (/^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/.test(name)) return 'camelCase';
  return undefined;
}

const shape = (name: string) => name.toLowerCase().replace(/_/g, '');

export function namingConsistency(context: LintContext): Finding[] {
  const uses = new Map<string, { style: Style; tools: Set<number> }>();
  const aliases = new Set<string>();
  context.surface.tools.forEach((tool, index) => {
    const properties = schemaProperties(tool.input_schema);
    for (const property of properties) {
      if (siblingsOf(property, properties).some((other) => other.name !== property.name && shape(other.name) === shape(property.name))) aliases.add(`${index} ${shape(property.name)}`);
      if (partsAround(property, properties).some((outer) => outer.name !== property.name && shape(outer.name) === shape(property.name))) aliases.add(`${index} ${shape(property.name)}`);
      const style = styleOf(property.name);
      if (!style) continue;
      const entry = uses.get(property.name) ?? { style, tools: new Set<number>() };
      entry.tools.add(index);
      uses.set(property.name, entry);
    }
  });
  const toolCount = context.surface.tools.length;
  for (const [name, entry] of uses) if (isListWide(entry.tools.size, toolCount)) uses.delete(name);
  const count = (style: Style) => [...uses.values()].filter((entry) => entry.style === style).length;
  const snake = count('snake_case');
  const camel = count('camelCase');
  if (snake === 0 || camel === 0 || snake === camel) return [];
  const majority: Style = snake > camel ? 'snake_case' : 'camelCase';
  const listMinority: Style = majority === 'snake_case' ? 'camelCase' : 'snake_case';
  // A list split nearly evenly has no convention to point at: say nothing rather than pick one.
  if (Math.min(snake, camel) / (snake + camel) > 0.4) return [];
  const odd = oddSpellings(uses, listMinority);
  const findings: Finding[] = [];
  context.surface.tools.forEach((tool, index) => {
    const twins = [...odd].filter(([name]) => uses.get(name)!.tools.has(index) && !aliases.has(`${index} ${shape(name)}`));
    if (twins.length === 0) return;
    const listed = twins.map(([name, usual]) => `${name} (elsewhere ${usual})`).join(', ');
    const names = twins.length === 1 ? 'name' : 'names';
    const against = twins.every(([name]) => uses.get(name)!.style === listMinority)
      ? `in ${listMinority} while the rest of the list uses ${majority} for the same ${names}`
      : `while more of the list's tools spell the same ${names} the other way`;
    findings.push({
      rule: RULE,
      severity: 'warning',
      ...aboutTool(tool),
      field: toolField(index, 'input_schema'),
      message: `${tool.name} spells ${listed} ${against}: a model guesses the spelling from the other tools and sends the wrong one.`,
      suggestion: `Rename ${twins.length === 1 ? 'it' : 'them'} as the other tools spell ${twins.length === 1 ? 'it' : 'them'}: ${twins.map(([, usual]) => usual).slice(0, 3).join(', ')}.`,
    });
  });
  return findings;
}

/**
 * For each name spelled both ways, the spelling to change and the usual one beside it. The usual
 * spelling is the list's convention, unless the other spelling of that name is plainly the one its
 * tools use: taken by three tools or more, and by more than twice as many as its twin
 * (`collectionId` on five tools beside one `collection_id`). Two against one is no such evidence:
 * the list's convention is the better guide then.
 */
function oddSpellings(uses: ReadonlyMap<string, { style: Style; tools: Set<number> }>, listMinority: Style): Map<string, string> {
  const byShape = new Map<string, Partial<Record<Style, string>>>();
  for (const [name, entry] of uses) byShape.set(shape(name), { ...byShape.get(shape(name)), [entry.style]: name });
  const odd = new Map<string, string>();
  for (const pair of byShape.values()) {
    const rarerStyle = pair[listMinority];
    const usualStyle = pair[listMinority === 'snake_case' ? 'camelCase' : 'snake_case'];
    if (!rarerStyle || !usualStyle) continue;
    const rarerTools = uses.get(rarerStyle)!.tools.size;
    const usualTools = uses.get(usualStyle)!.tools.size;
    const nameOutweighsList = rarerTools >= 3 * Math.max(usualTools, 1);
    if (nameOutweighsList) odd.set(usualStyle, rarerStyle);
    else odd.set(rarerStyle, usualStyle);
  }
  return odd;
}

/** Taken by three tools or more and by at least three in four of the list. */
function isListWide(toolsUsingIt: number, toolCount: number): boolean {
  return toolsUsingIt >= 3 && toolsUsingIt >= 0.75 * toolCount;
}
