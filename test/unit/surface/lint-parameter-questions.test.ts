import { beforeAll, describe, expect, it } from 'vitest';
import { lintInput } from '../../../src/engine/surface-analysis/lint/lint-input';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import type { Finding } from '../../../src/engine/surface-analysis/lint/finding';
import { capturedTools, findingsOn as findings, serverFindings, type CapturedTool } from '../../support/captured-corpus-tools';

// parameter-description asks only the questions a parameter's name and schema leave open, and
// says which; description-action-first reads the openings real servers use. Each case is a real
// captured tool: the question asked where it is open, and silence beside it where it is not.

/** "tool parameter: the question", the question being the clause after "has no description and". */
const asked = (found: Finding[]) =>
  found.map((finding) => `${finding.tool} ${finding.field.replace(/^.*\.properties\.(\w+)\.description$/, '$1')}: ${finding.message.split(' has no description and ')[1]!.split(':')[0]}`);

beforeAll(loadVerbTagger);

describe('parameter-description asks the question a name and schema leave open', () => {
  it('asks the unit of a downtime\'s start and end, and the syntax of its scope, on Datadog', () => {
    expect(asked(findings('mcp-corpus-unseen', 'datadog', ['schedule_downtime'], 'parameter-description'))).toEqual([
      'schedule_downtime scope: it takes text in a syntax nothing shows',
      'schedule_downtime start: it is a time given as a number with no unit',
      'schedule_downtime end: it is a time given as a number with no unit',
      'schedule_downtime period: it is a time given as a number with no unit',
      'schedule_downtime until: it is a time given as a number with no unit',
    ]);
  });

  it('asks the scale of a sampling rate and the syntax of a filter, a sort and an expand, on LaunchDarkly', () => {
    const ai = asked(findings('mcp-corpus-sixth', 'launchdarkly', ['create-ai-config'], 'parameter-description'));
    expect(ai).toContain('create-ai-config samplingRate: it has no range');
    const flags = asked(findings('mcp-corpus-sixth', 'launchdarkly', ['list-feature-flags'], 'parameter-description'));
    expect(flags).toEqual(['filter', 'sort', 'expand'].map((name) => `list-feature-flags ${name}: it takes text in a syntax nothing shows`));
  });

  it('asks nothing of the keys, names, comments and switches beside them, whose names leave one reasonable value', () => {
    const fields = asked(findings('mcp-corpus-sixth', 'launchdarkly', ['list-feature-flags', 'create-feature-flag'], 'parameter-description')).map((line) => line.split(':')[0]!.split(' ')[1]);
    for (const quiet of ['projectKey', 'key', 'name', 'description', 'temporary', 'tags']) expect(fields).not.toContain(quiet);
  });

  it('asks nothing of a field marked readOnly, nor of a field whose name says its kind (description_html), on Plane', () => {
    expect(findings('mcp-corpus-ninth', 'plane', ['create_issue_type'], 'parameter-description')).toEqual([]);
    const moduleFields = asked(findings('mcp-corpus-ninth', 'plane', ['create_module'], 'parameter-description'));
    expect(moduleFields).toEqual(['logo_props', 'status', 'view_props'].map((name) => `create_module ${name}: it has no type`));
  });

  it('gives the fix for each question: a unit in the name, a format in the schema, an example of the syntax', () => {
    const [scope, start] = findings('mcp-corpus-unseen', 'datadog', ['schedule_downtime'], 'parameter-description');
    expect(scope!.suggestion).toBe('Describe the syntax scope takes and give one example value.');
    expect(start!.suggestion).toContain('startMs');
  });
});

