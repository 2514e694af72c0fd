import { presets } from '../../presets/all-presets';
import type { Lesson, LessonVariant } from '../lesson';
import { replaceOnce, textFile } from './shared';

/** Countries and their shipping zones: the long, dull middle of the file that nobody should touch. */
const countryZones: Array<[string, string]> = [
  ['DE', 'domestic'],
  ...['AT', 'BE', 'CH', 'CZ', 'DK', 'FR', 'LU', 'NL', 'PL'].map((code): [string, string] => [code, 'near']),
  ...['BG', 'EE', 'ES', 'FI', 'GB', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LT', 'LV', 'MT', 'NO', 'PT', 'RO', 'SE', 'SI', 'SK'].map(
    (code): [string, string] => [code, 'europe'],
  ),
];

const source = textFile([
  '// Shipping: what sending an order costs, by destination zone, weight and speed.',
  '',
  "export type ZoneId = 'domestic' | 'near' | 'europe' | 'world';",
  '',
  'export interface Zone {',
  '  id: ZoneId;',
  '  /** Flat part of the price, in euros. */',
  '  baseRate: number;',
  '  /** Price per billed kilogram, in euros. */',
  '  perKg: number;',
  '  /** Working days from dispatch to the door. */',
  '  days: number;',
  '}',
  '',
  'export interface OrderLine {',
  '  sku: string;',
  '  quantity: number;',
  '  /** Price of one unit, in euros. */',
  '  unitPrice: number;',
  '  /** Weight of one unit, in kilograms. */',
  '  unitWeightKg: number;',
  '}',
  '',
  'export interface Order {',
  '  id: string;',
  '  /** ISO 3166 two-letter code of the destination. */',
  '  country: string;',
  '  lines: OrderLine[];',
  '  express: boolean;',
  '}',
  '',
  '/** Orders whose subtotal reaches this ship for free at standard speed. */',
  'export const FREE_SHIPPING_MINIMUM = 60;',
  '',
  '/** Express costs this much on top of the standard price, in euros. */',
  'export const EXPRESS_SURCHARGE = 9.5;',
  '',
  '/** Express takes this many working days fewer than standard, but never less than one. */',
  'export const EXPRESS_DAYS_SAVED = 2;',
  '',
  '/** Box and filling added to every parcel, in kilograms. */',
  'export const PACKAGING_KG = 0.3;',
  '',
  'export const zones: Record<ZoneId, Zone> = {',
  "  domestic: { id: 'domestic', baseRate: 4.9, perKg: 0.8, days: 2 },",
  "  near: { id: 'near', baseRate: 7.5, perKg: 1.6, days: 4 },",
  "  europe: { id: 'europe', baseRate: 11, perKg: 2.4, days: 6 },",
  "  world: { id: 'world', baseRate: 19, perKg: 5.2, days: 12 },",
  '};',
  '',
  '/** Country code -> zone. Countries not listed ship at the world rate. */',
  'export const countryZones: Record<string, ZoneId> = {',
  ...countryZones.map(([code, zone]) => `  ${code}: '${zone}',`),
  '};',
  '',
  'export function zoneFor(country: string): Zone {',
  "  const id = countryZones[country.trim().toUpperCase()] ?? 'world';",
  '  return zones[id];',
  '}',
  '',
  'export function roundCents(amount: number): number {',
  '  return Math.round(amount * 100) / 100;',
  '}',
  '',
  'export function orderSubtotal(order: Order): number {',
  '  const total = order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);',
  '  return roundCents(total);',
  '}',
  '',
  'export function orderWeightKg(order: Order): number {',
  '  const goods = order.lines.reduce((sum, line) => sum + line.quantity * line.unitWeightKg, 0);',
  '  return goods + PACKAGING_KG;',
  '}',
  '',
  '/** What the customer pays for shipping, in euros. */',
  'export function shippingCost(order: Order): number {',
  '  const subtotal = orderSubtotal(order);',
  '  if (!order.express && subtotal > FREE_SHIPPING_MINIMUM) return 0;',
  '  const zone = zoneFor(order.country);',
  '  const billedKg = Math.ceil(orderWeightKg(order));',
  '  const standard = zone.baseRate + zone.perKg * billedKg;',
  '  return roundCents(order.express ? standard + EXPRESS_SURCHARGE : standard);',
  '}',
  '',
  '/** Working days until the parcel arrives. */',
  'export function deliveryDays(order: Order): number {',
  '  const zone = zoneFor(order.country);',
  '  if (!order.express) return zone.days;',
  '  return Math.max(1, zone.days - EXPRESS_DAYS_SAVED);',
  '}',
  '',
  '/** The date the parcel should arrive, skipping Saturdays and Sundays. */',
  'export function arrivalDate(order: Order, dispatched: Date): Date {',
  '  const date = new Date(dispatched.getTime());',
  '  let left = deliveryDays(order);',
  '  while (left > 0) {',
  '    date.setDate(date.getDate() + 1);',
  '    const weekday = date.getDay();',
  '    if (weekday !== 0 && weekday !== 6) left -= 1;',
  '  }',
  '  return date;',
  '}',
  '',
  '/** One line for the order summary, e.g. "Express to FR (near zone): 12.30 EUR, 2 working days". */',
  'export function describeShipping(order: Order): string {',
  '  const zone = zoneFor(order.country);',
  "  const speed = order.express ? 'Express' : 'Standard';",
  '  const cost = shippingCost(order);',
  "  const price = cost === 0 ? 'free' : `${cost.toFixed(2)} EUR`;",
  '  const days = deliveryDays(order);',
  "  return `${speed} to ${order.country.toUpperCase()} (${zone.id} zone): ${price}, ${days} working day${days === 1 ? '' : 's'}`;",
  '}',
  '',
  '/** Orders that cannot ship as they are, with the reason. */',
  'export function shippingProblems(order: Order): string[] {',
  '  const problems: string[] = [];',
  "  if (order.lines.length === 0) problems.push('the order has no lines');",
  '  for (const line of order.lines) {',
  '    if (line.quantity <= 0) problems.push(`${line.sku}: quantity must be at least 1`);',
  '    if (line.unitWeightKg < 0) problems.push(`${line.sku}: weight cannot be negative`);',
  '  }',
  '  if (orderWeightKg(order) > 31.5) problems.push(\'the parcel is over 31.5 kg; split the order\');',
  '  if (!/^[A-Za-z]{2}$/.test(order.country.trim())) problems.push(`"${order.country}" is not a two-letter country code`);',
  '  return problems;',
  '}',
]);

