import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { wilsonInterval } from '../../src/engine/compare/wilson';
import { blindInterval } from '../../src/engine/surface-analysis/lint/blind-precision';
import { loadVerbTagger } from '../../src/engine/surface-analysis/lint/verb-tagger';
import { blindFigures, capturedCorporaBetween, corporaInCaptureOrder, fixturesFolder, labelOf, labelsWithoutFinding, lintCorpus, lintFolders, precisionPerRule, readLabels, unlabelledAndVanished, type Label, type RuleFigure, type ServerFindings } from './lint-corpus-precision';

/**
 * The chores of changing a lint rule against the labelled corpora, so that none of them is done by
 * hand (a hand-edited floor or a deleted label is how a figure goes stale):
 *
 *   npx tsx test/support/lint-corpus-cli.ts precision <folder…>       per-rule right / findings with a 95% interval, summed over the folders
 *   npx tsx test/support/lint-corpus-cli.ts findings <folder…> [--rule R] [--wrong]
 *                                                                    every finding beside its label, to read a rule's mistakes
 *   npx tsx test/support/lint-corpus-cli.ts changes                  over every labelled corpus: labels whose finding vanished,
 *                                                                    and findings no label foresaw
 *   npx tsx test/support/lint-corpus-cli.ts retire <folder> "<why>"  moves the labels whose finding vanished to `retired`, with why
 *   npx tsx test/support/lint-corpus-cli.ts floors <folder> <test>   rewrites the test's measuredPrecision to what the lint measures now
 *   npx tsx test/support/lint-corpus-cli.ts window <first>..<last> [--write]
 *                                                                    the blind figures of the corpora captured from first to last (the
 *                                                                    ones that measured the last passes), grouped by server; --write
 *                                                                    puts them in blind-precision.ts
 *
 * Folders are names under test/fixtures (mcp-corpus-twentieth). A vanished label is never deleted:
 * `retired` keeps it with the reason, so the recall a change gave up stays on record.
 */

const [command, ...rest] = process.argv.slice(2);
const flags = new Set(rest.filter((argument) => argument.startsWith('--')));
const ruleFlag = rest.indexOf('--rule');
const onlyRule = ruleFlag === -1 ? undefined : rest[ruleFlag + 1];
const positional = rest.filter((argument, index) => !argument.startsWith('--') && (ruleFlag === -1 || index !== ruleFlag + 1));
const pathOf = (folder: string) => join(fixturesFolder, folder);

await loadVerbTagger();
switch (command) {
  case 'precision':
    printPrecision(positional);
    break;
  case 'findings':
    printFindings(positional);
    break;
  case 'changes':
    printChanges();
    break;
  case 'retire':
    retire(positional[0], positional[1]);
    break;
  case 'floors':
    rewriteFloors(positional[0], positional[1]);
    break;
  case 'window': {
    const [first, last] = (positional[0] ?? '').split('..');
    printWindow(capturedCorporaBetween(first!, last ?? first!), flags.has('--write'));
    break;
  }
  default:
    console.error('usage: npx tsx test/support/lint-corpus-cli.ts precision|findings|changes|retire|floors|window … (the file header says what each takes)');
    process.exit(2);
}

function printPrecision(folders: string[]): void {
  const total = new Map<string, { right: number; findings: number }>();
  const { linted, servers, tools } = lintFolders(folders);
  for (const { folder, corpus } of linted) {
    for (const row of precisionPerRule(corpus, readLabels(pathOf(folder)))) {
      const entry = total.get(row.rule) ?? { right: 0, findings: 0 };
      entry.right += row.right;
      entry.findings += row.findings;
      total.set(row.rule, entry);
    }
  }
  const rows = [...total].sort(([a], [b]) => a.localeCompare(b));
  for (const [rule, { right, findings }] of rows) console.log(`${rule.padEnd(26)} ${withInterval(right, findings)}`);
  const right = rows.reduce((sum, [, entry]) => sum + entry.right, 0);
  const findings = rows.reduce((sum, [, entry]) => sum + entry.findings, 0);
  console.log(`${'all'.padEnd(26)} ${withInterval(right, findings)} on ${servers} servers, ${tools} tools`);
}

/** "4 / 4 (1.00)" says little on its own: the 95% interval says how far so few findings can be trusted. */
function withInterval(right: number, findings: number): string {
  // A corpus whose servers drew no finding has nothing to be right about.
  const interval = wilsonInterval(right, findings);
  if (interval === undefined) return 'no findings';
  return `${right} / ${findings} (${(right / findings).toFixed(2)}; 95% ${interval.low.toFixed(2)}–${interval.high.toFixed(2)})`;
}

function printFindings(folders: string[]): void {
  for (const folder of folders) {
    // A corpus just captured has no labels.json yet: listing its findings is how labelling starts.
    const labels = existsSync(join(pathOf(folder), 'labels.json')) ? readLabels(pathOf(folder)) : [];
    for (const { server, findings } of lintCorpus(pathOf(folder))) {
      for (const finding of findings) {
        if (onlyRule !== undefined && finding.rule !== onlyRule) continue;
        const label = labelOf(labels, server, finding);
        if (flags.has('--wrong') && label?.expected === true) continue;
        const verdict = label === undefined ? 'UNLABELLED' : label.expected ? 'RIGHT' : 'WRONG';
        console.log(`[${folder}] ${verdict} ${finding.rule} ${server}/${finding.tool} ${finding.field}\n  finding: ${finding.message}\n  label:   ${label?.why ?? '—'}`);
      }
    }
  }
}