describe('description-action-first on the openings of the ninth and tenth servers', () => {
  it('reads "Use this as the primary tool to list…" and "Use this tool ONLY to find…" as the action, on Google Cloud', () => {
    expect(findings('mcp-corpus-ninth', 'gcp-observability', ['list_log_entries', 'list_buckets', 'list_group_stats'], 'description-action-first')).toEqual([]);
  });

  it('still flags "Use this tool when…", which says only when', () => {
    const [tool] = capturedTools('mcp-corpus-ninth', 'gcp-observability', ['list_buckets']);
    const when = { ...tool!, description: 'Use this tool when the user asks about storage. It lists the log buckets of a project.' };
    expect(lintInput({ tools: [when] }, [], 'gcp').findings.filter((finding) => finding.rule === 'description-action-first').map((finding) => finding.tool)).toEqual(['list_buckets']);
  });

  it('reads "Lightweight tool returning ONLY structural metadata" as the action, on Google Sheets', () => {
    expect(findings('mcp-corpus-tenth', 'google-sheets', ['sheets_get_sheet_structure'], 'description-action-first')).toEqual([]);
  });
});

describe('the seventh pass, on the eleventh and twelfth servers', () => {
  it('judges "EMERGENCY: Stop all running apps" by what follows the tag, and still flags a tag before advice', () => {
    expect(findings('mcp-corpus-eleventh', 'coolify', ['stop_all_apps'], 'description-action-first')).toEqual([]);
    const [tool] = capturedTools('mcp-corpus-eleventh', 'coolify', ['stop_all_apps']);
    const advice = { ...tool!, description: 'EMERGENCY: Only when the user asks. Stops all running apps.' };
    expect(lintInput({ tools: [advice] }, [], 'coolify').findings.filter((finding) => finding.rule === 'description-action-first').map((finding) => finding.message)).toEqual([
      'The description of stop_all_apps does not say what the tool does first: it opens with "EMERGENCY" in capitals.',
    ]);
  });

  it('asks no unit of time of a retention count or a storage size, and still asks it of a retention in time', () => {
    const [tool] = capturedTools('mcp-corpus-eleventh', 'coolify', ['storages']);
    const asks = (schemaTool: CapturedTool) => asked(lintInput({ tools: [schemaTool] }, [], 'coolify').findings.filter((finding) => finding.rule === 'parameter-description'));
    expect(asks(tool!).filter((line) => line.includes('retention'))).toEqual([]);
    const withTime = { ...tool!, inputSchema: { type: 'object', properties: { retention_period: { type: 'integer' } } } };
    expect(asks(withTime)).toEqual(['storages retention_period: it is a time given as a number with no unit']);
  });

  it('does not take "app" for a value missing from an enum that has "application"', () => {
    expect(findings('mcp-corpus-eleventh', 'coolify', ['control', 'env_vars'], 'schema-contradiction')).toEqual([]);
  });

  it('tells list_emails from search_emails ("Search emails by keyword…") and get-orders from get-customer-orders, which requires a customerId', () => {
    expect(findings('mcp-corpus-twelfth', 'email', ['list_emails', 'search_emails'], 'ambiguous-siblings')).toEqual([]);
    expect(findings('mcp-corpus-twelfth', 'shopify', ['get-orders', 'get-customer-orders'], 'ambiguous-siblings')).toEqual([]);
  });
});

