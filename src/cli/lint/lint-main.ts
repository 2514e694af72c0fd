import { readFile } from 'node:fs/promises';
import { jsonForTerminal } from '../../engine/text/terminal-safe';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { LintInputError, lintInput, serverHandlersNamed } from '../../engine/surface-analysis/lint/lint-input';
import type { Finding } from '../../engine/surface-analysis/lint/finding';
import { loadVerbTagger } from '../../engine/surface-analysis/lint/verb-tagger';
import { blindPrecisionNote } from '../../engine/surface-analysis/lint/blind-precision';
import { allTools } from '../../engine/tools/all-tools';
import { invocationDirectory, pathFrom, STOPPED_EXIT_CODE, type CliIo, terminalSafeIo } from '../shared/cli-io';
import { UsageError, usageFailure } from '../shared/command-line';
import { wholeNumber } from '../shared/argument-values';
import { defaultSurface } from '../../engine/toolkit/default-surface';
import type { McpSetup } from '../shared/mcp-run';

/**
 * `npm run lint -- <file> [--json] [--dialect anthropic|openai] [--mcp <config>]`: the ACI lint on a tools array, an MCP tools/list result or a
 * surface file, so a server's descriptions can be guarded in CI. Prints findings by tool (or, with
 * --json, an array of {rule, severity, tool, field, message}). Exit codes: 0 no error (warnings
 * may be printed), 1 at least one error, 2 usage error or a file that cannot be read, 130 stopped
 * with Ctrl-C before the findings were printed.
 */

export const lintUsage = `Usage: npm run lint -- <file.json> [--json] [--dialect anthropic|openai] [--mcp <file.json>] [--mcp-timeout <s>]

Lints what a model reads about tools: a Messages API tools array, an MCP tools/list result (bare,
{"tools": [...]}, or the JSON-RPC response), or a surface file of the playground.
  --json      print the findings as [{rule, severity, tool, field, message}]
  --dialect   the wire the tools go on: anthropic (default) or openai (chat completions; also
              says what that wire changes: function names, strict-mode schemas, no cache_control)
  --mcp       starts the servers of an {"mcpServers": {...}} config, so a surface file may edit their
              tools (handler "mcp:<server>/<tool>"); what the file leaves alone is read from the server.
              --mcp-timeout <s> is how long a server may take to start (default 60).
Exit code 1 when a finding is an error, 2 when the file cannot be used, 130 when stopped with Ctrl-C.`;

export async function main(argv: string[], outside: CliIo): Promise<number> {
  const io = terminalSafeIo(outside);
  let parsed;
  try {
    parsed = parseArgs({ args: argv, strict: true, allowPositionals: true, options: { json: { type: 'boolean' }, dialect: { type: 'string' }, mcp: { type: 'string' }, 'mcp-timeout': { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    return usageFailure(io, error instanceof Error ? error.message : String(error));
  }
  if (parsed.values.help) {
    io.stdout.write(`${lintUsage}\n`);
    return 0;
  }
  const dialect = parsed.values.dialect ?? 'anthropic';
  if (dialect !== 'anthropic' && dialect !== 'openai') return usageFailure(io, `--dialect must be anthropic or openai, not "${dialect}".`);
  let mcpTimeout: number;
  try {
    mcpTimeout = wholeNumber('--mcp-timeout', parsed.values['mcp-timeout'], 60);
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(io, error.message);
    throw error;
  }
  if (parsed.positionals.length !== 1) return usageFailure(io, `Name one file to lint. ${parsed.positionals.length === 0 ? 'For example' : 'One at a time'}: npm run lint -- tools.json`);
  const path = parsed.positionals[0]!;
  let json: unknown;
  try {
    json = JSON.parse(await readFile(pathFrom(invocationDirectory('lint', io), path), 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'it does not exist' : error instanceof SyntaxError ? `it is not valid JSON: ${error.message}` : String(error);
    return usageFailure(io, `Cannot lint "${path}": ${why}.`);
  }
  const serverHandlers = serverHandlersNamed(json);
  if (serverHandlers.length > 0 && parsed.values.mcp === undefined) {
    return usageFailure(io, `Cannot lint "${path}": it edits MCP server tools (${serverHandlers.join(', ')}); pass --mcp <config> with the servers' config so their tools can be read.`);
  }
  await loadVerbTagger();
  let mcp: McpSetup | undefined;
  let result;
  try {
    // Started whenever asked, so a config that cannot start is said here as it is by agent and compare.
    if (parsed.values.mcp !== undefined) {
      mcp = await (await import('../shared/mcp-run')).setUpMcp(parsed.values.mcp, mcpTimeout, io, invocationDirectory('lint', io));
    }
    const contracts = mcp ? [...allTools, ...mcp.contracts] : allTools;
    result = lintInput(json, contracts, basename(path, '.json'), { dialect, ...(mcp ? { defaults: mcp.extend(defaultSurface(allTools)) } : {}) });
  } catch (error) {
    if (io.signal.aborted) {
      io.stderr.write('Stopped before the findings were printed.\n');
      return STOPPED_EXIT_CODE;
    }
    if (error instanceof LintInputError) return usageFailure(io, `Cannot lint "${path}": ${error.message}`);
    if (error instanceof UsageError) return usageFailure(io, error.message);
    throw error;
  } finally {
    await mcp?.close();
  }
  if (io.signal.aborted) {
    io.stderr.write('Stopped before the findings were printed.\n');
    return STOPPED_EXIT_CODE;
  }
  const { findings } = result;
  if (parsed.values.json) {
    const rows = findings.map(({ rule, severity, tool, field, message }) => ({ rule, severity, tool: tool ?? null, field, message }));
    io.stdout.write(`${jsonForTerminal(JSON.stringify(rows, null, 2))}\n`);
  } else {
    io.stdout.write(renderByTool(findings, `${path} (${result.kind})`));
  }
  return findings.some((finding) => finding.severity === 'error') ? 1 : 0;
}

function renderByTool(findings: readonly Finding[], title: string): string {
  if (findings.length === 0) return `${title}: no findings.\n`;
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    const key = finding.tool ?? '(the toolkit: system prompt and shared templates)';
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  const count = (severity: Finding['severity'], noun: string) => {
    const n = findings.filter((finding) => finding.severity === severity).length;
    return `${n} ${noun}${n === 1 || noun === 'info' ? '' : 's'}`;
  };
  const lines = [`${title}: ${count('error', 'error')}, ${count('warning', 'warning')}, ${count('info', 'info')}`, ''];
  for (const [tool, toolFindings] of groups) {
    lines.push(tool);
    for (const finding of toolFindings) {
      lines.push(`  ${finding.severity.padEnd(7)} ${finding.rule}  ${finding.field}`, `          ${finding.message}`, `          Fix: ${finding.suggestion}`);
    }
    lines.push('');
  }
  // How far to trust each rule that spoke, as measured on servers it had never seen.
  const trust = [...new Set(findings.map((finding) => finding.rule))].flatMap((rule) => {
    const note = blindPrecisionNote(rule);
    return note === undefined ? [] : [`  ${rule.padEnd(26)} ${note}`];
  });
  if (trust.length > 0) lines.push('How often these rules were right on MCP servers no rule was tuned on (findings judged by hand):', ...trust, '');
  return `${lines.join('\n')}`;
}