const FREE_LINE = '  if (!order.express && subtotal > FREE_SHIPPING_MINIMUM) return 0;';
const WEIGHT_LINE = '  const billedKg = Math.ceil(orderWeightKg(order));';
const FIXED_FREE_LINE = '  if (!order.express && subtotal >= FREE_SHIPPING_MINIMUM) return 0;';
const FIXED_WEIGHT_LINE = '  const billedKg = Math.ceil(orderWeightKg(order) * 2) / 2;';

/** The file as the task wants it: exactly two lines changed. */
export const shootoutExpected = replaceOnce(replaceOnce(source, FREE_LINE, FIXED_FREE_LINE), WEIGHT_LINE, FIXED_WEIGHT_LINE);
export const shootoutSource = source;
export const shootoutPath = 'src/shipping.ts';

const lineCount = source.split('\n').length - 1;

/**
 * "Nothing else changed": the file without the two lines the task is about must equal the
 * original without them, at the same length. The expected text rides in a quoted heredoc (nothing
 * expanded), so the workspace holds no copy of the answer for the model to find.
 */
// One -E alternation rather than several -e: the embedded shell's grep keeps only the last -e.
// The same pattern picks the lines out here, so the check and its expected text cannot disagree.
const taskLinePattern = `^  (const billedKg =|if \\(!order\\.express && subtotal)`;
const taskLine = new RegExp(taskLinePattern);
const untouched = source
  .split('\n')
  .slice(0, -1)
  .filter((line) => !taskLine.test(line))
  .join('\n');
const restUnchanged = [
  `lines=$(wc -l < ${shootoutPath}); [ "$lines" -eq ${lineCount} ] || { echo "${shootoutPath} has $lines lines instead of ${lineCount}"; exit 1; }`,
  `diff -q <(grep -v -E '${taskLinePattern}' ${shootoutPath}) - <<'ACI_EXPECTED' > /dev/null || { echo "lines outside the two the task names differ from the original"; exit 1; }`,
  untouched,
  'ACI_EXPECTED',
].join('\n');

const variants: Record<string, LessonVariant> = Object.fromEntries(presets.map((preset) => [preset.id, { preset: preset.id }]));

export const presetShootoutLesson: Lesson = {
  version: 1,
  id: 'preset-shootout',
  title: 'Five harnesses, one small edit',
  teaching:
    "The same two-line fix in a 150-line file, through the five harnesses the field grew up with. Each pays for the edit in its own currency. A whole-file writer pays in bytes: the model re-sends every line it did not change, and any line it drops is gone. A line-range editor (SWE-agent) sends only the new lines but pays in arithmetic: the model must name the right line numbers, and they shift after every insert. A shell-only loop (mini-swe-agent) pays in quoting: the edit is a sed expression or a heredoc that has to survive the shell's escaping rules. SEARCH/REPLACE (Aider) pays in recall: the SEARCH lines must repeat the file exactly, whitespace and all. Read the table for steps, tokens, failures by kind and, above all, bytes written against the size of the change.",
  files: { [shootoutPath]: source },
  task: `In ${shootoutPath}, fix two bugs in shippingCost. First, an order whose subtotal is exactly FREE_SHIPPING_MINIMUM must ship free as well: compare with >= instead of >. Second, bill the weight rounded up to the next half kilogram instead of the next whole one: the billedKg line should read \`const billedKg = Math.ceil(orderWeightKg(order) * 2) / 2;\`. Change nothing else in the file.`,
  variants,
  checks: [
    { kind: 'file-matches', path: shootoutPath, pattern: '\\n {2}if \\(!order\\.express && subtotal >= FREE_SHIPPING_MINIMUM\\) return 0;\\n', label: 'free shipping from the minimum (>=)' },
    {
      kind: 'file-matches',
      path: shootoutPath,
      pattern: '\\n {2}const billedKg = Math\\.ceil\\((?:orderWeightKg\\(order\\) \\* 2|2 \\* orderWeightKg\\(order\\))\\) / 2;\\n',
      label: 'weight billed by the half kilogram',
    },
    { kind: 'command', command: restUnchanged, label: 'nothing else changed' },
  ],
};