describe('the eighth pass, on the thirteenth and fourteenth servers', () => {
  it('asks no scale of weight_kg, whose name gives its unit, and still asks it of fat_percent (18 or 0.18?)', () => {
    const fields = asked(findings('mcp-corpus-fourteenth', 'hevy', ['create-body-measurement'], 'parameter-description'));
    expect(fields).toContain('create-body-measurement fat_percent: it has no range');
    expect(fields.filter((line) => line.includes('weight_kg'))).toEqual([]);
  });

  it('asks no base of start beside limit on a tool that lists pull requests, and still asks it of a start line on a tool that reads one file', () => {
    expect(findings('mcp-corpus-thirteenth', 'bitbucket-nexus', ['list_pull_requests'], 'index-base')).toEqual([]);
    const reader = {
      name: 'read_lines',
      description: 'Reads lines of a file and returns them with their numbers.',
      inputSchema: { type: 'object', properties: { start: { type: 'integer', description: 'The first line to read.' }, limit: { type: 'integer', description: 'How many lines.' } } },
    };
    expect(lintInput({ tools: [reader] }, [], 'files').findings.filter((finding) => finding.rule === 'index-base').map((finding) => finding.tool)).toEqual(['read_lines']);
  });

  it('settles a pair where one description names the other, or says "in a project" against "across projects"', () => {
    expect(findings('mcp-corpus-fourteenth', 'hotelzero', ['find_hotels', 'search_hotels'], 'ambiguous-siblings')).toEqual([]);
    expect(findings('mcp-corpus-thirteenth', 'azure-devops-tiberriver', ['list_work_items', 'search_work_items'], 'ambiguous-siblings')).toEqual([]);
  });

  it('reads "**PRIMARY TOOL FOR EDITING FILES.**" as the action, and "Download … and save it to the local filesystem" as a write', () => {
    expect(findings('mcp-corpus-thirteenth', 'morph', ['edit_file'], 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-thirteenth', 'azure-devops-tiberriver', ['get_work_item_attachment'], 'annotations')).toEqual([]);
  });
});

describe('drift on a tool titled in another script', () => {
  it('does not take the product name "CloudBase" for the tool titled "查询 CloudBase 日志服务", and still reports a title quoted as a tool', () => {
    const names = ['auth', 'queryLogs', 'queryEnv'];
    expect(findings('mcp-corpus-fifteenth', 'cloudbase', names, 'drift')).toEqual([]);
    const [auth, queryLogs] = capturedTools('mcp-corpus-fifteenth', 'cloudbase', names);
    const titled = { ...queryLogs!, title: 'Query Logs' };
    const sent = { ...auth!, description: `${auth!.description} Then call the "Query Logs" tool.` };
    expect(lintInput({ tools: [sent, titled] }, [], 'cloudbase').findings.filter((finding) => finding.rule === 'drift').map((finding) => finding.message)).toEqual([
      'The description of auth names the tool "Query Logs", but the tool is called queryLogs: a model that calls "Query Logs" gets an unknown tool.',
    ]);
  });
});

describe('the ninth pass, on the fifteenth and sixteenth servers', () => {
  it('reads an offset described as 偏移量 for paging as a count to skip', () => {
    expect(findings('mcp-corpus-fifteenth', 'cloudbase', ['readNoSqlDatabaseContent'], 'index-base')).toEqual([]);
  });

  it('takes "Filename for upload (required) or download (optional override)" as required for one use, not a contradiction', () => {
    expect(findings('mcp-corpus-fifteenth', 'jira-cloud-aaronsb', ['manage_jira_media'], 'schema-contradiction')).toEqual([]);
  });

  it('does not ask "Read a conversation (marks messages as read)" to be read-only', () => {
    expect(findings('mcp-corpus-sixteenth', 'moltbook', ['moltbook_dm_conversation'], 'annotations')).toEqual([]);
  });
});

describe('the tenth pass, on the seventeenth and eighteenth servers', () => {
  const fields = (found: Finding[]) => found.map((finding) => `${finding.tool} ${finding.field.replace(/^.*\.properties\.(\w+)\.description$/, '$1')}`);

  it('asks no date format of an after beside first (a cursor) nor of afterId, and still asks it of a before beside since', () => {
    expect(fields(findings('mcp-corpus-eighteenth', 'shopify-admin', ['get_products', 'get_orders'], 'parameter-description'))).toEqual([]);
    expect(fields(findings('mcp-corpus-seventeenth', 'github-project-manager', ['manage_project'], 'parameter-description'))).not.toContain('manage_project afterId');
    expect(asked(findings('mcp-corpus-twelfth', 'email', ['list_emails'], 'parameter-description'))).toContain('list_emails before: it is a date or a time with no format');
  });

  it('asks no keys of a metadata bag nor of the properties of a JSON Schema, and still asks them of an action\'s parameters', () => {
    expect(fields(findings('mcp-corpus-seventeenth', 'github-project-manager', ['agent_work'], 'parameter-description'))).toEqual([]);
    expect(fields(findings('mcp-corpus-eighteenth', 'retellai', ['create_retell_llm'], 'parameter-description'))).not.toContain('create_retell_llm properties');
    expect(asked(findings('mcp-corpus-seventeenth', 'github-project-manager', ['manage_automation'], 'parameter-description'))).toContain('manage_automation parameters: it is an object with no named fields');
  });

  it('asks no base of a list number taken from recipe_favorites, and still asks it of a collection position', () => {
    expect(findings('mcp-corpus-eighteenth', 'recipe', ['recipe_favorites', 'recipe_unsave', 'recipe_note'], 'index-base')).toEqual([]);
    expect(fields(findings('mcp-corpus-seventeenth', 'metabase', ['create_dashboard'], 'index-base'))).toEqual(['create_dashboard collection_position']);
  });

  it('takes ruleId beside rule_id in one object as aliases, and still reports a twin spelled apart', () => {
    expect(serverFindings('mcp-corpus-seventeenth', 'agent-security-scanner', 'naming-consistency')).toEqual([]);
    expect(serverFindings('mcp-corpus-eighteenth', 'aicoin', 'naming-consistency').map((finding) => finding.tool)).toContain('flash');
  });

  it('tells a search that requires its query from a list of all that requires nothing', () => {
    expect(findings('mcp-corpus-seventeenth', 'voltagent-docs', ['search_voltagent_docs', 'list_voltagent_docs', 'list_voltagent_changelogs', 'search_voltagent_changelogs'], 'ambiguous-siblings')).toEqual([]);
  });

  it('reads "(default: 1000)" after "MAXRESULTS N" as the keyword\'s default, and still reports a required content_type that "defaults to"', () => {
    expect(findings('mcp-corpus-eighteenth', 'quickbooks', ['query'], 'required-optional')).toEqual([]);
    expect(findings('mcp-corpus-eighth', 'lara-translate', ['import_glossary_csv'], 'required-optional').map((finding) => finding.tool)).toEqual(['import_glossary_csv']);
  });

  it('calls neither a deprecated alias naming its replacement nor a count with a described filter too short', () => {
    const [alias] = capturedTools('mcp-corpus-seventeenth', 'agent-security-scanner', ['clawproof_health']);
    expect(alias!.description).toBe('Alias for scanner_health (deprecated, use scanner_health instead)');
    expect(findings('mcp-corpus-seventeenth', 'agent-security-scanner', ['clawproof_health', 'scanner_health'], 'description-length')).toEqual([]);
    // A deprecated alias that names no sibling says nothing a model can act on.
    expect(lintInput({ tools: [{ ...alias!, description: 'Alias (deprecated)' }] }, [], 'agent-security-scanner').findings.filter((finding) => finding.rule === 'description-length')).toHaveLength(1);
    expect(findings('mcp-corpus-eighteenth', 'shopify-admin', ['get_abandoned_checkouts_count'], 'description-length')).toEqual([]);
  });

  it('reads "**CALL THIS BEFORE EVERY AI RESPONSE** to get relevant context" as the action', () => {
    expect(findings('mcp-corpus-seventeenth', 'contextstream', ['context_smart'], 'description-action-first')).toEqual([]);
  });
});

describe('the eleventh pass, on the nineteenth to twenty-second servers', () => {
  const on = (corpus: string, server: string, names: string[], rule: string) => findings(corpus, server, names, rule).map((finding) => finding.tool);

  it('reads the description a $ref points at, as the model does: Notion block times described once are not asked about again', () => {
    const fields = findings('mcp-corpus-twentieth', 'notion-mcp-server', ['notion_pages'], 'parameter-description').map((finding) => finding.field);
    expect(fields.filter((field) => /\.(?:created_time|last_edited_time)\.description$/.test(field))).toEqual([]);
  });

  it('takes "[API]", "[QUERY]", "[WORKFLOW]" across one server for kinds, and still reports one vendor before every action', () => {
    expect(findings('mcp-corpus-twenty-second', 'railway', ['deployment_list', 'deployment_trigger', 'deployment_logs'], 'vendor-prefix')).toHaveLength(3);
    expect(serverFindings('mcp-corpus-twenty-second', 'railway', 'vendor-prefix')).toEqual([]);
    expect(serverFindings('mcp-corpus-twenty-second', 'tauri', 'vendor-prefix').map((finding) => finding.tool)).toContain('read_logs');
  });

  it('reads "DISCOVER all available projects" as a stressed action, and still flags a shouted title and a shouted rule', () => {
    expect(serverFindings('mcp-corpus-twentieth', 'optimizely', 'description-action-first').map((finding) => finding.tool)).toEqual(['analyze_data']);
    expect(on('mcp-corpus-unseen', 'shopify-dev', ['validate'], 'description-action-first')).toEqual(['validate']);
  });

  it('does not ask "Trigger a search…" or "Fetch … and save to local cache" to be read-only, and still asks it of a status probe', () => {
    expect(on('mcp-corpus-twenty-first', 'arr-sonarr', ['sonarr_search_missing', 'sonarr_search_episode'], 'annotations')).toEqual([]);
    expect(on('mcp-corpus-twentieth', 'pabal-store-api', ['aso-pull', 'apps-init'], 'annotations')).toEqual([]);
    expect(on('mcp-corpus-twenty-first', 'arr-sonarr', ['arr_status'], 'annotations')).toEqual(['arr_status']);
  });

  it('asks no base of an element index a named tool gives, of a start whose default is 0, of a limit per column or of an offset whose minimum is 0, and still of a log line', () => {
    expect(on('mcp-corpus-nineteenth', 'agent-infra-browser', ['browser_get_clickable_elements', 'browser_click'], 'index-base')).toEqual([]);
    expect(on('mcp-corpus-nineteenth', 'bullmq', ['get_jobs'], 'index-base')).toEqual([]);
    expect(on('mcp-corpus-twentieth', 'ohno', ['get_kanban_board'], 'index-base')).toEqual([]);
    expect(on('mcp-corpus-twenty-first', 'lark', ['docx_builtin_search'], 'index-base')).toEqual([]);
    expect(on('mcp-corpus-thirteenth', 'azure-devops-tiberriver', ['get_pipeline_log'], 'index-base')).toEqual(['get_pipeline_log', 'get_pipeline_log']);
  });

  it('asks no date format of a timeZone, and no distinction of two kline tools described in Chinese', () => {
    expect(findings('mcp-corpus-twenty-first', 'interactive-brokers', ['create_alert'], 'parameter-description').map((finding) => finding.field).filter((field) => field.includes('timeZone'))).toEqual([]);
    expect(on('mcp-corpus-twentieth', 'stock-sdk', ['get_history_kline', 'get_us_history_kline'], 'ambiguous-siblings')).toEqual([]);
  });

  it('takes "For create: folder name (required)" as required for one action, not a contradiction of the schema', () => {
    expect(on('mcp-corpus-twenty-second', 'n8n', ['n8n_manage_folders'], 'schema-contradiction')).toEqual([]);
  });

  it('lets "Take a DOM snapshot…" in nine words be, and still calls a four-word "Navigate to a URL" too short', () => {
    expect(on('mcp-corpus-nineteenth', 'firefox-devtools', ['take_snapshot'], 'description-length')).toEqual([]);
    expect(on('mcp-corpus-nineteenth', 'agent-infra-browser', ['browser_navigate'], 'description-length')).toEqual(['browser_navigate']);
  });
});

describe('the twelfth pass, on the twenty-third to twenty-sixth servers', () => {
  const on = (corpus: string, server: string, names: string[], rule: string) => findings(corpus, server, names, rule).map((finding) => finding.tool);

  it('takes the ±9007199254740991 of a generated integer for no bound, and "(default: 10-15)" as agreeing with a default of 12', () => {
    expect(on('mcp-corpus-twenty-fifth', 'cloudinary', ['list-images', 'list-videos', 'list-files', 'list-tags', 'search-folders'], 'schema-contradiction')).toEqual([]);
    expect(on('mcp-corpus-twenty-third', 'gemini-cli', ['brainstorm'], 'schema-contradiction')).toEqual([]);
  });

  it('asks no keys of an inputSchema or an outputSchema, nor a scale of a line item\'s rate beside its qty, and still the keys of a bare schema', () => {
    expect(on('mcp-corpus-twenty-fourth', 'pencil', ['create_code_block', 'add_agent_tool'], 'parameter-description')).toEqual([]);
    expect(on('mcp-corpus-twenty-fifth', 'erpnext', ['erpnext_quotation_create', 'erpnext_sales_invoice_create'], 'parameter-description')).toEqual([]);
    const firecrawl = findings('mcp-corpus-holdout', 'firecrawl', ['firecrawl_search'], 'parameter-description').map((finding) => finding.field);
    expect(firecrawl.filter((field) => field.endsWith('.jsonOptions.properties.schema.description'))).toHaveLength(1);
  });

  it('asks no base of a line whose exclusiveMinimum is 0 nor of an offset described with "(default 0)"', () => {
    expect(on('mcp-corpus-twenty-third', 'shrimp-task-manager', ['update_task'], 'index-base')).toEqual([]);
    expect(on('mcp-corpus-twenty-fifth', 'calibre', ['get_chapter_content', 'get_chapter_content_markdown'], 'index-base')).toEqual([]);
  });

  it('reads "When you need to plan tasks, you can use this tool to receive…" as the action, and "clearAllTasks" among updateMode\'s values as a value', () => {
    expect(on('mcp-corpus-twenty-third', 'shrimp-task-manager', ['plan_task', 'research_mode'], 'description-action-first')).toEqual([]);
    expect(serverFindings('mcp-corpus-twenty-third', 'shrimp-task-manager', 'drift')).toEqual([]);
  });

  it('tells search_notebooks ("by free-text query") from list_notebooks, and a search across all libraries from a list of a specific library', () => {
    expect(serverFindings('mcp-corpus-twenty-fourth', 'notebooklm', 'ambiguous-siblings')).toEqual([]);
    expect(serverFindings('mcp-corpus-twenty-fifth', 'calibre', 'ambiguous-siblings')).toEqual([]);
  });

  it('does not ask "Generate or rotate the events API key" or setup_app_password to be read-only, and still asks it of the tools that only read', () => {
    const popdb = serverFindings('mcp-corpus-twenty-sixth', 'popdb', 'annotations').map((finding) => finding.tool);
    expect(popdb).not.toContain('get_events_api_key');
    expect(popdb).not.toContain('setup_app_password');
    expect(popdb.length).toBeGreaterThan(10);
  });
});

describe('the thirteenth pass, on the twenty-seventh to thirtieth servers', () => {
  const on = (corpus: string, server: string, names: string[], rule: string) => findings(corpus, server, names, rule).map((finding) => finding.tool);

  it('reads "up to 25,000" as 25000, and asks no date format of a starting_after cursor', () => {
    expect(on('mcp-corpus-twenty-ninth', 'google-search-console', ['search_analytics', 'enhanced_search_analytics'], 'schema-contradiction')).toEqual([]);
    const fields = findings('mcp-corpus-twenty-ninth', 'headless-commerce', ['list_orders', 'list_customers'], 'parameter-description').map((finding) => finding.field);
    expect(fields.filter((field) => field.includes('starting_after'))).toEqual([]);
  });

  it('takes "SAST" beside a tool named sast for the technique, and still reports readFile written for read_file', () => {
    expect(serverFindings('mcp-corpus-thirtieth', 'qa-agent', 'drift').map((finding) => finding.tool)).not.toContain('sast');
    const tools = [
      { name: 'read_file', description: 'Reads a file.', inputSchema: { type: 'object', properties: {} } },
      { name: 'grep', description: 'Searches files; call readFile on a match to see its lines.', inputSchema: { type: 'object', properties: {} } },
    ];
    expect(lintInput({ tools }, [], 'files').findings.filter((finding) => finding.rule === 'drift').map((finding) => finding.message)).toEqual([
      'The description of grep names the tool "readFile", but the tool is called read_file: a model that calls "readFile" gets an unknown tool.',
    ]);
  });
});
