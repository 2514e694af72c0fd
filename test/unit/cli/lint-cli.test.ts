import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, type CliRun } from '../../support/run-cli';

/** `npm run lint` as a server's CI would run it, on real files; the command runs in this process. */

const corpus = join(import.meta.dirname, '..', '..', 'fixtures', 'mcp-corpus');

function lint(...args: string[]): Promise<CliRun> {
  return runCli('lint', args);
}

async function tempJson(name: string, value: unknown): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'lint-cli-')), name);
  await writeFile(path, JSON.stringify(value));
  return path;
}

describe('npm run lint', () => {
  it('prints findings by tool and exits 1 when one is an error (a name Anthropic reserves)', async () => {
    const { code, stdout } = await lint(join(corpus, 'wrong-on-purpose.json'));
    expect(code).toBe(1);
    expect(stdout).toContain('(tools array): 1 error, 6 warnings, 4 info');
    expect(stdout).toMatch(/\nweb_search\n {2}error {3}tool-name {2}tools\[6\]\.name\n/);
    expect(stdout).toMatch(/\nfetch_page\n {2}warning description-action-first/);
    expect(stdout).toContain('Fix: ');
  });

  it('ends with how often each rule that spoke was right on servers it was not tuned on, and how far to trust it', async () => {
    const { stdout } = await lint(join(corpus, 'wrong-on-purpose.json'));
    const trust = stdout.slice(stdout.indexOf('How often these rules were right on MCP servers no rule was tuned on'));
    // Right 7 times in 11 on six servers: under the mark, questions, not verdicts.
    expect(trust).toMatch(/\n {2}index-base +right 7 of 11 times on 6 servers \(95% 0\.28–0\.89\): read its findings as questions, not verdicts\n/);
    // Holds the mark: grouped by server its findings are worth as many independent ones (its servers
    // are wrong no more alike than apart), and the interval stays above it.
    expect(trust).toMatch(/\n {2}description-length +right 366 of 380 times on 51 servers \(95% 0\.92–0\.98\)\n/);
    // drift spoke above (search_notes names a max_results it does not take). On the servers of the
    // last six blind measures it was right 9 times in 12, on seven servers: questions, not verdicts.
    expect(stdout).toMatch(/\n {2}warning drift /);
    expect(trust).toMatch(/\n {2}drift +right 9 of 12 times on 7 servers \(95% 0\.39–0\.93\): read its findings as questions, not verdicts\n/);
    // Right 49 times in 53, on fifteen servers: grouped by server the interval reaches under the
    // mark, so not enough to say it holds.
    expect(trust).toMatch(/\n {2}description-action-first +right 49 of 53 times on 15 servers \(95% 0\.73–0\.98\): not enough servers or findings yet to say it holds\n/);
    // Holds the mark: grouped by server its findings are worth about 680 independent ones, and even
    // at that size the interval stays above it.
    expect(trust).toMatch(/\n {2}annotations +right 1,212 of 1,231 times on 123 servers \(95% 0\.97–0\.99\)\n/);
    // tool-name spoke above (a reserved name). On the servers of the last six blind measures it
    // spoke 24 times on five servers, rightly every time: at the mark, not enough servers to say it
    // holds.
    expect(stdout).toMatch(/\n {2}error {3}tool-name /);
    expect(trust).toMatch(/\n {2}tool-name +right 24 of 24 times on 5 servers \(95% 0\.57–1\.00\): not enough servers or findings yet to say it holds\n/);
    // Rules about the playground's own toolkit were never measured on servers: no line for them.
    expect(trust.split('\n').filter((line) => line.startsWith('  ')).every((line) => /right [\d,]+ of [\d,]+ times? on [\d,]+ servers? /.test(line))).toBe(true);
    // Under the mark, wrong the one time it spoke: read as questions too. The words say the default is
    // 14 days, the schema says 7.
    const contradiction = await lint(await tempJson('contradiction.json', { tools: [{ name: 'get_days', description: 'Fetches the wiki edits made over the last few days and returns their titles, newest first.', inputSchema: { type: 'object', properties: { days: { type: 'integer', minimum: 1, maximum: 30, default: 7, description: 'How many days back to look. Defaults to 14.' } } }, annotations: { readOnlyHint: true } }] }));
    expect(contradiction.stdout).toMatch(/\n {2}schema-contradiction +right 0 of 1 time on 1 server \(95% 0\.00–0\.79\): read its findings as questions, not verdicts\n/);
    // A required parameter whose words call it optional is found. On the servers of the last six
    // blind measures the rule spoke 23 times on two servers, rightly every time: at the mark, not
    // enough servers to say it holds.
    const optional = await lint(await tempJson('optional.json', { tools: [{ name: 'get_page', description: 'Fetches one page of the wiki by its title and returns its text as Markdown.', inputSchema: { type: 'object', properties: { title: { type: 'string', description: 'Optional. The title of the page.' } }, required: ['title'] }, annotations: { readOnlyHint: true } }] }));
    expect(optional.stdout).toMatch(/\n {2}warning required-optional /);
    expect(optional.stdout).toMatch(/\n {2}required-optional +right 23 of 23 times on 2 servers \(95% 0\.34–1\.00\): not enough servers or findings yet to say it holds\n/);
    // The list spells its names in snake_case (per_page, sort_by), and one tool writes perPage. The
    // rule was right 7 times in 8 on the servers of the last six blind measures, on five servers:
    // under the mark, questions, not verdicts.
    const listTool = (name: string, noun: string, pageSize: string, more: Record<string, unknown> = {}) => ({
      name,
      description: `Lists the wiki's ${noun}, newest first, one page of results at a time, with each one's title and id.`,
      inputSchema: { type: 'object', properties: { [pageSize]: { type: 'integer', description: `How many ${noun} to return, 1 to 100.`, minimum: 1, maximum: 100 }, ...more } },
      annotations: { readOnlyHint: true },
    });
    const sortBy = { sort_by: { type: 'string', enum: ['title', 'date'], description: 'Field to sort by: title or date.' } };
    const spellings = await lint(await tempJson('spellings.json', { tools: [listTool('list_pages', 'pages', 'per_page', sortBy), listTool('list_authors', 'authors', 'per_page'), listTool('list_tags', 'tags', 'perPage')] }));
    expect(spellings.stdout).toContain('list_tags spells perPage (elsewhere per_page) in camelCase');
    expect(spellings.stdout).toMatch(/\n {2}naming-consistency +right 7 of 8 times on 5 servers \(95% 0\.47–0\.98\): read its findings as questions, not verdicts\n/);
    const clean = await lint(await tempJson('clean.json', { tools: [{ name: 'get_time', description: 'Returns the current UTC time as an ISO 8601 string, e.g. 2026-01-01T12:00:00Z.', inputSchema: { type: 'object', properties: {} }, annotations: { readOnlyHint: true } }] }));
    expect(clean.stdout).toContain('(tools array): no findings.');
    expect(clean.stdout).not.toContain('How often these rules');
    // A surface that makes read_file's path optional draws handler-mismatch (the handler still needs
    // one). It made no finding on the servers of the last six blind measures, so it gets no figure
    // rather than an older one that would speak for a rule since changed.
    const optionalPath = await lint(await tempJson('surface.json', { tools: [{ handler: 'read_file', input_schema: { type: 'object', properties: { path: { type: 'string', description: 'The file to read, relative to the workspace root.' } } } }] }));
    expect(optionalPath.stdout).toMatch(/\n {2}error {3}handler-mismatch /);
    expect(optionalPath.stdout).toContain('How often these rules were right on MCP servers no rule was tuned on');
    expect(optionalPath.stdout).not.toMatch(/\n {2}handler-mismatch +right /);
  });

  it('lints for chat completions with --dialect openai: the Anthropic-reserved name is free there', async () => {
    const { code, stdout } = await lint(join(corpus, 'wrong-on-purpose.json'), '--dialect', 'openai');
    expect(code).toBe(0);
    expect(stdout).not.toMatch(/\nweb_search\n {2}error/);
    const bad = await lint(join(corpus, 'wrong-on-purpose.json'), '--dialect', 'gemini');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--dialect must be anthropic or openai, not "gemini"');
  });

  it('prints the findings as JSON with --json, and exits 0 on warnings only', async () => {
    const { code, stdout } = await lint(join(corpus, 'playwright.json'), '--json');
    expect(code).toBe(0);
    const findings = JSON.parse(stdout) as Array<Record<string, unknown>>;
    expect(findings.length).toBeGreaterThan(0);
    for (const finding of findings) expect(Object.keys(finding).sort()).toEqual(['field', 'message', 'rule', 'severity', 'tool']);
    // Real verbs and example values in backticks raise nothing.
    expect(findings.filter((finding) => finding.rule === 'description-action-first' || finding.rule === 'drift')).toEqual([]);
  });

  it('reads a tools/list as a JSON-RPC response and a Messages API tools array alike', async () => {
    const tool = { name: 'get_weather', description: 'Gets the current weather for a city and returns the temperature in degrees Celsius.' };
    const schema = { type: 'object', properties: { city: { type: 'string', description: 'The city, e.g. "Lyon".' } }, required: ['city'] };
    const rpc = await tempJson('rpc.json', { jsonrpc: '2.0', id: 1, result: { tools: [{ ...tool, inputSchema: schema, annotations: { readOnlyHint: true } }] } });
    const messages = await tempJson('tools.json', [{ ...tool, input_schema: schema }]);
    for (const path of [rpc, messages]) {
      const { code, stdout } = await lint(path);
      expect(code).toBe(0);
      expect(stdout).toContain('(tools array): no findings.');
    }
  });

  it('lints a tools/list whose names the wire refuses, saying so by name, and still lints every other tool', async () => {
    const schema = { type: 'object', properties: { text: { type: 'string', description: 'The text to work on, in any language.' } }, required: ['text'] };
    const path = await tempJson('tools-list.json', {
      tools: [
        { name: 'yerelleştir', description: 'Metni yerelleştirir.', inputSchema: schema },
        { name: 'kod_uret', description: 'Writes code for the task described in text and returns it as one fenced block.', inputSchema: schema },
        { name: 'kod_uret', description: 'Explains.', inputSchema: schema },
      ],
    });
    const { code, stdout } = await lint(path, '--json');
    expect(code).toBe(1);
    const findings = JSON.parse(stdout) as Array<{ rule: string; tool: string; field: string; message: string }>;
    const names = findings.filter((finding) => finding.rule === 'tool-name');
    expect(names.map((finding) => finding.field)).toEqual(['tools[0].name', 'tools[2].name']);
    expect(names[0]!.message).toContain('"yerelleştir" is not a valid tool name');
    expect(names[1]!.message).toContain('"kod_uret" is also the name of tools[1]');
    // One bad name hides nothing: the too-short descriptions of both offenders are still reported.
    expect(findings.filter((finding) => finding.rule === 'description-length').map((finding) => finding.field)).toEqual(['tools[0].description', 'tools[2].description']);
    const text = await lint(path);
    expect(text.stdout).toContain('Fix: Use only letters, digits, _ and -, e.g. "yerellestir".');
  });

  it('lints a surface file with its handlers, and refuses one that names a handler that does not exist', async () => {
    const path = await tempJson('surface.json', { tools: [{ handler: 'read_file' }, { handler: 'grep', description: 'Use this when searching.' }] });
    const { code, stdout } = await lint(path, '--json');
    expect(code).toBe(0);
    const rules = (JSON.parse(stdout) as Array<{ rule: string; tool: string }>).filter((finding) => finding.tool === 'grep').map((finding) => finding.rule);
    expect(rules).toContain('description-action-first');
    const broken = await tempJson('broken.json', { tools: [{ handler: 'no_such_tool' }] });
    const refused = await lint(broken);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('not a valid surface file: tools[0].handler: unknown handler "no_such_tool"');
  });

  it('refuses a missing file, bad JSON and no file in one line each, exit 2', async () => {
    expect(await lint('/nonexistent/tools.json')).toMatchObject({ code: 2, stderr: 'Cannot lint "/nonexistent/tools.json": it does not exist.\n' });
    const bad = join(await mkdtemp(join(tmpdir(), 'lint-cli-')), 'bad.json');
    await writeFile(bad, '{ "tools": [');
    const badJson = await lint(bad);
    expect(badJson.code).toBe(2);
    expect(badJson.stderr).toMatch(/^Cannot lint ".*bad\.json": it is not valid JSON/);
    expect((await lint()).stderr).toContain('Name one file to lint.');
  });
});