function printChanges(): void {
  let vanishedRight = 0;
  let vanishedWrong = 0;
  let unlabelledCount = 0;
  for (const folder of corporaInCaptureOrder.filter((name) => existsSync(join(pathOf(name), 'labels.json')))) {
    const labels = readLabels(pathOf(folder));
    const corpus = lintCorpus(pathOf(folder));
    const { unlabelled } = unlabelledAndVanished(corpus, labels);
    for (const label of vanishedLabels(corpus, labels)) {
      if (label.expected) vanishedRight += 1;
      else vanishedWrong += 1;
      console.log(`VANISHED ${label.expected ? 'right' : 'wrong'} [${folder}] ${label.rule} ${label.server}/${label.tool} ${label.field}\n  label: ${label.why}`);
    }
    for (const line of unlabelled) console.log(`UNLABELLED [${folder}] ${line}`);
    unlabelledCount += unlabelled.length;
  }
  console.log(`vanished: ${vanishedRight} labelled right, ${vanishedWrong} labelled wrong; unlabelled: ${unlabelledCount}`);
}

/**
 * The labels whose finding vanished. The first corpora also hold labels of a whole tool or server
 * (no field, or tool "*"): they judge what a rule should find, not one finding, so they never vanish.
 */
function vanishedLabels(corpus: ServerFindings[], labels: Label[]): Label[] {
  return labelsWithoutFinding(corpus, labels).filter((label) => label.field !== undefined && label.tool !== '*');
}

function retire(folder: string | undefined, why: string | undefined): void {
  if (!folder || !why) throw new Error('retire needs a folder and the reason the labels vanished, in quotes');
  const file = join(pathOf(folder), 'labels.json');
  const text = readFileSync(file, 'utf8');
  const json = JSON.parse(text) as { labels: Label[]; retired?: Array<{ why: string; labels: Label[] }> };
  const gone = new Set(vanishedLabels(lintCorpus(pathOf(folder)), json.labels));
  if (gone.size === 0) return console.log(`${folder}: no label vanished`);
  json.labels = json.labels.filter((label) => !gone.has(label));
  json.retired = [...(json.retired ?? []), { why, labels: [...gone] }];
  // Keep the file's own indentation, so the diff shows only what moved.
  writeFileSync(file, `${JSON.stringify(json, null, text.startsWith('{\n  ') ? 2 : 1)}\n`);
  console.log(`${folder}: retired ${gone.size} (${[...gone].filter((label) => label.expected).length} labelled right)`);
}

function rewriteFloors(folder: string | undefined, testFile: string | undefined): void {
  if (!folder || !testFile) throw new Error('floors needs a folder and the test file that describes it');
  const rows = precisionPerRule(lintCorpus(pathOf(folder)), readLabels(pathOf(folder)));
  const key = (rule: string) => (/^[a-z]+$/.test(rule) ? rule : `'${rule}'`);
  // A corpus where the lint finds nothing measures no rule: its block is empty, `{}`.
  const block = rows.length === 0 ? 'measuredPrecision: {},' : `measuredPrecision: {\n${rows.map((row) => `    ${key(row.rule)}: ${row.right} / ${row.findings},`).join('\n')}\n  },`;
  const text = readFileSync(testFile, 'utf8');
  // A test file may describe several corpora: the block to rewrite is the first after this folder's name.
  const at = text.indexOf(`folder: '${folder}'`);
  if (at === -1) throw new Error(`${testFile} does not describe ${folder}`);
  const rest = text.slice(at);
  const existing = /measuredPrecision: \{\},|measuredPrecision: \{[\s\S]*?\n {2}\},/;
  if (!existing.test(rest)) throw new Error(`${testFile} has no measuredPrecision block for ${folder} to rewrite`);
  writeFileSync(testFile, text.slice(0, at) + rest.replace(existing, block));
  console.log(`${folder}: ${rows.map((row) => `${row.rule} ${row.right}/${row.findings}`).join(', ')}`);
}

/** The figures the trust line shows, both intervals beside each; --write puts them in blind-precision.ts. */
function printWindow(folders: string[], write: boolean): void {
  const { figures, whole, servers, tools } = blindFigures(folders);
  for (const { rule, right, findings, servers: from, effective } of figures) {
    const clustered = blindInterval({ right, findings, effective });
    console.log(`${rule.padEnd(26)} ${withInterval(right, findings)} from ${from} ${from === 1 ? 'server' : 'servers'}, worth ${effective} (95% ${clustered.low.toFixed(2)}–${clustered.high.toFixed(2)})`);
  }
  const interval = blindInterval(whole);
  console.log(`${'all'.padEnd(26)} ${withInterval(whole.right, whole.findings)} on ${servers} servers, ${tools} tools, worth ${whole.effective} (95% ${interval.low.toFixed(2)}–${interval.high.toFixed(2)})`);
  if (write) writeBlindFigures(figures);
}

function writeBlindFigures(figures: RuleFigure[]): void {
  const file = join(import.meta.dirname, '..', '..', 'src', 'engine', 'surface-analysis', 'lint', 'blind-precision.ts');
  const text = readFileSync(file, 'utf8');
  const table = figures
    .map(({ rule, right, findings, servers, effective }) => `  ${/^[a-z]+$/.test(rule) ? rule : `'${rule}'`}: { right: ${right}, findings: ${findings}, servers: ${servers}, effective: ${effective} },`)
    .join('\n');
  const tablePattern = /(const BLIND: [^\n]*\{\n)[\s\S]*?(^\};)/m;
  if (!tablePattern.test(text)) throw new Error('blind-precision.ts holds no BLIND table to rewrite');
  const rewritten = text.replace(tablePattern, `$1${table}\n$2`);
  writeFileSync(file, rewritten);
  console.log(`wrote ${figures.length} rules into ${file}`);
}
