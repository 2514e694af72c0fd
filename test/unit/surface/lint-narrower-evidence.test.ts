import { beforeAll, describe, expect, it } from 'vitest';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { readsAsEnglish } from '../../../src/engine/surface-analysis/lint/text';
import { capturedServerTools, capturedTools, findingsAfterEdit, findingsOn as findings, serverFindings, toolFindings } from '../../support/captured-corpus-tools';

// The passes after blind measures showed drift, ambiguous-siblings, schema-contradiction and
// required-optional wrong more often than right on servers no rule was written against: each now
// asks for narrower evidence. Each case is a real captured tool where a rule must stay quiet, beside
// a real tool where the same rule must still speak.

beforeAll(loadVerbTagger);

/** The parameter a finding is about: the key before `.description` in its field. */
const lastKey = (finding: { field: string }) => finding.field.split('.').at(-2);
type Found = readonly { message: string; field: string }[];
/** The parameters asked one kind of question (a time unit, a date's format, a syntax, an object's fields). */
const unitAsked = (found: Found) => found.filter((finding) => finding.message.includes('a time given as a number')).map(lastKey);
const syntaxAsked = (found: Found) => found.filter((finding) => finding.message.includes('syntax')).map(lastKey);
const shapeAsked = (found: Found) => found.filter((finding) => finding.message.includes('no named fields')).map(lastKey);
const typeAsked = (found: Found) => found.filter((finding) => finding.message.includes('it has no type')).map(lastKey);
const itemsAsked = (found: Found) => found.filter((finding) => finding.message.includes('a list of items of no stated kind')).map(lastKey);
const formatAsked = (found: Found) => found.filter((finding) => finding.message.includes('a date or a time')).map(lastKey);
/** The top-level properties of a captured tool's schema, to edit in a copy. */
const propertiesOf = (tool: { inputSchema: unknown }) => (tool.inputSchema as { properties: Record<string, Record<string, unknown>> }).properties;

describe('the fourteenth pass, narrower evidence for the three rules that were wrong more often than right', () => {
  it('asks no pair to tell itself apart when one requires an input the other does not take, and still asks a pair that takes the same inputs and says nothing', () => {
    expect(serverFindings('mcp-corpus-twenty-seventh', 'ssh-manager', 'ambiguous-siblings')).toEqual([]);
    expect(findings('mcp-corpus', 'github', ['list_issues', 'search_issues'], 'ambiguous-siblings')).toEqual([]);
    expect(findings('mcp-corpus-twenty-fourth', 'shopify-junis', ['get-orders', 'get-fulfillment-orders'], 'ambiguous-siblings').map((finding) => finding.tool)).toEqual(['get-orders', 'get-fulfillment-orders']);
  });

  it('reads name=value as a parameter only right after words that ask for it, and still reports "set full=true" on a tool without full', () => {
    expect(findings('mcp-corpus-twentieth', 'unifi-protect', ['protect_get_snapshot'], 'drift')).toEqual([]);
    expect(findings('mcp-corpus-thirtieth', 'react-native-ai-devtools', ['list_debug_globals'], 'drift')).toEqual([]);
    expect(findings('mcp-corpus-thirtieth', 'sbox', ['sbox_start_manual_session'], 'drift')).toEqual([]);
    expect(findings('mcp-corpus-twenty-seventh', 'dataiku', ['code_env'], 'drift').map((finding) => finding.message)).toEqual([expect.stringContaining('names a parameter full')]);
  });

  it('takes a value written inside the list ("test cases", "view history") as named, and still reports the "create" a tab enum calls "new"', () => {
    expect(findings('mcp-corpus-thirtieth', 'qa-agent', ['list'], 'schema-contradiction')).toEqual([]);
    expect(findings('mcp-corpus-twentieth', 'optimizely', ['manage_orchestration_templates'], 'schema-contradiction')).toEqual([]);
    expect(findings('mcp-corpus', 'playwright', ['browser_tabs'], 'schema-contradiction').map((finding) => finding.suggestion)).toEqual(['Write "new" where the description says "create", or add "create" to the enum.']);
  });
});

describe('the fifteenth pass, on the thirty-first to thirty-fourth servers', () => {
  it('takes no forbidden name or attribute of the markup examples for a parameter, and still reports "runtime_state" for godot_runtime_state', () => {
    expect(findings('mcp-corpus-thirty-first', 'next-ai-drawio', ['create_new_diagram'], 'drift')).toEqual([]);
    expect(findings('mcp-corpus-thirty-first', 'drawio-official', ['open_drawio_xml'], 'drift').map((finding) => finding.message)).toEqual([
      expect.stringContaining('names a parameter exitX'),
    ]);
    expect(serverFindings('mcp-corpus-thirty-third', 'godot-satelliteoflove', 'drift').map((finding) => finding.message)).toEqual([expect.stringContaining('"runtime_state"')]);
  });

  it('reads "(optional `workflow`)" and "whatever you leave out" as about other parameters, and still reports a required parameter that "defaults to"', () => {
    expect(findings('mcp-corpus-thirty-second', 'comfyui', ['queue', 'download_model', 'create_workflow'], 'required-optional')).toEqual([]);
    expect(findings('mcp-corpus-thirty-third', 'godot-satelliteoflove', ['godot_editor_edit'], 'required-optional')).toEqual([]);
    expect(findings('mcp-corpus-thirty-first', 'infisical', ['create-project'], 'required-optional')).toEqual([]);
    expect(findings('mcp-corpus-eighth', 'lara-translate', ['import_glossary_csv'], 'required-optional').map((finding) => finding.tool)).toEqual(['import_glossary_csv']);
  });

  it('takes action:"mermaid" (REQUIRED) as required for that action, and still reports a plain "(required)" the schema leaves out', () => {
    expect(findings('mcp-corpus-thirty-second', 'comfyui', ['visualize_workflow', 'comfy_cli', 'save_workflow'], 'schema-contradiction')).toEqual([]);
    expect(findings('mcp-corpus-sixth', 'next-devtools', ['nextjs_call'], 'schema-contradiction').map((finding) => finding.field.split('.').at(-2))).toEqual(['port', 'toolName']);
  });

  it('asks no unit of beforeNavItemId, an id, and still asks it of a mail rule\'s maximum_age', () => {
    expect(findings('mcp-corpus-thirty-fourth', 'falconer', ['move_nav_item'], 'parameter-description').filter((finding) => finding.message.includes('a time'))).toEqual([]);
    expect(findings('mcp-corpus-eighteenth', 'paperless', ['create_mail_rule'], 'parameter-description').filter((finding) => finding.message.includes('a time')).map((finding) => finding.field.split('.').at(-2))).toEqual(['maximum_age']);
  });

  it('reads an action enum that cancels, a directory to save to, "Check a checkbox" and unassign as what they do, and still asks a plain reader for readOnlyHint', () => {
    expect(findings('mcp-corpus-thirty-second', 'comfyui', ['queue', 'download_model'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-thirty-third', 'minimax', ['query_video_generation'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-thirty-first', 'agent-browser', ['browser_check'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-thirty-third', 'shortcut', ['stories-unassign-current-user'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-thirty-first', 'agent-browser', ['browser_get_url'], 'annotations').map((finding) => finding.message)).toEqual([expect.stringContaining('only reads')]);
  });

  it('takes a probe naming the current URL or user as long enough, and "When …, this tool is used to retrieve" as the action first', () => {
    expect(findings('mcp-corpus-thirty-first', 'agent-browser', ['browser_get_url', 'browser_get_title'], 'description-length')).toEqual([]);
    expect(findings('mcp-corpus-thirty-third', 'shortcut', ['users-get-current'], 'description-length')).toEqual([]);
    expect(findings('mcp-corpus-thirty-third', 'mastergo-magic', ['mcp__getComponentLink'], 'description-action-first')).toEqual([]);
  });
});

describe('the sixteenth pass, on the thirty-fifth to fortieth servers', () => {

  it('reports the rarer spelling of a name when one spelling is plainly the usual one, and still goes by the list when it is two against one', () => {
    const metabase = serverFindings('mcp-corpus-thirty-eighth', 'metabase-getnao', 'naming-consistency');
    expect(metabase.map((finding) => finding.tool)).toEqual(['metabase-update-question']);
    expect(metabase[0]!.message).toContain('collection_id (elsewhere collectionId) while more of the list');
    const bitbucket = serverFindings('mcp-corpus-twenty-third', 'bitbucket-mcp', 'naming-consistency').filter((finding) => finding.message.includes('targetBranch'));
    expect(bitbucket.map((finding) => finding.tool).sort()).toEqual(['createDraftPullRequest', 'createPullRequest']);
    expect(bitbucket[0]!.message).toContain('targetBranch (elsewhere target_branch) in camelCase while the rest of the list uses snake_case');
  });

  it('reads "(0 = first child)", a 1-based start beside its end, a byte offset and a column that must be >= 0 as settled, and still asks a bare surface index and a line start', () => {
    expect(findings('mcp-corpus-thirty-ninth', 'godot-mcp-server', ['move_node', 'read_file'], 'index-base')).toEqual([]);
    expect(findings('mcp-corpus-thirty-eighth', 'metabase-getnao', ['metabase-update-dashboard'], 'index-base')).toEqual([]);
    expect(findings('mcp-corpus-thirty-ninth', 'godot-mcp-server', ['set_material'], 'index-base').map(lastKey)).toEqual(['surface_index']);
    expect(findings('mcp-corpus-thirty-seventh', 'fast-filesystem', ['fast_read_file'], 'index-base').map(lastKey)).toEqual(['line_start']);
    // A match index whose minimum is 0 takes 0 as a match, so the first is 0.
    expect(findings('mcp-corpus-thirty-fourth', 'pdf', ['interact'], 'index-base')).toEqual([]);
  });

  it('asks nothing of a function definition\'s parameters, a render option or a start that pages by count, and still asks an open extra_body, an n8n node\'s parameters and a time range\'s start', () => {
    expect(findings('mcp-corpus-thirty-eighth', 'deepseek-dmontgomery', ['chat_completion'], 'parameter-description').map(lastKey)).toEqual(['extra_body']);
    expect(findings('mcp-corpus-fortieth', 'roberto', ['google_sheets_read'], 'parameter-description')).toEqual([]);
    expect(findings('mcp-corpus-fortieth', 'roberto', ['yahoo_fantasy_players'], 'parameter-description').map(lastKey)).toEqual(['sort']);
    expect(findings('mcp-corpus-twenty-second', 'n8n', ['n8n_create_workflow'], 'parameter-description').map(lastKey)).toContain('parameters');
    expect(findings('mcp-corpus-fifteenth', 'datadog-mcp-server', ['get-events'], 'parameter-description').map(lastKey)).toContain('start');
  });
});

describe('the seventeenth pass, on the forty-first to forty-sixth servers', () => {

  it('asks no base of an offset whose words only repeat its name, nor of index names, and still asks a bare position', () => {
    expect(findings('mcp-corpus-forty-second', 'ebay', ['ebay_get_ads', 'ebay_get_campaigns'], 'index-base')).toEqual([]);
    expect(findings('mcp-corpus-forty-fifth', 'mysql-berthojoris', ['run_select_query'], 'index-base')).toEqual([]);
    expect(findings('mcp-corpus-forty-third', 'tacticlaunch-linear', ['linear_createWorkflowState'], 'index-base').map(lastKey)).toEqual(['position']);
  });

  it('reads "This tool will preview" and a tag in capitals before a colon as the action first, and still reports a sentence of capitals that only warns', () => {
    expect(findings('mcp-corpus-forty-third', 'paddle', ['preview_prices'], 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-forty-fifth', 'mysql-berthojoris', ['plan_seed_data', 'seed_from_template'], 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-forty-sixth', 'serpstat', ['get_site_audit_pages_spec_errors'], 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-forty-sixth', 'serpstat', ['get_domain_regions_count', 'get_keyword_top'], 'description-action-first').map((finding) => finding.tool)).toEqual(['get_domain_regions_count', 'get_keyword_top']);
  });

  it('takes "set up for embedding" and "top 10" as saying what a longer name adds', () => {
    expect(serverFindings('mcp-corpus-forty-fifth', 'metabase-easecloud', 'ambiguous-siblings')).toEqual([]);
    expect(serverFindings('mcp-corpus-forty-sixth', 'serpstat', 'ambiguous-siblings')).toEqual([]);
  });

  it('takes no address, response field or field of a referenced body for a tool or a parameter, and still reports createPod where the tool is create-pod', () => {
    expect(findings('mcp-corpus-forty-third', 'paddle', ['create_customer_portal_session', 'cancel_subscription'], 'drift')).toEqual([]);
    expect(serverFindings('mcp-corpus-forty-fourth', 'boondmanager', 'drift')).toEqual([]);
    expect(findings('mcp-corpus-forty-sixth', 'runpod', ['update-pod'], 'drift')).toEqual([]);
    expect(serverFindings('mcp-corpus-forty-sixth', 'runpod', 'drift').map((finding) => finding.message)).toContainEqual(expect.stringContaining('names the tool "createPod", but the tool is called create-pod'));
  });

  it('gates schemas with if/then and unevaluatedProperties, so no finding calls them unusable', () => {
    expect(serverFindings('mcp-corpus-forty-sixth', 'runpod', 'handler-mismatch')).toEqual([]);
  });

  it('asks no unit of a wait whose default is 10000, nor keys of driver options, and still asks a bare timeout', () => {
    expect(findings('mcp-corpus-forty-sixth', 'selenium-ai-agent', ['wait_for', 'healer_run_tests'], 'parameter-description').map(lastKey)).toEqual(['selector', 'selector']);
    expect(findings('mcp-corpus-forty-third', 'dokploy', ['application-update'], 'parameter-description').map(lastKey)).not.toContain('DriverOpts');
    expect(findings('mcp-corpus-fortieth', 'roberto', ['firecrawl_scrape'], 'parameter-description').map(lastKey)).toContain('timeout');
  });

  it('reads toggle, alter and rerequest as changes and drag_drop as no deletion, and still asks a plain reader for readOnlyHint', () => {
    expect(findings('mcp-corpus-forty-first', 'photoshop-00bx', ['toggle_layer_effects_visibility'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-forty-fifth', 'mysql-berthojoris', ['alter_view'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-forty-sixth', 'selenium-ai-agent', ['drag_drop'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-forty-fourth', 'vercel-mistertk', ['rerequestCheck'], 'annotations')).toEqual([]);
  });

  it('takes a fetch of the account\'s own settings or identity as long enough, and still reports "List settings groups"', () => {
    expect(findings('mcp-corpus-forty-second', 'ebay', ['ebay_get_notification_config', 'ebay_get_user'], 'description-length')).toEqual([]);
    expect(findings('mcp-corpus-sixteenth', 'woocommerce', ['woo_settings_list'], 'description-length').map((finding) => finding.tool)).toEqual(['woo_settings_list']);
  });
});

describe('the eighteenth pass, on the forty-seventh to fifty-second servers', () => {

  it('takes lengths, durations and fractions under position names, a base written in Chinese and a number copied from another tool as settled, and still asks a bare position', () => {
    expect(findings('mcp-corpus-forty-eighth', 'ms-365', ['create-calendar-event'], 'index-base')).toEqual([]);
    expect(findings('mcp-corpus-fiftieth', 'google-drive-piotr-agier', ['applyParagraphStyle'], 'index-base')).toEqual([]);
    expect(findings('mcp-corpus-fifty-second', 'claude-talk-to-figma', ['set_gradient', 'set_grid', 'set_guide'], 'index-base')).toEqual([]);
    expect(findings('mcp-corpus-forty-seventh', 'alibabacloud-devops', ['create_change_request_comment', 'get_pipeline_job_step_log_url'], 'index-base')).toEqual([]);
    expect(findings('mcp-corpus-fiftieth', 'google-drive-piotr-agier', ['editTableCell'], 'index-base').map(lastKey)).toEqual(['tableStartIndex']);
  });

  it('asks nothing inside a read-only part, of a range end whose start is described, of jql or of a font weight, and still asks a read-write part', () => {
    expect(findings('mcp-corpus-forty-eighth', 'ms-365', ['create-planner-bucket'], 'parameter-description')).toEqual([]);
    expect(findings('mcp-corpus-fiftieth', 'google-drive-piotr-agier', ['createCalendarEvent'], 'parameter-description')).toEqual([]);
    expect(findings('mcp-corpus-fifty-second', 'jira-cloud', ['jira_search_issues'], 'parameter-description').map(lastKey)).toEqual(['expand']);
    expect(findings('mcp-corpus-fiftieth', 'figma-console', ['figma_check_design_parity'], 'parameter-description').map(lastKey)).not.toContain('fontWeight');
    expect(findings('mcp-corpus-forty-eighth', 'ms-365', ['create-planner-task'], 'parameter-description').map(lastKey)).toContain('orderHintsByAssignee');
  });

  it('gates a draft-07 schema that keeps its parts in $defs, so no finding calls Microsoft 365\'s folders unusable', () => {
    expect(serverFindings('mcp-corpus-forty-eighth', 'ms-365', 'handler-mismatch')).toEqual([]);
  });
});

describe('the nineteenth pass, on the fifty-third and fifty-fourth servers and what the forty-seventh to fifty-second still showed', () => {

  it('asks nothing inside the record of who made a thing, no scale of an integer percentage or threshold, and no syntax of cron, and still asks an integer weight', () => {
    expect(findings('mcp-corpus-forty-eighth', 'ms-365', ['create-onedrive-folder'], 'parameter-description').map(lastKey)).not.toContain('customSecurityAttributes');
    const psql = findings('mcp-corpus-fifty-third', 'digitalocean-services', ['db-cluster-update-psql-config'], 'parameter-description').map(lastKey);
    expect(psql).not.toContain('autovacuum_vacuum_threshold');
    expect(findings('mcp-corpus-fifty-third', 'digitalocean-services', ['db-cluster-update-os-config'], 'parameter-description').map(lastKey)).not.toContain('indices_queries_cache_size_percentage');
    expect(findings('mcp-corpus-fifty-third', 'digitalocean-services', ['apps-create-app-from-spec'], 'parameter-description').map(lastKey)).not.toContain('cron');
    expect(findings('mcp-corpus-forty-sixth', 'serpstat', ['get_url_missing_keywords'], 'parameter-description').map(lastKey)).toEqual(expect.arrayContaining(['weight_from', 'weight_to']));
  });

  it('reads "This action allows the organizer … to send" and "Use this API to create" as the action first', () => {
    expect(findings('mcp-corpus-forty-eighth', 'ms-365', ['cancel-calendar-event', 'forward-calendar-event', 'create-mail-folder'], 'description-action-first')).toEqual([]);
  });

  it('takes "by name, content, or type" and "or other criteria" as what a search matches, and "names" for the value name', () => {
    expect(serverFindings('mcp-corpus-fifty-first', 'google-workspace', 'schema-contradiction')).toEqual([]);
    expect(findings('mcp-corpus', 'playwright', ['browser_tabs'], 'schema-contradiction')).toHaveLength(1);
  });
});

describe('the twentieth pass: index-base asks only of names that mean a place, and drift reads escaped backticks', () => {

  it('asks no base of an offset or a blockNumberOffset, and still asks it of a start_line and an end_line', () => {
    expect(findings('mcp-corpus-forty-seventh', 'alibabacloud-devops', ['get_pipeline_job_step_log'], 'index-base')).toEqual([]);
    expect(findings('mcp-corpus-thirty-second', 'openzeppelin-contracts', ['uniswap-hooks'], 'index-base')).toEqual([]);
    expect(findings('mcp-corpus-thirty-seventh', 'fast-filesystem', ['fast_extract_lines'], 'index-base').map(lastKey)).toEqual(['start_line', 'end_line']);
  });

  it('reads \\`patchCollection\\` as the name patchCollection, and still reports a name inside escaped backticks that no tool has', () => {
    const tools = capturedTools('mcp-corpus-fifty-seventh', 'postman-more', ['patchCollection', 'getMockServerResponse', 'getMockServerResponses']);
    const drift = (list: typeof tools) => toolFindings(list, 'drift', 'postman-more');
    expect(drift(tools)).toEqual([]);
    const misspelt = structuredClone(tools);
    misspelt[0]!.description += ' Afterwards call \\`get_mock_server_responses\\` to check.';
    expect(drift(misspelt).map((finding) => finding.message)).toEqual([expect.stringContaining('names the tool "get_mock_server_responses", but the tool is called getMockServerResponses')]);
  });
});

describe('the twenty-first pass, on the fifty-ninth to sixty-first servers', () => {

  it('takes a subject that does the action ("A Find Place request takes … and returns a place") as the action first, and still reports a noun phrase with no verb', () => {
    expect(findings('mcp-corpus-sixtieth', 'open-mcp-google-maps', ['directions', 'findplacefromtext', 'snaptoroads'], 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-fifty-fourth', 'ms-365-org', ['get-my-manager'], 'description-action-first').map((finding) => finding.tool)).toEqual(['get-my-manager']);
  });

  it('asks no scale of a rate\'s id and no time unit of a byte position, and still asks the scale of a bare percentage', () => {
    expect(findings('mcp-corpus-fifty-ninth', 'big-red-cloud', ['brc_create_sales_entry'], 'parameter-description').map(lastKey)).not.toContain('vatRateId');
    expect(findings('mcp-corpus-fifty-ninth', 'tm1', ['tm1_check_process_code'], 'parameter-description')).toEqual([]);
    expect(findings('mcp-corpus-fourteenth', 'hevy', ['create-body-measurement'], 'parameter-description').map(lastKey)).toContain('fat_percent');
  });

  it('takes a name inside a URL path as the endpoint the tool calls, not a tool', () => {
    expect(findings('mcp-corpus-fifty-ninth', 'tm1', ['tm1_check_process_code', 'tm1_compile_process'], 'drift')).toEqual([]);
  });
});

describe('the twenty-second pass, on every labelled corpus up to the sixty-fourth', () => {

  it('judges the sentence after a category tag ("[FILE:LIST] List project files") and after "can be used to", and still reports a shouted rule before the action', () => {
    expect(findings('mcp-corpus-sixty-second', 'gas', ['ls', 'cat', 'project_create'], 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-sixtieth', 'open-mcp-google-maps', ['queryautocomplete'], 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-unseen', 'circleci', ['download_usage_api_data'], 'description-action-first').map((finding) => finding.tool)).toEqual(['download_usage_api_data']);
  });

  it('asks no time unit of a frame, a count of players or a line, and still asks it of a bare time', () => {
    const asked = findings('mcp-corpus-sixty-second', 'unreal-engine', ['manage_sequence', 'manage_game_framework', 'animation_physics'], 'parameter-description').map(lastKey);
    expect(asked).not.toContain('startFrame');
    expect(asked).not.toContain('endFrame');
    expect(asked).not.toContain('startPlayersNeeded');
    expect(asked).toContain('time');
  });

  it('reads a "(required)" inside an object\'s text as one of its fields\', and a determiner or a shortened word as no value offered, while a "REQUIRED:" opening and a renamed value are still reported', () => {
    expect(findings('mcp-corpus-fifty-eighth', 'proctor', ['run_exam'], 'schema-contradiction')).toEqual([]);
    expect(findings('mcp-corpus-sixty-second', 'jsagent', ['monitor_events'], 'schema-contradiction')).toEqual([]);
    expect(findings('mcp-corpus-sixtieth', 'open-mcp-google-maps', ['directions'], 'schema-contradiction')).toEqual([]);
    expect(findings('mcp-corpus-sixty-third', 'meta-ads', ['create_ad_set'], 'schema-contradiction').map(lastKey)).toContain('promoted_object');
    expect(findings('mcp-corpus', 'playwright', ['browser_tabs'], 'schema-contradiction').map(lastKey)).toEqual(['action']);
  });

  it('takes an API\'s request names, object keys and lists of operations as no tool, and still reports a tool named in another spelling', () => {
    const docs = serverFindings('mcp-corpus-fifty-eighth', 'google-docs-workspace', 'drift').map((finding) => finding.message);
    expect(docs.filter((message) => message.includes('"insertText"'))).toEqual([]);
    expect(serverFindings('mcp-corpus-fifty-eighth', 'aws-dynamodb', 'drift').map((finding) => finding.message)).toContainEqual(expect.stringContaining('"UpdateItem", but the tool is called update_item'));
  });

  it('leaves a list and a search that each say what they are for, and still asks a bare pair to tell itself apart', () => {
    expect(serverFindings('mcp-corpus-fifty-ninth', 'tm1', 'ambiguous-siblings')).toEqual([]);
    expect(serverFindings('mcp-corpus-forty-seventh', 'alibabacloud-devops', 'ambiguous-siblings').map((finding) => finding.tool)).toEqual(expect.arrayContaining(['list_organization_members', 'search_organization_members']));
  });
});

describe('the twenty-third pass, on the sixty-fifth to sixty-eighth servers after they measured the twenty-second', () => {

  it('takes "Use to poll a job" as the action first, and still reports "Use when…" before it', () => {
    expect(findings('mcp-corpus-sixty-eighth', 'c64-reverse-engineering', ['analysis_job_status', 'suggest_disk_lut_sector', 'list_g64_slots'], 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-fifty-second', 'jira-cloud', ['jira_whoami'], 'description-action-first').map((finding) => finding.tool)).toEqual(['jira_whoami']);
  });

  it('reads a range from 0 to a bound of its own, and "0 = beginning of file", as the base stated, and still asks a line whose only maximum is the integer limit', () => {
    expect(findings('mcp-corpus-sixty-sixth', 'unity-akiojin', ['manage_layers'], 'index-base')).toEqual([]);
    expect(findings('mcp-corpus-sixty-fifth', 'free-agent-mcp', ['file_insert'], 'index-base')).toEqual([]);
    expect(findings('mcp-corpus-thirteenth', 'azure-devops-tiberriver', ['get_pipeline_log'], 'index-base').map(lastKey).sort()).toEqual(['endLine', 'startLine']);
  });
});

describe('the twenty-fourth pass, on the sixty-ninth to seventy-fourth servers after they measured the twenty-third', () => {

  it('reads "default 2.0" beside a default of 2 as agreeing, and still reports a stated default of 200 beside 20', () => {
    expect(findings('mcp-corpus-seventieth', 'dig', ['git_velocity_anomalies'], 'schema-contradiction')).toEqual([]);
    const reported = findings('mcp-corpus-fifty-third', 'digitalocean-services', ['apps-list'], 'schema-contradiction');
    expect(reported.map((finding) => finding.message)).toEqual([expect.stringContaining('the description says the default is 200, but the schema default is 20')]);
  });

  it("asks no unit of a recurrence rule's interval beside its frequency, and still asks a scheduled task's bare timeout", () => {
    expect(findings('mcp-corpus-seventieth', 'verkada', ['create_access_door_exceptions', 'update_access_door_exception'], 'parameter-description').map(lastKey)).not.toContain('interval');
    expect(findings('mcp-corpus-eleventh', 'coolify', ['scheduled_tasks'], 'parameter-description').map(lastKey)).toContain('timeout');
  });

  it('reads a default of 0 written in Chinese as the base, and a playback position in seconds (秒) as a measure, and still asks an animation track index', () => {
    expect(findings('mcp-corpus-seventy-first', 'godot-enhanced', ['material_read', 'material_write', 'audio_play'], 'index-base')).toEqual([]);
    expect(findings('mcp-corpus-seventy-first', 'godot-enhanced', ['animation_track'], 'index-base').map(lastKey)).toEqual(['track_index']);
  });
});

describe('the twenty-fifth pass, on the seventy-fifth to seventy-eighth servers after they measured the twenty-fourth', () => {

  it("asks no time unit of a section line's startX or endY, and still asks a time range's bare start", () => {
    expect(findings('mcp-corpus-seventy-fifth', 'solidworks', ['vba_create_drawing_views'], 'parameter-description').map(lastKey)).not.toContain('startX');
    expect(findings('mcp-corpus-fifteenth', 'datadog-mcp-server', ['get-events'], 'parameter-description').map(lastKey)).toContain('start');
  });

  it('takes detail_level="summary" for a parameter of the tool the description names a sentence before, and still reports kind= on a tool without kind', () => {
    expect(findings('mcp-corpus-seventy-seventh', 'collibra', ['get_asset_types', 'query_assets'], 'drift')).toEqual([]);
    // Without query_assets in the list, detail_level is a parameter of no tool at all.
    expect(findings('mcp-corpus-seventy-seventh', 'collibra', ['get_asset_types'], 'drift').map((finding) => finding.message)).toEqual([expect.stringContaining('names a parameter detail_level')]);
    expect(findings('mcp-corpus-sixth', 'gitlab-zereight', ['list_namespaces'], 'drift').map((finding) => finding.message)).toEqual([expect.stringContaining('names a parameter kind')]);
  });

  it('reads \'"summary" (default)\' as agreeing with the schema, whatever other number "defaults to" later, and still reports a stated 200 beside 20', () => {
    expect(findings('mcp-corpus-seventy-seventh', 'collibra', ['query_assets'], 'schema-contradiction')).toEqual([]);
    expect(findings('mcp-corpus-fifty-third', 'digitalocean-services', ['apps-list'], 'schema-contradiction')).toHaveLength(1);
  });
});

describe('the twenty-sixth pass, on the seventy-fifth to seventy-ninth servers after they measured the twenty-fifth', () => {

  it('leaves a list beside a query whose description names the filters only it takes, and still asks a search that never names what it adds', () => {
    expect(findings('mcp-corpus-seventy-sixth', 'gsheets-zeroauth', ['list_rows_pub', 'query_rows_pub'], 'ambiguous-siblings')).toEqual([]);
    const reported = findings('mcp-corpus-forty-seventh', 'alibabacloud-devops', ['list_organization_members', 'search_organization_members'], 'ambiguous-siblings');
    expect(reported.map((finding) => finding.tool)).toEqual(['list_organization_members', 'search_organization_members']);
  });

  it('reads "UV channel index (0-7)" as the base stated, and a line the text says to send back from the last answer as copied, and still asks a bare start line', () => {
    expect(findings('mcp-corpus-sixty-second', 'unreal-engine', ['manage_material_authoring'], 'index-base').map(lastKey)).not.toContain('coordinateIndex');
    expect(findings('mcp-corpus-fifty-sixth', 'hostinger-hosting', ['hosting_getNodeJSBuildLogsV1'], 'index-base')).toEqual([]);
    expect(findings('mcp-corpus-thirteenth', 'azure-devops-tiberriver', ['get_pipeline_log'], 'index-base').map(lastKey).sort()).toEqual(['endLine', 'startLine']);
  });
});

describe('the twenty-seventh pass, on every labelled corpus up to the eighty-fourth', () => {

  it('takes an example value in the schema as the format shown, and still asks a date that shows none', () => {
    expect(findings('mcp-corpus-eightieth', 'algolia-synnergyze', ['getTopSearches'], 'parameter-description').map(lastKey)).not.toContain('startDate');
    expect(findings('mcp-corpus', 'github', ['list_issues'], 'parameter-description').map(lastKey)).toContain('since');
  });

  it('reads "Like a tweet" on a tool named for liking as the action, and "Use when…; returns…" as the action in the same sentence', () => {
    expect(findings('mcp-corpus-eighty-second', 'twitter-yolleygit', ['twitter_like_tweet', 'twitter_unlike_tweet'], 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-fifty-second', 'jira-cloud', ['jira_get_issue_comments'], 'description-action-first')).toEqual([]);
    // A clause after the semicolon that advises the model instead leaves the opening as it was.
    expect(findings('mcp-corpus-fifty-second', 'jira-cloud', ['jira_add_comment'], 'description-action-first')).toHaveLength(1);
  });

  it('reads "A safe calculator that can evaluate…" as a thing doing the action, and still reports a list of what comes back', () => {
    expect(findings('mcp-corpus-eighty-fourth', 'kyle-typescript', ['calculator'], 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-fifty-fourth', 'ms-365-org', ['list-sharepoint-site-onenote-notebooks'], 'description-action-first')).toHaveLength(1);
  });
});

describe('the twenty-eighth pass, on every labelled corpus up to the eighty-ninth', () => {
  it('reads "Find and optionally fix", "Query and manage" and "also persists a cache" as changes, and still asks a read whose list ends "and fix recommendations"', () => {
    expect(findings('mcp-corpus-eighty-sixth', 'beads-kyongsik', ['repair_deps'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-eighty-eighth', 'amass-schwarztim', ['amass_db'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-eighty-ninth', 'trello-stuk88', ['list_lists'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-thirty-seventh', 'llm-boost', ['get_page_details', 'get_fix_recommendation'], 'annotations')).toHaveLength(2);
  });

  it('leaves a first sentence in French unjudged, as one in another script, and still judges one in English', () => {
    expect(findings('mcp-corpus-eighty-ninth', 'minecraft-fayze', ['ensure_materials', 'set_creative_inventory', 'gather'], 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-fifty-second', 'jira-cloud', ['jira_whoami'], 'description-action-first')).toHaveLength(1);
  });

  it('tells French from English by small words English does not share', () => {
    expect(readsAsEnglish('RES-1 — (Créatif) garantit que le bot dispose des blocs nécessaires avant un build.')).toBe(false);
    expect(readsAsEnglish('Do not exceed 5 requests per minute, or die trying.')).toBe(true);
  });
});

describe('the twenty-ninth pass, on every labelled corpus up to the ninety-fourth', () => {

  it('reads a tuple of three numbers as items of a stated kind, and still asks a list whose items have none', () => {
    expect(findings('mcp-corpus-ninety-third', 'unreal4-rbg', ['puerts_pie_agent_control'], 'parameter-description').map(lastKey)).not.toContain('location');
    expect(findings('mcp-corpus-eighteenth', 'search-console', ['analytics_query'], 'parameter-description').map(lastKey)).toContain('filters');
  });

  it('takes a play rate as a speed where 1 is normal, and still asks the scale of a sampling rate', () => {
    expect(findings('mcp-corpus-ninety-third', 'unreal4-rbg', ['puerts_anim_montage_build'], 'parameter-description').map(lastKey)).not.toContain('play_rate');
    expect(findings('mcp-corpus-sixth', 'launchdarkly', ['create-ai-config'], 'parameter-description').map(lastKey)).toContain('samplingRate');
  });

  it('reads "CREATES (not executes) a fix script" as a stressed verb, and still reports a heading in capitals before a noun', () => {
    expect(findings('mcp-corpus-ninetieth', 'servicenow-happy', ['SN-Create-Fix-Script'], 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-eighty-second', 'bon-calculadora', ['evaluar_supuesto_e'], 'description-action-first')).toHaveLength(1);
  });
});

describe('the thirtieth pass, on every labelled corpus up to the ninety-fourth', () => {
  it('leaves a first sentence in Spanish unjudged when its accents outweigh its small words, and still judges the same server\'s heading before a noun', () => {
    expect(findings('mcp-corpus-eighty-second', 'bon-calculadora', ['evaluacion_completa'], 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-eighty-second', 'bon-calculadora', ['evaluar_supuesto_e'], 'description-action-first')).toHaveLength(1);
  });

  it('counts words with accents English only borrows as another language, and lets English small words outweigh a borrowed one', () => {
    expect(readsAsEnglish('EVALUACIÓN INTEGRAL: Analiza TODOS los supuestos aplicables simultáneamente.')).toBe(false);
    expect(readsAsEnglish('Fetch Pokémon data for the café on the corner.')).toBe(true);
  });
});

describe('the thirty-first pass, on every labelled corpus up to the ninety-ninth', () => {

  it('reads "Read and clear messages" and an opening "Record" as changes, and still calls "Read short and clear messages" a read', () => {
    expect(findings('mcp-corpus-ninety-sixth', 'claude-peer-minhspark', ['read_claude_inbox'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-ninety-fifth', 'bookagent-raghunandanjp', ['check_canva_readiness'], 'annotations')).toEqual([]);
    const adjective = findingsAfterEdit('mcp-corpus-ninety-sixth', 'claude-peer-minhspark', ['read_claude_inbox'], 'annotations', (tools) => {
      tools[0]!.description = 'Read short and clear messages Claude sessions pushed to this bridge.';
    });
    expect(adjective.map((finding) => finding.message)).toEqual([expect.stringContaining('only reads')]);
  });

  it('reads a download with an overwrite switch as a write, and still asks a read of the same server for readOnlyHint', () => {
    expect(findings('mcp-corpus-ninety-ninth', 'lark-cli-hanqing', ['lark_drive_download'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-ninety-ninth', 'lark-cli-hanqing', ['lark_im_chat_list'], 'annotations')).toHaveLength(1);
  });

  it('leaves alone a read whose description tells the model to ask the user first, and still asks one that only takes a confirm flag', () => {
    expect(findings('mcp-corpus-ninety-sixth', 'roblox-ltseverydayyou', ['search-runtime-objects', 'inspect-function', 'search-loaded-modules'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-twenty-first', 'interactive-brokers', ['get_account_info'], 'annotations')).toHaveLength(1);
  });

  it('reads "RESERVED (wake feature): arm a wake listener" as a tag before the action, and still reports a heading in capitals before a noun', () => {
    expect(findings('mcp-corpus-ninety-sixth', 'ai-mesh-projectx51', ['set_wake'], 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-eighty-second', 'bon-calculadora', ['evaluar_supuesto_e'], 'description-action-first')).toHaveLength(1);
  });

  it('reads "[read] Search chats by keyword" as a search that says what it matches on, and still asks a pair that says nothing', () => {
    expect(findings('mcp-corpus-ninety-ninth', 'lark-cli-hanqing', ['lark_im_chat_list', 'lark_im_chat_search'], 'ambiguous-siblings')).toEqual([]);
    expect(findings('mcp-corpus-twenty-fourth', 'shopify-junis', ['get-orders', 'get-fulfillment-orders'], 'ambiguous-siblings')).toHaveLength(2);
  });

  it('takes a camelCase object holding a snake_case field of the same name as two things, and still reports a name spelt two ways', () => {
    expect(serverFindings('mcp-corpus-ninety-fifth', 'libs-adminrhs', 'naming-consistency')).toEqual([]);
    expect(serverFindings('mcp-corpus-fifth', 'cloudflare', 'naming-consistency').length).toBeGreaterThan(0);
  });
});

describe('the thirty-second pass, on every labelled corpus up to the hundred-and-eighth', () => {
  it('reads "assigned to current user" as what the "my" of get_my_board_issues adds, and still asks the pair when the description does not say it', () => {
    expect(findings('mcp-corpus-hundredth', 'sap-jira-i555758', ['get_board_issues', 'get_my_board_issues'], 'ambiguous-siblings')).toEqual([]);
    const silent = findingsAfterEdit('mcp-corpus-hundredth', 'sap-jira-i555758', ['get_board_issues', 'get_my_board_issues'], 'ambiguous-siblings', (tools) => {
      tools[1]!.description = 'Get issues on a board. By default, filters to active sprint.';
    });
    expect(silent.map((finding) => finding.tool)).toEqual(['get_board_issues', 'get_my_board_issues']);
  });

  it('takes an element index as copied when another tool of the list says where element indexes come from, and still asks of a tab index there', () => {
    const browser = serverFindings('mcp-corpus-nineteenth', 'agent-infra-browser', 'index-base').map((finding) => finding.tool);
    expect(browser).not.toContain('browser_hover');
    expect(browser).not.toContain('browser_select');
    expect(browser).toContain('browser_switch_tab');
  });

  it('takes the open arguments of a named tool as that tool\'s own, and still asks an open params object that names no tool', () => {
    expect(findings('mcp-corpus-hundred-and-third', 'lazy-gateway-lancernix', ['execute_tool'], 'parameter-description')).toEqual([]);
    expect(findings('mcp-corpus-seventh', 'mobile-mcp', ['mobile_batch_commands'], 'parameter-description')).toEqual([]);
    expect(findings('mcp-corpus-fifteenth', 'cloudbase', ['queryAgents'], 'parameter-description').map((finding) => finding.message)).toContainEqual(expect.stringContaining('params of queryAgents'));
  });
});

describe('the thirty-third pass, on every labelled corpus up to the hundred-and-thirteenth', () => {
  it('reads past a bracketed tag that warns of what the tool does, and still reports a tag that deprecates or instructs', () => {
    expect(findings('mcp-corpus-hundred-and-thirteenth', 'worktree-manager-gastongelhorn', ['remove_worktree', 'commit', 'start_process'], 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-twenty-ninth', 'attio-mcp', ['advanced-filter-list-entries'], 'description-action-first')).toHaveLength(1);
    expect(findings('mcp-corpus-fifty-fourth', 'monday-write', ['create_item'], 'description-action-first')).toHaveLength(1);
  });

  it('takes a bare after and before beside a page size as cursors, and still asks the format of a lone before beside since', () => {
    expect(findings('mcp-corpus-hundred-and-eleventh', 'instagram-alexfisenkov', ['meta_list_media', 'meta_list_comments'], 'parameter-description')).toEqual([]);
    expect(findings('mcp-corpus-twelfth', 'email', ['list_emails'], 'parameter-description').map((finding) => finding.message)).toContainEqual(expect.stringContaining('before of list_emails'));
  });

  it('reads the q of a q-and-a pair as a question in plain words, and still asks the syntax of a q alone', () => {
    expect(findings('mcp-corpus-hundred-and-twelfth', 'bot-crawler-keyur-meru', ['help_create_article'], 'parameter-description')).toEqual([]);
    const alone = findingsAfterEdit('mcp-corpus-hundred-and-twelfth', 'bot-crawler-keyur-meru', ['help_create_article'], 'parameter-description', (tools) => {
      delete (tools[0]!.inputSchema.properties as Record<string, { items: { properties: Record<string, unknown> } }>).faqs!.items.properties.a;
    });
    expect(alone.map((finding) => finding.message)).toContainEqual(expect.stringContaining('q of help_create_article'));
  });

  it('reads a download "to local filesystem" as a change, and still asks the same server\'s reads for readOnlyHint', () => {
    expect(findings('mcp-corpus-hundred-and-twelfth', 'discord-solancelab', ['discord_fetch_attachment'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-hundred-and-twelfth', 'discord-solancelab', ['discord_read_messages', 'discord_get_history'], 'annotations')).toHaveLength(2);
  });
});

describe('the thirty-fourth pass, on every labelled corpus up to the hundred-and-seventeenth', () => {
  it('leaves alone a read whose description prices each call, and still asks an unpriced read of the same server for readOnlyHint', () => {
    expect(findings('mcp-corpus-hundred-and-fifteenth', 'apollo-proxy-bnmbnmai', ['web_search', 'stackexchange', 'breach_check'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-hundred-and-fifteenth', 'apollo-proxy-bnmbnmai', ['list_countries'], 'annotations')).toHaveLength(1);
  });
});

describe('the thirty-fifth pass, on every labelled corpus up to the hundred-and-twentieth and the hundred-and-twenty-fourth', () => {
  it('takes a probe of a connection\'s or a login\'s status, today\'s date, a fresh UUID or one explanation as saying enough, and still calls a bare status of something else too short', () => {
    expect(findings('mcp-corpus-hundred-and-seventeenth', 'whatsapp-kapilthakare', ['get_connection_status', 'get_telegram_status'], 'description-length')).toEqual([]);
    expect(findings('mcp-corpus-forty-eighth', 'ms-365', ['verify-login'], 'description-length')).toEqual([]);
    expect(findings('mcp-corpus-hundred-and-nineteenth', 'kiro-stdio-bianbianzhu', ['explain_kiro'], 'description-length')).toEqual([]);
    expect(findings('mcp-corpus-hundred-and-thirteenth', 'helper-tools-missionsquad', ['generateUUID'], 'description-length')).toEqual([]);
    expect(findings('mcp-corpus-sixty-fifth', 'cli-to-mcp', ['cli_status'], 'description-length')).toHaveLength(1);
  });

  it('reads "a tool for waiting" as the action wait, and still reports a tool "for everything"', () => {
    expect(findings('mcp-corpus-hundred-and-nineteenth', 'agent8-planetarium', ['asset_wait'], 'description-action-first')).toEqual([]);
    const vague = findingsAfterEdit('mcp-corpus-hundred-and-nineteenth', 'agent8-planetarium', ['asset_wait'], 'description-action-first', (tools) => {
      tools[0]!.description = (tools[0]!.description ?? '').replace('for waiting a specified amount of time', 'for everything');
    });
    expect(vague).toHaveLength(1);
  });

  it('takes a switch that has a read make files (generateTests, writeEvidence) as a change, and still asks a read whose switches only trim what comes back for readOnlyHint', () => {
    expect(findings('mcp-corpus-hundred-and-nineteenth', 'typescript-tools-trkbt10', ['check_deletable'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-sixty-second', 'jsagent', ['list_scripts', 'get_script_source'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-fresh', 'playwright-executeautomation', ['playwright_get_visible_html'], 'annotations')).toHaveLength(1);
  });

  it('compares a bound stated in hours with a maximum in milliseconds once both are in milliseconds', () => {
    expect(findings('mcp-corpus-hundred-and-nineteenth', 'emceepee-eastlondoner', ['set_timer'], 'schema-contradiction')).toEqual([]);
    const shorter = findingsAfterEdit('mcp-corpus-hundred-and-nineteenth', 'emceepee-eastlondoner', ['set_timer'], 'schema-contradiction', (tools) => {
      const duration = (tools[0]!.inputSchema.properties as Record<string, { description: string }>).duration_ms!;
      duration.description = duration.description.replace('max 24 hours', 'max 12 hours');
    });
    expect(shorter.map((finding) => finding.message)).toContainEqual(expect.stringContaining('at most 43200000'));
  });
});

describe('the thirty-sixth pass, on every labelled corpus up to the hundred-and-twenty-sixth', () => {
  it('reads what an endpoint can or will do, and "allows parsing", as the action, and still reports a rule shouted before it', () => {
    const dataForSeo = ['on_page_content_parsing', 'dataforseo_labs_google_top_searches', 'dataforseo_labs_google_keywords_for_site', 'dataforseo_labs_available_filters'];
    expect(findings('mcp-corpus-hundred-and-twenty-third', 'dataforseo-nashtu3000', dataForSeo, 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-unseen', 'circleci', ['download_usage_api_data'], 'description-action-first')).toHaveLength(1);
  });

  it('takes a written-out default ("24h") as showing the form of a time, and still asks the same time without one', () => {
    expect(findings('mcp-corpus-hundred-and-twenty-third', 'analytics-netadx', ['create_dashboard'], 'parameter-description')).toEqual([]);
    const bare = findingsAfterEdit('mcp-corpus-hundred-and-twenty-third', 'analytics-netadx', ['create_dashboard'], 'parameter-description', (tools) => {
      delete (tools[0]!.inputSchema.properties as Record<string, { items: { properties: Record<string, { default?: unknown }> } }>).widgets!.items.properties.timeRange!.default;
    });
    expect(bare.map((finding) => finding.message)).toContainEqual(expect.stringContaining('timeRange of create_dashboard'));
  });
});

describe('the thirty-seventh pass, on every labelled corpus up to the hundred-and-twenty-eighth', () => {
  it('takes a path "to save" the output as a tool that writes, and still asks a read whose path is only where to read', () => {
    expect(findings('mcp-corpus-hundred-and-twenty-seventh', 'local-api-adspower', ['screenshot'], 'annotations')).toEqual([]);
    const readOnly = findingsAfterEdit('mcp-corpus-hundred-and-twenty-seventh', 'local-api-adspower', ['screenshot'], 'annotations', (tools) => {
      delete (tools[0]!.inputSchema.properties as Record<string, unknown>).savePath;
    });
    expect(readOnly.map((finding) => finding.message)).toEqual([expect.stringContaining('screenshot only reads')]);
  });

  it('takes a weight beside its own unit field as a measure, and still asks its scale once the unit is gone', () => {
    expect(findings('mcp-corpus-hundred-and-twenty-eighth', 'bolt-checkout-boltapp', ['orders-create-order-token', 'orders-track-order'], 'parameter-description').filter((finding) => /weight/.test(finding.field))).toEqual([]);
    const unitless = findingsAfterEdit('mcp-corpus-hundred-and-twenty-eighth', 'bolt-checkout-boltapp', ['orders-track-order'], 'parameter-description', (tools) => {
      const item = (tools[0]!.inputSchema.properties as Record<string, { properties: { items: { items: { properties: { weight: { properties: Record<string, unknown> } } } } } }>).request!.properties.items.items.properties.weight;
      delete item.properties.unit;
    });
    expect(unitless.map((finding) => finding.message)).toContainEqual(expect.stringContaining('weight of orders-track-order has no description and it has no range'));
  });
});

describe('the thirty-eighth pass, on every labelled corpus up to the hundred-and-thirty-seventh', () => {
  it('takes a lone after beside a page size as a cursor, and still asks the format of a before that ends a range with since', () => {
    const okx = findings('mcp-corpus-hundred-and-thirty-third', 'okx-dex-memetus', ['MARKET_PRICE_GET_TRADES'], 'parameter-description');
    expect(okx.map((finding) => finding.field)).toEqual(['tools[0].inputSchema.properties.limit.description']);
    expect(findings('mcp-corpus-twelfth', 'email', ['list_emails'], 'parameter-description').map((finding) => finding.message)).toContainEqual(
      expect.stringContaining('The parameter before of list_emails has no description and it is a date or a time with no format'),
    );
  });

  it('takes a sortOrder as a direction, and still asks the syntax of a bare order', () => {
    const asked = (found: { message: string }[]) => found.map((finding) => /^The parameter (\S+) of/.exec(finding.message)?.[1]);
    expect(asked(findings('mcp-corpus-hundred-and-thirty-fourth', 'elastic-security-app', ['find-rules'], 'parameter-description'))).toEqual(['filter', 'perPage']);
    const renamed = findingsAfterEdit('mcp-corpus-hundred-and-thirty-fourth', 'elastic-security-app', ['find-rules'], 'parameter-description', (tools) => {
      const properties = tools[0]!.inputSchema.properties as Record<string, unknown>;
      properties.order = properties.sortOrder;
      delete properties.sortOrder;
    });
    expect(asked(renamed)).toEqual(['filter', 'perPage', 'order']);
  });

  it('takes a time whose enclosing part gives its unit ("spans [{start,end}] in seconds") as answered, and still asks one whose part says nothing of it', () => {
    expect(findings('mcp-corpus-hundred-and-thirty-fourth', 'audio-file-counterpoint', ['display_audio_file'], 'parameter-description')).toEqual([]);
    const unitless = findingsAfterEdit('mcp-corpus-hundred-and-thirty-fourth', 'audio-file-counterpoint', ['display_audio_file'], 'parameter-description', (tools) => {
      const annotations = (tools[0]!.inputSchema.properties as Record<string, { description: string }>).annotations!;
      annotations.description = 'Optional annotation lanes drawn between the waveform and spectrogram.';
    });
    expect(unitless.map((finding) => finding.message)).toEqual([
      expect.stringContaining('The parameter start of display_audio_file'),
      expect.stringContaining('The parameter end of display_audio_file'),
      expect.stringContaining('The parameter time of display_audio_file'),
    ]);
  });
});

describe('the thirty-ninth pass, on every labelled corpus up to the hundred-and-forty-first', () => {
  it('reads an "Issue index number" as the issue\'s own number, and still asks the base of a bare index', () => {
    const forgejo = ['get_issue_by_index', 'get_pull_review', 'list_issue_comments'];
    expect(findings('mcp-corpus-hundred-and-thirty-eighth', 'forgejo-hithereiamaliff', forgejo, 'index-base')).toEqual([]);
    const positional = findingsAfterEdit('mcp-corpus-hundred-and-thirty-eighth', 'forgejo-hithereiamaliff', ['get_issue_by_index'], 'index-base', (tools) => {
      (tools[0]!.inputSchema.properties as Record<string, { description: string }>).index!.description = 'Index of the issue in the list';
    });
    expect(positional.map((finding) => finding.message)).toEqual(['index of get_issue_by_index is a position, but nothing says whether counting starts at 0 or at 1.']);
  });

  it('takes Jira\'s startAt beside maxResults as where a page begins, and still asks the unit of a startAt that opens a range with an endAt', () => {
    const waystar = ['jira_get_projects', 'jira_get_boards', 'jira_get_sprints', 'jira_get_worklogs'];
    expect(findings('mcp-corpus-hundred-and-fortieth', 'jira-waystar', waystar, 'parameter-description').filter((finding) => finding.field.includes('startAt'))).toEqual([]);
    const ranged = findingsAfterEdit('mcp-corpus-hundred-and-fortieth', 'jira-waystar', ['jira_get_projects'], 'parameter-description', (tools) => {
      (tools[0]!.inputSchema.properties as Record<string, unknown>).endAt = { type: 'number' };
    });
    expect(ranged.map((finding) => finding.message)).toContainEqual(expect.stringContaining('The parameter startAt of jira_get_projects has no description and it is a time'));
  });

  it('takes an endsAt whose startsAt is described as sharing its format, and still asks it once startsAt says nothing', () => {
    const discounts = ['create_code_discount_bxgy', 'create_code_discount_free_shipping'];
    expect(findings('mcp-corpus-hundred-and-forty-first', 'kockatoos-shopify', discounts, 'parameter-description').filter((finding) => finding.field.includes('endsAt'))).toEqual([]);
    const bare = findingsAfterEdit('mcp-corpus-hundred-and-forty-first', 'kockatoos-shopify', ['create_code_discount_bxgy'], 'parameter-description', (tools) => {
      delete (tools[0]!.inputSchema.properties as Record<string, { description?: string }>).startsAt!.description;
    });
    expect(bare.map((finding) => finding.message)).toContainEqual(expect.stringContaining('The parameter endsAt of create_code_discount_bxgy has no description'));
  });

  it('reads "by setting archived=true" as how the tool works and a key its parameter\'s example shows as that parameter\'s, and still reports "set full=true"', () => {
    expect(findings('mcp-corpus-hundred-and-thirty-ninth', 'notion-busybee3333', ['archive_block', 'restore_page_from_trash', 'restore_database'], 'drift')).toEqual([]);
    expect(findings('mcp-corpus-hundred-and-thirty-ninth', 'notion-db-trisetiohidayat', ['notion_source_add_property', 'notion_db_add_property'], 'drift')).toEqual([]);
    expect(findings('mcp-corpus-twenty-seventh', 'dataiku', ['code_env'], 'drift').map((finding) => finding.message)).toEqual([expect.stringContaining('names a parameter full')]);
  });
});

describe('the fortieth pass, on every labelled corpus up to the hundred-and-forty-ninth', () => {
  it('takes an EndLine beside a StartLine of minimum 1 as counting from 1, and still asks it once the start says nothing', () => {
    expect(findings('mcp-corpus-hundred-and-forty-sixth', 'azure-devops-microsoft', ['repo_pull_request_thread_write'], 'index-base')).toEqual([]);
    const bare = findingsAfterEdit('mcp-corpus-hundred-and-forty-sixth', 'azure-devops-microsoft', ['repo_pull_request_thread_write'], 'index-base', (tools) => {
      delete (tools[0]!.inputSchema.properties as Record<string, { minimum?: number }>).rightFileStartLine!.minimum;
    });
    expect(bare.map((finding) => finding.message)).toContainEqual('rightFileEndLine of repo_pull_request_thread_write is a position, but nothing says whether counting starts at 0 or at 1.');
  });

  it('takes a "reorder" action as a change, and still notes the same backlog read without it', () => {
    expect(findings('mcp-corpus-hundred-and-forty-sixth', 'azure-devops-microsoft', ['wit_backlog'], 'annotations')).toEqual([]);
    const readOnly = findingsAfterEdit('mcp-corpus-hundred-and-forty-sixth', 'azure-devops-microsoft', ['wit_backlog'], 'annotations', (tools) => {
      (tools[0]!.inputSchema.properties as Record<string, { enum: string[] }>).action!.enum = ['list', 'list_work_items'];
    });
    expect(readOnly.map((finding) => finding.message)).toEqual([expect.stringContaining('wit_backlog only reads')]);
  });
});

describe('the forty-first pass, on every labelled corpus up to the hundred-and-fifty-second', () => {
  it('reads "A simple test tool to verify…" as its purpose, and still reports a test tool that says only what it is', () => {
    expect(findings('mcp-corpus-hundred-and-thirty-eighth', 'forgejo-hithereiamaliff', ['hello'], 'description-action-first')).toEqual([]);
    const noPurpose = findingsAfterEdit('mcp-corpus-hundred-and-thirty-eighth', 'forgejo-hithereiamaliff', ['hello'], 'description-action-first', (tools) => {
      tools[0]!.description = 'A simple test tool of the MCP server, kept for debugging.';
    });
    expect(noPurpose.map((finding) => finding.tool)).toEqual(['hello']);
  });

  it('takes the time of a second point as answered by the first point\'s description, and still asks it once the two points differ in their fields', () => {
    expect(findings('mcp-corpus-hundred-and-thirty-sixth', 'tradingview-vinodsilva', ['draw_shape'], 'parameter-description')).toEqual([]);
    const unlike = findingsAfterEdit('mcp-corpus-hundred-and-thirty-sixth', 'tradingview-vinodsilva', ['draw_shape'], 'parameter-description', (tools) => {
      const point2 = (tools[0]!.inputSchema.properties as Record<string, { properties: Record<string, unknown> }>).point2!;
      point2.properties.label = { type: 'string', description: 'Text shown at the second point' };
    });
    expect(unlike.map((finding) => finding.field)).toEqual(['tools[0].inputSchema.properties.point2.properties.time.description']);
  });

  it('takes the timestamp of a sort entry as the choice of which time to sort on, and still asks the format of a list tool\'s since beside its direction', () => {
    expect(findings('mcp-corpus-hundred-and-forty-fourth', 'notion-suekou', ['notion_query_data_source'], 'parameter-description').filter((finding) => finding.field.includes('timestamp'))).toEqual([]);
    expect(findings('mcp-corpus', 'github', ['list_issues'], 'parameter-description').map((finding) => finding.field)).toContainEqual(
      'tools[0].inputSchema.properties.since.description',
    );
  });
});

describe('the forty-second pass, on every labelled corpus up to the hundred-and-fifty-fifth', () => {
  it('reads "If …, then you MUST use this tool to acknowledge…" as its action, and still reports a condition followed by no action', () => {
    expect(findings('mcp-corpus-hundred-and-fifty-third', 'ask-on-slack-rodrigolive', ['acknowledge_the_boss_on_slack'], 'description-action-first')).toEqual([]);
    const noAction = findingsAfterEdit('mcp-corpus-hundred-and-fifty-third', 'ask-on-slack-rodrigolive', ['acknowledge_the_boss_on_slack'], 'description-action-first', (tools) => {
      tools[0]!.description = 'If you called the ask_the_boss_on_slack tool and the boss replied, then the reply is already in the thread.';
    });
    expect(noAction.map((finding) => finding.message)).toEqual([expect.stringContaining('it opens with a condition')]);
  });

  it('reads the fields of a batch entry by the tool\'s own parameters of the same names, and still asks them once the entry has a field of its own', () => {
    expect(findings('mcp-corpus-hundred-and-fifty-fourth', 'obsidian-ts-duquesnay', ['obsidian_edit'], 'parameter-description')).toEqual([]);
    const ownShape = findingsAfterEdit('mcp-corpus-hundred-and-fifty-fourth', 'obsidian-ts-duquesnay', ['obsidian_edit'], 'parameter-description', (tools) => {
      const batch = (tools[0]!.inputSchema.properties as Record<string, { items: { properties: Record<string, unknown> } }>).batch!;
      batch.items.properties.position = { type: 'integer', description: 'Line the edit lands on' };
    });
    expect(ownShape.map((finding) => finding.field)).toEqual([
      'tools[0].inputSchema.properties.batch.items.properties.after.description',
      'tools[0].inputSchema.properties.batch.items.properties.before.description',
    ]);
  });

  it('takes "Defaults to 25 MiB" beside 26214400 as one amount, and still reports it beside 20 MiB', () => {
    const segment = ['app_store_connect_download_analytics_report_segment'];
    expect(findings('mcp-corpus-hundred-and-fifty-fifth', 'appstore-connect-mgcrea', segment, 'schema-contradiction')).toEqual([]);
    const smaller = findingsAfterEdit('mcp-corpus-hundred-and-fifty-fifth', 'appstore-connect-mgcrea', segment, 'schema-contradiction', (tools) => {
      (tools[0]!.inputSchema.properties as Record<string, { default: number }>).maxBytes!.default = 20 * 1024 * 1024;
    });
    expect(smaller.map((finding) => finding.message)).toEqual([expect.stringContaining('the description says the default is 25, but the schema default is 20971520')]);
  });

  it('reads "(optional, default 0)" on an indented line of a CSV column list as the column\'s, and still reports it on the first line', () => {
    expect(findings('mcp-corpus-hundred-and-fifty-fifth', 'brick-dend', ['brick_place'], 'required-optional')).toEqual([]);
    const ofTheWhole = findingsAfterEdit('mcp-corpus-hundred-and-fifty-fifth', 'brick-dend', ['brick_place'], 'required-optional', (tools) => {
      const bricks = (tools[0]!.inputSchema.properties as Record<string, { description: string }>).bricks!;
      bricks.description = `CSV, one brick per line (optional, default empty).\n${bricks.description}`;
    });
    expect(ofTheWhole.map((finding) => finding.tool)).toEqual(['brick_place']);
  });

  it('takes "join" and "leave" values of an action as changes, and still notes the same group read without them', () => {
    expect(findings('mcp-corpus-hundred-and-fifty-third', 'slack-davidianstyle', ['slack_usergroups_me'], 'annotations')).toEqual([]);
    const listOnly = findingsAfterEdit('mcp-corpus-hundred-and-fifty-third', 'slack-davidianstyle', ['slack_usergroups_me'], 'annotations', (tools) => {
      (tools[0]!.inputSchema.properties as Record<string, { enum: string[] }>).action!.enum = ['list'];
    });
    expect(listOnly.map((finding) => finding.message)).toEqual([expect.stringContaining('slack_usergroups_me only reads')]);
  });
});

describe('the forty-third pass, on every labelled corpus up to the hundred-and-sixty-second', () => {
  it('takes a start beside its increment as the first number of a sequence, and still asks its unit once the increment is gone', () => {
    expect(findings('mcp-corpus-hundred-and-sixty-second', 'selfhosted-supabase-sitech', ['create_sequence'], 'parameter-description')).toEqual([]);
    const noIncrement = findingsAfterEdit('mcp-corpus-hundred-and-sixty-second', 'selfhosted-supabase-sitech', ['create_sequence'], 'parameter-description', (tools) => {
      delete (tools[0]!.inputSchema.properties as Record<string, unknown>).increment;
    });
    expect(noIncrement.map((finding) => finding.field)).toEqual(['tools[0].inputSchema.properties.start.description']);
  });

  it('takes an explain that "will modify data for write operations" as more than a read, and still notes it once the warning is gone', () => {
    expect(findings('mcp-corpus-hundred-and-sixty-second', 'selfhosted-supabase-sitech', ['explain_query'], 'annotations')).toEqual([]);
    const plain = findingsAfterEdit('mcp-corpus-hundred-and-sixty-second', 'selfhosted-supabase-sitech', ['explain_query'], 'annotations', (tools) => {
      tools[0]!.description = 'Gets the execution plan for a SQL query.';
      // Without the switch that runs the query, too: an analyze switch alone makes an explain more than a read.
      delete (tools[0]!.inputSchema.properties as Record<string, unknown>).analyze;
    });
    expect(plain.map((finding) => finding.message)).toEqual([expect.stringContaining('explain_query only reads')]);
  });
});

describe('the forty-fourth pass, on every labelled corpus up to the hundred-and-sixty-fifth', () => {
  it('reads "derived from this prompt if not provided" as said of the values taken from the prompt, and still reports "if not provided" said of the prompt', () => {
    expect(findings('mcp-corpus-hundred-and-sixty-fifth', 'shopify-miller-joe', ['generate_and_create_product'], 'required-optional')).toEqual([]);
    const ofItself = findingsAfterEdit('mcp-corpus-hundred-and-sixty-fifth', 'shopify-miller-joe', ['generate_and_create_product'], 'required-optional', (tools) => {
      (tools[0]!.inputSchema.properties as Record<string, { description: string }>).prompt!.description = 'Image prompt describing the product to generate. A random product is drawn if not provided.';
    });
    expect(ofItself.map((finding) => finding.message)).toEqual([expect.stringContaining('its description says "if not provided"')]);
  });

  it('takes a narrower sibling whose parameters speak of what its name adds as told apart, and still reports the pair once they do not', () => {
    const pair = ['get-orders', 'get-draft-orders'];
    expect(findings('mcp-corpus-hundred-and-sixty-fifth', 'shopify-tzenderman', pair, 'ambiguous-siblings')).toEqual([]);
    const silent = findingsAfterEdit('mcp-corpus-hundred-and-sixty-fifth', 'shopify-tzenderman', pair, 'ambiguous-siblings', (tools) => {
      const draft = tools[1]!.inputSchema.properties as Record<string, { description?: string }>;
      draft.query!.description = 'Search query to filter orders';
      draft.limit!.description = 'Number of orders to retrieve (default: 10)';
    });
    expect(silent.map((finding) => finding.tool)).toEqual(['get-orders', 'get-draft-orders']);
  });
});

describe('the forty-fifth pass, on every labelled corpus up to the hundred-and-sixty-eighth', () => {
  const corpus = 'mcp-corpus-hundred-and-sixty-seventh';

  it('takes a required confirmed: false switch as a gate the author wants, and still reports another required switch with a default', () => {
    expect(findings(corpus, 'gmail-bridge-cafferychen777', ['send_email'], 'required-optional')).toEqual([]);
    const renamed = findingsAfterEdit(corpus, 'gmail-bridge-cafferychen777', ['send_email'], 'required-optional', (tools) => {
      const schema = tools[0]!.inputSchema as { properties: Record<string, unknown>; required: string[] };
      schema.properties.html = schema.properties.confirmed;
      schema.required = schema.required.map((name) => (name === 'confirmed' ? 'html' : name));
    });
    expect(renamed.map((finding) => finding.message)).toEqual([expect.stringContaining('html of send_email is required, yet its schema gives a default (false)')]);
  });

  it('reads "Remove a message from trash" on message_untrash as taking a deletion back, and still warns when the name deletes', () => {
    expect(findings(corpus, 'gmail-domdomegg', ['message_untrash'], 'annotations')).toEqual([]);
    const deletes = findingsAfterEdit(corpus, 'gmail-domdomegg', ['message_untrash'], 'annotations', (tools) => {
      tools[0]!.name = 'message_delete';
    });
    expect(deletes.map((finding) => finding.message)).toEqual([expect.stringContaining('destructiveHint: false')]);
  });

  it('takes a read whose description says it is "NOT a pure read" as more than a read, and still notes it once that is gone', () => {
    expect(findings(corpus, 'gmail-donskikhmaksim', ['gmail_get_attachment_text'], 'annotations')).toEqual([]);
    const plain = findingsAfterEdit(corpus, 'gmail-donskikhmaksim', ['gmail_get_attachment_text'], 'annotations', (tools) => {
      tools[0]!.description = 'Extract the TEXT of one or more email attachments (PDF, scan, image) using OCR.';
    });
    expect(plain.map((finding) => finding.message)).toEqual([expect.stringContaining('gmail_get_attachment_text only reads')]);
  });

  it('reads "**PERMANENTLY DELETE** a Gmail draft" as the action stressed, and still reports a warning in capitals', () => {
    expect(findings(corpus, 'gmail-klodr', ['delete_draft'], 'description-action-first')).toEqual([]);
    const warned = findingsAfterEdit(corpus, 'gmail-klodr', ['delete_draft'], 'description-action-first', (tools) => {
      tools[0]!.description = `**IMPORTANT** ${tools[0]!.description}`;
    });
    expect(warned.map((finding) => finding.message)).toEqual([expect.stringContaining('it opens with a warning label')]);
  });

  it('takes "up to 1 MB" beside a maximum of 1048576 as one bound, and still reports it beside 2 MB', () => {
    expect(findings(corpus, 'gmail-klodr', ['read_email'], 'schema-contradiction')).toEqual([]);
    const larger = findingsAfterEdit(corpus, 'gmail-klodr', ['read_email'], 'schema-contradiction', (tools) => {
      (tools[0]!.inputSchema.properties as Record<string, { maximum: number }>).maxBodyLength!.maximum = 2 * 1024 * 1024;
    });
    expect(larger.map((finding) => finding.message)).toEqual([expect.stringContaining('the description says at most 1, but the schema has maximum 2097152')]);
  });
});

describe('the forty-sixth pass, on every labelled corpus up to the hundred-and-sixty-ninth', () => {
  const corpus = 'mcp-corpus-hundred-and-sixty-sixth';

  it('asks a bare sql nothing, whether or not the tool names its database, and still asks a terse q for its syntax', () => {
    expect(findings(corpus, 'postgres-leon-achteresch', ['execute_sql'], 'parameter-description')).toEqual([]);
    expect(findings('mcp-corpus-holdout', 'postgres', ['query'], 'parameter-description')).toEqual([]);
    expect(findings('mcp-corpus-fifty-fifth', 'mcp-bigquery-server', ['query'], 'parameter-description')).toEqual([]);
    const terse = findingsAfterEdit(corpus, 'postgres-leon-achteresch', ['execute_sql'], 'parameter-description', (tools) => {
      const properties = tools[0]!.inputSchema.properties as Record<string, unknown>;
      properties.q = properties.sql;
      delete properties.sql;
    });
    expect(terse.map((finding) => finding.field)).toEqual(['tools[0].inputSchema.properties.q.description']);
  });

  it('takes an explain with an analyze switch as more than a read, and still notes one without the switch', () => {
    expect(findings(corpus, 'postgres-leon-achteresch', ['explain_query'], 'annotations')).toEqual([]);
    const planOnly = findingsAfterEdit(corpus, 'postgres-leon-achteresch', ['explain_query'], 'annotations', (tools) => {
      delete (tools[0]!.inputSchema.properties as Record<string, unknown>).analyze;
      tools[0]!.description = 'Get the plan of a SQL query, optionally with hypothetical indexes';
    });
    expect(planOnly.map((finding) => finding.message)).toEqual([expect.stringContaining('explain_query only reads')]);
  });
});

describe('the forty-seventh pass, on every labelled corpus up to the hundred-and-seventy-third', () => {
  const redis = 'mcp-corpus-hundred-and-seventy-first';
  const spotify = 'mcp-corpus-hundred-and-seventy-third';

  it('asks no unit of a start beside its stop, a range_start beside its range_length or an insert_before, and still asks it of a start beside an end', () => {
    expect(unitAsked(findings(redis, 'easy-redis-chenkumi', ['redis_lrange', 'redis_zrange'], 'parameter-description'))).toEqual([]);
    expect(unitAsked(findings(spotify, 'spotify-ethandm', ['spotify_reorder_playlist_items'], 'parameter-description'))).toEqual([]);
    expect(unitAsked(findings('mcp-corpus-fifteenth', 'datadog-mcp-server', ['get-events'], 'parameter-description'))).toEqual(['start', 'end']);
    const toAnEnd = findingsAfterEdit(redis, 'easy-redis-chenkumi', ['redis_lrange'], 'parameter-description', (tools) => {
      const properties = tools[0]!.inputSchema.properties as Record<string, unknown>;
      properties.end = properties.stop;
      delete properties.stop;
    });
    expect(unitAsked(toAnEnd)).toEqual(['start', 'end']);
  });

  it('asks no unit of a bare age, counted in years, and still asks it of a cache\'s maxAge', () => {
    expect(unitAsked(findings(spotify, 'spotify-ethandm', ['spotify_create_person_profile', 'spotify_update_person_profile'], 'parameter-description'))).toEqual([]);
    expect(unitAsked(findings('mcp-corpus-holdout', 'firecrawl', ['firecrawl_search'], 'parameter-description'))).toContain('maxAge');
  });

  it('reads Redis\'s LPUSH and RPOP under list_lpush and list_rpop as changes, and still notes list_range as a read', () => {
    expect(findings(redis, 'redis-pickstar', ['list_lpush', 'list_rpush', 'list_lpop', 'list_rpop'], 'annotations')).toEqual([]);
    expect(findings(redis, 'redis-pickstar', ['list_range'], 'annotations').map((finding) => finding.message)).toEqual([expect.stringContaining('list_range only reads')]);
  });

  it('takes "truncated and saved to a /tmp file" as a side effect, and still notes a read whose ids are "resolved and sent"', () => {
    expect(findings('mcp-corpus-fifty-eighth', 'langfuse-observability', ['get_traces', 'get_trace_detail', 'get_observations', 'get_observation'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-thirtieth', 'sbox', ['sbox_list_sessions'], 'annotations').map((finding) => finding.message)).toEqual([expect.stringContaining('sbox_list_sessions only reads')]);
  });

  it('reads "If not provided explicitly, use…", "Use atlas-list-projects… if not provided" and "If `id` is omitted, it defaults to…" as no claim, and still reports a plain "If not provided"', () => {
    expect(findings('mcp-corpus-fifty-fifth', 'mem0', ['add-memory', 'search-memories'], 'required-optional')).toEqual([]);
    expect(findings('mcp-corpus-fifty-seventh', 'mongodb-more', ['atlas-create-cluster'], 'required-optional')).toEqual([]);
    expect(findings('mcp-corpus-fifty-seventh', 'chrome-devtools-more', ['install_pwa'], 'required-optional')).toEqual([]);
    const plain = findingsAfterEdit('mcp-corpus-fifty-fifth', 'mem0', ['add-memory'], 'required-optional', (tools) => {
      (tools[0]!.inputSchema.properties as Record<string, { description: string }>).userId!.description = "User ID for memory storage. If not provided, 'mem0-mcp-user' is used.";
    });
    expect(plain.map((finding) => finding.message)).toEqual([expect.stringContaining('userId of add-memory is required, yet its description says "If not provided"')]);
  });

  it('takes an `account` named "on other tools" that take it as theirs, and still reports it when no other tool does', () => {
    const corpus = 'mcp-corpus-hundred-and-sixty-seventh';
    expect(serverFindings(corpus, 'gmail-donskikhmaksim', 'drift').filter((finding) => finding.tool === 'list_accounts')).toEqual([]);
    // Linted without the server's other tools, nothing else takes `account`.
    expect(findings(corpus, 'gmail-donskikhmaksim', ['list_accounts'], 'drift').map((finding) => finding.message)).toEqual([expect.stringContaining('names a parameter account')]);
  });
});

describe('the forty-eighth pass, on every labelled corpus up to the hundred-and-seventy-seventh', () => {
  const trello = 'mcp-corpus-hundred-and-seventy-fifth';

  it('reads "Use when creating a new Trello board" as the action, and still reports "Use when you need board details" and "Use when auditing…"', () => {
    expect(findings(trello, 'trello-enthouan', ['board_create', 'card_labels', 'card_move', 'search_members'], 'description-action-first')).toEqual([]);
    expect(findings(trello, 'trello-enthouan', ['board_get', 'board_actions', 'card_checklists'], 'description-action-first').map((finding) => finding.tool)).toEqual(['board_get', 'board_actions', 'card_checklists']);
  });

  it('asks no unit of a recurrence\'s interval or of a duration beside its durationUnit, and still asks it of a duration alone', () => {
    expect(unitAsked(findings('mcp-corpus-hundred-and-seventy-fourth', 'calendar-rauf', ['create_event'], 'parameter-description'))).toEqual([]);
    expect(unitAsked(findings('mcp-corpus-hundred-and-seventy-sixth', 'todoist-usedrobot', ['add-tasks'], 'parameter-description'))).toEqual([]);
    const alone = findingsAfterEdit('mcp-corpus-hundred-and-seventy-sixth', 'todoist-usedrobot', ['add-tasks'], 'parameter-description', (tools) => {
      const task = (tools[0]!.inputSchema.properties as Record<string, { items: { properties: Record<string, unknown> } }>).tasks!.items.properties;
      delete task.durationUnit;
    });
    expect(unitAsked(alone)).toEqual(['duration']);
  });

  it('reads what leaving out a parameter whose text opens "REQUIRED —" would do as a warning, and still reports the same words without it', () => {
    const corpus = 'mcp-corpus-hundred-and-seventy-fourth';
    expect(findings(corpus, 'mail-calendar-mathewcsims', ['mail_create_draft'], 'required-optional')).toEqual([]);
    const unmarked = findingsAfterEdit(corpus, 'mail-calendar-mathewcsims', ['mail_create_draft'], 'required-optional', (tools) => {
      const fromAddress = (tools[0]!.inputSchema.properties as Record<string, { description: string }>).fromAddress!;
      fromAddress.description = fromAddress.description.replace(/^REQUIRED — /, '');
    });
    expect(unmarked.map((finding) => finding.message)).toEqual([expect.stringContaining('fromAddress of mail_create_draft is required, yet its description says "default to"')]);
  });
});

describe('the forty-ninth pass, on every labelled corpus up to the hundred-and-eighty-first', () => {
  const browsers = 'mcp-corpus-hundred-and-eightieth';

  it('takes a fetch that takes a method and a request body as more than a read, and still notes one that only takes a url', () => {
    expect(findings(browsers, 'browser-agent360', ['browser_fetch'], 'annotations')).toEqual([]);
    const getOnly = findingsAfterEdit(browsers, 'browser-agent360', ['browser_fetch'], 'annotations', (tools) => {
      const properties = tools[0]!.inputSchema.properties as Record<string, unknown>;
      delete properties.method;
      delete properties.body;
    });
    expect(getOnly.map((finding) => finding.message)).toEqual([expect.stringContaining('browser_fetch only reads')]);
  });

  it('takes "Check if the server is responsive" as a probe with one answer, and still reports six words that leave the answer open', () => {
    expect(findings(browsers, 'athena-browser-lespaceman', ['ping'], 'description-length')).toEqual([]);
    const open = findingsAfterEdit(browsers, 'athena-browser-lespaceman', ['ping'], 'description-length', (tools) => {
      tools[0]!.description = 'Check on the server and report.';
    });
    expect(open.map((finding) => finding.message)).toEqual([expect.stringContaining('The description of ping has 6 words')]);
  });

  it('asks no syntax of a name_filter, a textFilter or a classFilter, and still asks it of a urlFilter', () => {
    expect(syntaxAsked(findings('mcp-corpus-hundred-and-seventy-fourth', 'haunted-apple-calendar', ['list_distillers'], 'parameter-description'))).toEqual(['worldview_filter']);
    expect(syntaxAsked(findings('mcp-corpus-ninety-sixth', 'roblox-ltseverydayyou', ['get-descendants-tree', 'inspect-visible-gui'], 'parameter-description'))).toEqual([]);
    expect(syntaxAsked(findings('mcp-corpus-sixty-second', 'jsagent', ['search_in_sources'], 'parameter-description'))).toEqual(['urlFilter']);
  });
});

describe('the fiftieth pass, on every labelled corpus up to the hundred-and-eighty-fifth', () => {
  const searches = 'mcp-corpus-hundred-and-eighty-fourth';

  it('asks no syntax of a selector under a css_schema or xpath_schema constant, and still asks it when the constant names no language', () => {
    expect(syntaxAsked(findings(searches, 'search-rhinos0608', ['web_read'], 'parameter-description'))).toEqual([]);
    const unnamed = findingsAfterEdit(searches, 'search-rhinos0608', ['web_read'], 'parameter-description', (tools) => {
      const branches = (tools[0]!.inputSchema.properties as Record<string, { anyOf: Array<{ properties: Record<string, { const?: string }> }> }>).extractionConfig!.anyOf;
      branches[0]!.properties.type!.const = 'structured_schema';
    });
    expect(syntaxAsked(unnamed)).toEqual(['baseSelector']);
  });

  it('takes a field the part above explains in brackets as described, and still asks of it when the part only lists it', () => {
    const corpus = 'mcp-corpus-hundred-and-eighty-second';
    expect(findings(corpus, 'digit-chakshugautam', ['session_checkpoint'], 'parameter-description')).toEqual([]);
    const listed = findingsAfterEdit(corpus, 'digit-chakshugautam', ['session_checkpoint'], 'parameter-description', (tools) => {
      const messages = (tools[0]!.inputSchema.properties as Record<string, { description: string }>).messages!;
      messages.description = 'Conversation turns to persist. Each has: turn, role, content.';
    });
    expect(listed.map(lastKey)).toEqual(['content']);
  });

  it('takes "Can switch environment" in a read\'s description as a change, and still notes the read without it', () => {
    const corpus = 'mcp-corpus-hundred-and-eighty-second';
    expect(findings(corpus, 'digit-chakshugautam', ['get_environment_info'], 'annotations')).toEqual([]);
    const plain = findingsAfterEdit(corpus, 'digit-chakshugautam', ['get_environment_info'], 'annotations', (tools) => {
      tools[0]!.description = (tools[0]!.description ?? '').replace(/ Can switch[^.]*\./, '');
    });
    expect(plain.map((finding) => finding.message)).toEqual([expect.stringContaining('get_environment_info only reads')]);
  });

  it('reads words that go on to the schema\'s bound, "30 days" for "30d" and the tool\'s own verb leading a list as no contradiction, and still reports each without', () => {
    expect(findings(searches, 'agent-search-lennney', ['free_search_advanced'], 'schema-contradiction')).toEqual([]);
    const narrower = findingsAfterEdit(searches, 'agent-search-lennney', ['free_search_advanced'], 'schema-contradiction', (tools) => {
      const confidence = (tools[0]!.inputSchema.properties as Record<string, { description: string }>).min_confidence!;
      confidence.description = 'Minimum source-reliability confidence (0-1).';
    });
    expect(narrower.map((finding) => finding.message)).toEqual([expect.stringContaining('the description says at most 1, but the schema has maximum 3')]);

    expect(findings(searches, 'dossier-research-fledgeling', ['research_recent'], 'schema-contradiction')).toEqual([]);
    const otherAmount = findingsAfterEdit(searches, 'dossier-research-fledgeling', ['research_recent'], 'schema-contradiction', (tools) => {
      const window = (tools[0]!.inputSchema.properties as Record<string, { description: string }>).window!;
      window.description = window.description.replace('30 days', '7 days');
    });
    expect(otherAmount.map((finding) => finding.message)).toEqual([expect.stringContaining('the description says the default is 7')]);

    const git = 'mcp-corpus-hundred-and-eighty-second';
    expect(findings(git, 'git-selfagency', ['git_stash'], 'schema-contradiction')).toEqual([]);
    const renamed = findingsAfterEdit(git, 'git-selfagency', ['git_stash'], 'schema-contradiction', (tools) => {
      tools[0]!.name = 'git_shelf';
    });
    expect(renamed.map((finding) => finding.message)).toEqual([expect.stringContaining('the tool description offers "Stash"')]);
  });
});

describe('the fifty-first pass, on every labelled corpus up to the hundred-and-eighty-ninth', () => {
  it('takes a sentence opening "Sort by …" as naming sort, and still asks when "Sort" is only a word in passing', () => {
    const corpus = 'mcp-corpus-hundred-and-eighty-sixth';
    expect(syntaxAsked(findings(corpus, 'coinmarketcap-wolfcubecho', ['discover-top'], 'parameter-description'))).toEqual([]);
    const inPassing = findingsAfterEdit(corpus, 'coinmarketcap-wolfcubecho', ['discover-top'], 'parameter-description', (tools) => {
      tools[0]!.description = (tools[0]!.description ?? '').replace('Sort by market_cap, volume_24h, or percent_change_24h.', 'Sorted results come back first.');
    });
    expect(syntaxAsked(inPassing)).toEqual(['sort']);
    expect(findings('mcp-corpus-forty-eighth', 'ms-365', ['update-excel-range'], 'parameter-description')).toEqual([]);
  });
});

describe('the fifty-second pass, on every labelled corpus up to the hundred-and-ninety-third', () => {
  it('reads no verb in a tool name written inside a sentence of another script, and still notes a read whose English sentence opens on one', () => {
    const corpus = 'mcp-corpus-hundred-and-ninetieth';
    expect(findings(corpus, 'personal-finance-gosolowei', ['record_net_worth_snapshot'], 'annotations')).toEqual([]);
    const english = findingsAfterEdit(corpus, 'personal-finance-gosolowei', ['record_net_worth_snapshot'], 'annotations', (tools) => {
      tools[0]!.description = 'List the net worth snapshots recorded so far.';
    });
    expect(english.map((finding) => finding.message)).toEqual([expect.stringContaining('record_net_worth_snapshot only reads')]);
  });

  it('asks no time unit of a startCol, and still asks it of a bare start', () => {
    const corpus = 'mcp-corpus-hundred-and-ninety-second';
    expect(unitAsked(findings(corpus, 'excel-finance-jeremycharlesgillespie', ['excel_write_worksheet'], 'parameter-description'))).toEqual([]);
    const bare = findingsAfterEdit(corpus, 'excel-finance-jeremycharlesgillespie', ['excel_write_worksheet'], 'parameter-description', (tools) => {
      const properties = tools[0]!.inputSchema.properties as Record<string, unknown>;
      properties.startTime = properties.startCol;
      delete properties.startCol;
    });
    expect(unitAsked(bare)).toEqual(['startTime']);
  });
});

describe('the fifty-third pass, on every labelled corpus up to the hundred-and-ninety-seventh', () => {
  it('asks no base of a zIndex or of a position whose words give it in seconds, and still asks it of a position they do not', () => {
    expect(findings('mcp-corpus-hundred-and-ninety-fourth', 'remotion-video-devarctik', ['add_overlay'], 'index-base')).toEqual([]);
    const corpus = 'mcp-corpus-hundred-and-ninety-fifth';
    expect(findings(corpus, 'music-pedrocid', ['execute_music_command'], 'index-base')).toEqual([]);
    const unitless = findingsAfterEdit(corpus, 'music-pedrocid', ['execute_music_command'], 'index-base', (tools) => {
      const position = (tools[0]!.inputSchema.properties as Record<string, { description: string; minimum?: number }>).position!;
      position.description = 'Position in the queue';
      delete position.minimum;
    });
    expect(unitless.map(lastKey)).toEqual(['position']);
  });

  it('takes a field the part above spells out ("stats?: {totalFiles,scannedAt}") as described, and still asks of it when the part only names it', () => {
    const corpus = 'mcp-corpus-hundred-and-ninety-seventh';
    expect(shapeAsked(findings(corpus, 'vibemap-ashmet', ['vibemap_submit_code_map'], 'parameter-description'))).toEqual([]);
    const named = findingsAfterEdit(corpus, 'vibemap-ashmet', ['vibemap_submit_code_map'], 'parameter-description', (tools) => {
      const map = (tools[0]!.inputSchema.properties as Record<string, { description: string }>).map!;
      map.description = map.description.replace('stats?: {totalFiles,scannedAt}', 'stats?');
    });
    expect(shapeAsked(named)).toEqual(['stats']);
  });
});

describe('the fifty-fourth pass, on every labelled corpus up to the two-hundred-and-first', () => {
  it('takes a minimum of 0 on an index as the base, and still asks it of an index without one and of a line with one', () => {
    const corpus = 'mcp-corpus-hundred-and-ninety-seventh';
    expect(findings(corpus, 'porymap-jcbrouwer', ['update_event', 'remove_connection'], 'index-base')).toEqual([]);
    const unbounded = findingsAfterEdit(corpus, 'porymap-jcbrouwer', ['update_event'], 'index-base', (tools) => {
      delete (tools[0]!.inputSchema.properties as Record<string, { minimum?: number }>).index!.minimum;
    });
    expect(unbounded.map(lastKey)).toEqual(['index']);
    expect(findings('mcp-corpus-thirteenth', 'azure-devops-tiberriver', ['get_pipeline_log'], 'index-base').map(lastKey)).toEqual(['startLine', 'endLine']);
  });

  it('takes a clear or acknowledge switch as a change, and still notes the read when the switch is gone or its words say it is ignored', () => {
    const corpus = 'mcp-corpus-two-hundredth';
    expect(findings(corpus, 'function-health', ['fh_notifications'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-hundred-and-ninety-first', 'iceland-news', ['cache_stats'], 'annotations')).toEqual([]);
    const switchless = findingsAfterEdit(corpus, 'function-health', ['fh_notifications'], 'annotations', (tools) => {
      delete (tools[0]!.inputSchema.properties as Record<string, unknown>).acknowledge;
      tools[0]!.description = 'Read pending change notifications from syncs.';
    });
    expect(switchless.map((finding) => finding.message)).toEqual([expect.stringContaining('fh_notifications only reads')]);
    expect(findings('mcp-corpus-sixty-second', 'codeguardian', ['get_guardian_alerts'], 'annotations').map((finding) => finding.message)).toEqual([
      expect.stringContaining('get_guardian_alerts only reads'),
    ]);
  });
});

describe('the fifty-fifth pass, on every labelled corpus up to the two-hundred-and-fifth', () => {
  it('takes "Follow a list", "Pin a list" and an un- name as changes, and still notes a read whose name holds the same list', () => {
    const corpus = 'mcp-corpus-two-hundred-and-third';
    expect(findings(corpus, 'x-twitter-sunu', ['follow_list', 'pin_list', 'unfollow_list', 'unpin_list'], 'annotations')).toEqual([]);
    const renamed = findingsAfterEdit(corpus, 'x-twitter-sunu', ['follow_list'], 'annotations', (tools) => {
      tools[0]!.name = 'get_list';
      tools[0]!.description = 'Get a list';
    });
    expect(renamed.map((finding) => finding.message)).toEqual([expect.stringContaining('get_list only reads')]);
  });

  it('takes a probe of the rate-limit status as answering with one value, and still asks more of a usage report', () => {
    expect(findings('mcp-corpus-two-hundred-and-third', 'x-twitter-sunu', ['get_api_usage'], 'description-length')).toEqual([]);
    expect(findings('mcp-corpus-sixtieth', 'open-mcp-agenta-ai', ['fetch_usage'], 'description-length').map((finding) => finding.tool)).toEqual(['fetch_usage']);
  });
});

describe('the fifty-sixth pass, on every labelled corpus up to the two-hundred-and-ninth', () => {
  it('reads past an [ALPHA, write] tag to the action after it, and still reports the tag before a sentence that is no action', () => {
    const corpus = 'mcp-corpus-two-hundred-and-seventh';
    expect(findings(corpus, 'linkedin-tools-devag7', ['send_message', 'create_post', 'connect_with_person'], 'description-action-first')).toEqual([]);
    const noAction = findingsAfterEdit(corpus, 'linkedin-tools-devag7', ['send_message'], 'description-action-first', (tools) => {
      tools[0]!.description = (tools[0]!.description ?? '').replace('Send a message.', 'These messages reach a real inbox.');
    });
    expect(noAction.map((finding) => finding.tool)).toEqual(['send_message']);
  });
});

describe('the fifty-seventh pass, on every labelled corpus up to the two-hundred-and-seventeenth', () => {
  it('takes a search "using various criteria" as saying what it matches on, and still asks a search that says nothing of it', () => {
    const corpus = 'mcp-corpus-two-hundred-and-sixteenth';
    expect(findings(corpus, 'outlook-mungoharvey', ['list-emails', 'search-emails'], 'ambiguous-siblings')).toEqual([]);
    const bare = findingsAfterEdit(corpus, 'outlook-mungoharvey', ['list-emails', 'search-emails'], 'ambiguous-siblings', (tools) => {
      tools[1]!.description = 'Search for emails';
    });
    expect(bare.map((finding) => finding.tool)).toEqual(['list-emails', 'search-emails']);
  });
});

describe('the fifty-eighth pass, on every labelled corpus up to the two-hundred-and-twenty-first', () => {
  it('reads past an HTTP method and path to the sentence after them, and still reports a sentence after them that is no action', () => {
    const corpus = 'mcp-corpus-two-hundred-and-twenty-first';
    expect(findings(corpus, 'twilio-openapi-sjgant80', ['deleteAddress', 'deleteCall'], 'description-action-first')).toEqual([]);
    const noAction = findingsAfterEdit(corpus, 'twilio-openapi-sjgant80', ['deleteCall'], 'description-action-first', (tools) => {
      tools[0]!.description = 'DELETE /2010-04-01/Accounts/{AccountSid}/Calls/{Sid}.json · If the call is still in progress, it is ended first.';
    });
    expect(noAction.map((finding) => finding.message)).toEqual([expect.stringContaining('it opens with a condition')]);
  });
});

describe('the fifty-ninth pass, on every labelled corpus up to the two-hundred-and-twenty-fifth', () => {
  it('takes the fields of a record being written as the table\'s own columns, and still asks an open fields object inside another part', () => {
    expect(shapeAsked(findings('mcp-corpus-two-hundred-and-eighth', 'airtable-rashidazarang', ['create', 'batch_update_records'], 'parameter-description'))).toEqual([]);
    expect(shapeAsked(findings('mcp-corpus-two-hundred-and-twenty-fifth', 'firebase-app-tomcat65', ['firestore_add_document'], 'parameter-description'))).toEqual([]);
    expect(shapeAsked(findings('mcp-corpus-hundred-and-fortieth', 'jira-waystar', ['jira_update_issue'], 'parameter-description'))).toEqual(['fields']);
    // The same open data on a tool that writes no record (an invitation's metadata) is still asked.
    expect(shapeAsked(findings('mcp-corpus-hundred-and-sixty-second', 'selfhosted-supabase-sitech', ['invite_user'], 'parameter-description'))).toEqual(['data']);
  });
});

describe('the sixtieth pass, on every labelled corpus up to the two-hundred-and-twenty-ninth', () => {
  it('takes "Use 0 to insert at the beginning" on a range\'s start as the base of its end too, and still asks the end when the start says nothing of 0', () => {
    const corpus = 'mcp-corpus-two-hundred-and-twenty-eighth';
    expect(findings(corpus, 'feishu-zhaojian2626', ['delete_feishu_document_blocks'], 'index-base')).toEqual([]);
    // The start still names the tool its positions come from, which settles the start alone.
    const startSilent = findingsAfterEdit(corpus, 'feishu-zhaojian2626', ['delete_feishu_document_blocks', 'get_feishu_document_blocks'], 'index-base', (tools) => {
      const start = (tools[0]!.inputSchema.properties as Record<string, { description: string }>).startIndex!;
      start.description = start.description.replace('Use 0 to insert at the beginning.', '');
    });
    expect(startSilent.map(lastKey)).toEqual(['endIndex']);
  });
});

describe('the sixty-first pass, on every labelled corpus up to the two-hundred-and-thirty-third but the two-hundred-and-thirtieth and thirty-first', () => {
  it('reads "Connect to Neo4j…" beside a tool named Connect as the verb, and still reports "Connect is the tool…"', () => {
    const corpus = 'mcp-corpus-two-hundred-and-thirty-second';
    expect(findings(corpus, 'neo4j-ezedinff', ['Connect', 'ConnectWithEnv'], 'description-action-first')).toEqual([]);
    const naming = findingsAfterEdit(corpus, 'neo4j-ezedinff', ['Connect', 'ConnectWithEnv'], 'description-action-first', (tools) => {
      tools[1]!.description = 'Connect is the tool for explicit credentials; this one reads them from the environment.';
    });
    expect(naming.map((finding) => finding.message)).toEqual([expect.stringContaining('the name of another tool (Connect)')]);
  });
});

describe('the sixty-second pass, on every labelled corpus up to the two-hundred-and-thirty-third', () => {
  it('takes a ping whose message is echoed back as saying what comes back, and still asks a ping of a host what it reports', () => {
    expect(findings('mcp-corpus-two-hundred-and-thirtieth', 'ask-codex-lykhoyda', ['ping'], 'description-length')).toEqual([]);
    expect(findings('mcp-corpus-sixty-second', 'jsagent', ['ping'], 'description-length')).toEqual([]);
    expect(findings('mcp-corpus-sixty-third', 'test-mcp-server', ['ping'], 'description-length').map((finding) => finding.tool)).toEqual(['ping']);
    const silentMessage = findingsAfterEdit('mcp-corpus-two-hundred-and-thirtieth', 'ask-codex-lykhoyda', ['ping'], 'description-length', (tools) => {
      (tools[0]!.inputSchema.properties as Record<string, { description: string }>).message!.description = 'A message to send';
    });
    expect(silentMessage.map((finding) => finding.tool)).toEqual(['ping']);
  });
});

describe('the sixty-third pass, on every labelled corpus up to the two-hundred-and-forty-first', () => {
  it('takes a name that opens with mark (mark_read) as a change, and still notes a read whose words only mention marks', () => {
    expect(findings('mcp-corpus-two-hundred-and-thirty-ninth', 'rss-0xquinto', ['mark_read'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-sixty-eighth', 'c64-reverse-engineering', ['inspect_g64_syncs'], 'annotations').map((finding) => finding.tool)).toEqual(['inspect_g64_syncs']);
  });
});

describe('the sixty-fourth pass, on every labelled corpus up to the two-hundred-and-forty-fifth', () => {
  it('takes a probe that names its answer (yes or no, the values a status takes, the server clock) as enough, and still asks one with an input to explain', () => {
    expect(findings('mcp-corpus-two-hundred-and-forty-second', 'binance-futures-todmy', ['get_configuration_status'], 'description-length')).toEqual([]);
    expect(findings('mcp-corpus-two-hundred-and-forty-second', 'binance-tools-enescanguven', ['get_account_status'], 'description-length')).toEqual([]);
    expect(findings('mcp-corpus-hundred-and-seventy-first', 'easy-redis-chenkumi', ['redis_time'], 'description-length')).toEqual([]);
    expect(findings('mcp-corpus-thirty-first', 'agent-browser', ['browser_is_visible'], 'description-length').map((finding) => finding.tool)).toEqual(['browser_is_visible']);
    expect(findings('mcp-corpus-two-hundred-and-thirty-sixth', 'jenkins-raviraj-ntp', ['get_status'], 'description-length').map((finding) => finding.tool)).toEqual(['get_status']);
    const withInput = findingsAfterEdit('mcp-corpus-two-hundred-and-forty-second', 'binance-futures-todmy', ['get_configuration_status'], 'description-length', (tools) => {
      tools[0]!.inputSchema = { type: 'object', properties: { profile: { type: 'string' } }, required: ['profile'] };
    });
    expect(withInput.map((finding) => finding.tool)).toEqual(['get_configuration_status']);
  });
});

describe('the sixty-fifth pass, on every labelled corpus up to the two-hundred-and-fifty-third', () => {
  it('takes a probe of one figure (a price, a balance, a block height, the network id) with only a network to pick as enough, and still asks one given an address', () => {
    expect(findings('mcp-corpus-two-hundred-and-forty-seventh', 'solana-visioneth', ['get_slot', 'get_block_height'], 'description-length')).toEqual([]);
    expect(findings('mcp-corpus-two-hundred-and-forty-ninth', 'evm-rpc-jamesanz', ['net_version'], 'description-length')).toEqual([]);
    expect(findings('mcp-corpus-two-hundred-and-forty-ninth', 'evm-signer-aiagentsofprofits', ['check-balance'], 'description-length').map((finding) => finding.tool)).toEqual(['check-balance']);
    expect(findings('mcp-corpus-thirty-fourth', 'bnb-chain', ['gnfd_get_account_balance'], 'description-length').map((finding) => finding.tool)).toEqual(['gnfd_get_account_balance']);
  });

  it('takes "or open store page" beside store_page as naming the value, and still reports "stop-all" beside stop_all', () => {
    expect(findings('mcp-corpus-two-hundred-and-fifty-first', 'steam-praeses0', ['game_control'], 'schema-contradiction')).toEqual([]);
    expect(findings('mcp-corpus-two-hundred-and-forty-fourth', 'homeassistant-jango-blockchained', ['animation_control_activate'], 'schema-contradiction').map((finding) => finding.message)).toEqual([expect.stringContaining('offers "stop-all"')]);
  });
});

describe('the sixty-sixth pass, on every labelled corpus up to the two-hundred-and-sixty-first', () => {
  it('takes "log-based" in the description of get-logs-metrics as saying what its name adds, and still asks when the description never says it', () => {
    expect(findings('mcp-corpus-two-hundred-and-fifty-fourth', 'datadog-dreamiurg', ['get-metrics', 'get-logs-metrics'], 'ambiguous-siblings')).toEqual([]);
    const unsaid = findingsAfterEdit('mcp-corpus-two-hundred-and-fifty-fourth', 'datadog-dreamiurg', ['get-metrics', 'get-logs-metrics'], 'ambiguous-siblings', (tools) => {
      tools[1]!.description = 'Get all metric configurations';
    });
    expect(unsaid.map((finding) => finding.tool)).toEqual(['get-metrics', 'get-logs-metrics']);
  });
});

describe('the sixty-seventh pass, on every labelled corpus up to the two-hundred-and-sixty-fifth', () => {
  it('takes "I am a member of" as saying what my adds, and "not done" as saying what pending adds, and still asks a pair whose words say neither', () => {
    expect(findings('mcp-corpus-two-hundred-and-sixty-fourth', 'mattermost-runotwo', ['list_channels', 'list_my_channels'], 'ambiguous-siblings')).toEqual([]);
    expect(findings('mcp-corpus-hundred-and-fortieth', 'jira-squispeb', ['get_assigned_issues', 'get_pending_assigned_issues'], 'ambiguous-siblings')).toEqual([]);
    const unsaidMine = findingsAfterEdit('mcp-corpus-two-hundred-and-sixty-fourth', 'mattermost-runotwo', ['list_channels', 'list_my_channels'], 'ambiguous-siblings', (tools) => {
      tools[1]!.description = 'List channels';
    });
    expect(unsaidMine.map((finding) => finding.tool)).toEqual(['list_channels', 'list_my_channels']);
    const unsaidPending = findingsAfterEdit('mcp-corpus-hundred-and-fortieth', 'jira-squispeb', ['get_assigned_issues', 'get_pending_assigned_issues'], 'ambiguous-siblings', (tools) => {
      tools[1]!.description = 'Get issues assigned to the current user';
    });
    expect(unsaidPending.map((finding) => finding.tool)).toEqual(['get_assigned_issues', 'get_pending_assigned_issues']);
  });

  it('takes a tool named for the app window (gui_show_answer) as acting on it, and still notes the same server\'s reads', () => {
    expect(findings('mcp-corpus-two-hundred-and-thirty-third', 'anki-arielbk', ['gui_browse', 'gui_check_database', 'gui_show_answer', 'gui_show_question'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-two-hundred-and-thirty-third', 'anki-arielbk', ['find_cards', 'check_cards_due'], 'annotations').map((finding) => finding.tool)).toEqual(['find_cards', 'check_cards_due']);
  });
});

describe('the sixty-eighth pass, on every labelled corpus up to the two-hundred-and-sixty-sixth', () => {
  it('takes "(Developer)" before a sentence as a category tag and judges the sentence, and still reports a note in brackets that is a sentence', () => {
    expect(findings('mcp-corpus-two-hundred-and-sixty-sixth', 'sui-analytics-0xfreak0', ['list_dynamic_fields', 'trace_funds', 'build_timeline'], 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-sixth', 'browserstack', ['askBrowserStackAI'], 'description-action-first').map((finding) => finding.message)).toEqual([expect.stringContaining('a note in brackets')]);
    const tagThenAdvice = findingsAfterEdit('mcp-corpus-two-hundred-and-sixty-sixth', 'sui-analytics-0xfreak0', ['list_dynamic_fields'], 'description-action-first', (tools) => {
      tools[0]!.description = '(Developer) Use this when you need the fields of a Sui object.';
    });
    expect(tagThenAdvice.map((finding) => finding.message)).toEqual([expect.stringContaining('when to use the tool')]);
  });
});

describe('the sixty-ninth pass, on every labelled corpus up to the two-hundred-and-eighty-second', () => {
  it('takes a savePath that "writes the full JSON to this path" as a write, and still notes the read once the parameter is gone', () => {
    expect(findings('mcp-corpus-two-hundred-and-seventy-eighth', 'niua-godot-ohaotech', ['get_scene_tree', 'get_runtime_state'], 'annotations')).toEqual([]);
    const withoutSaving = findingsAfterEdit('mcp-corpus-two-hundred-and-seventy-eighth', 'niua-godot-ohaotech', ['get_scene_tree'], 'annotations', (tools) => {
      const properties = tools[0]!.inputSchema.properties as Record<string, unknown>;
      delete properties.savePath;
      tools[0]!.description = 'Read the current scene tree from the visible Godot editor. Defaults to maxDepth 2.';
    });
    expect(withoutSaving.map((finding) => finding.tool)).toEqual(['get_scene_tree']);
  });

  it('takes a column listed as "(1, 2, 3, etc.)" or "1, 2, 3, 4 and so on" as counting from 1, and still asks one whose list starts elsewhere ("2.1, 2, 3")', () => {
    expect(findings('mcp-corpus-two-hundred-and-seventy-third', 'vscode-goose-block', ['open_file'], 'index-base')).toEqual([]);
    const longerList = findingsAfterEdit('mcp-corpus-two-hundred-and-seventy-third', 'vscode-goose-block', ['open_file'], 'index-base', (tools) => {
      const properties = tools[0]!.inputSchema.properties as Record<string, { description: string }>;
      properties.viewColumn!.description = 'The view column to open the file in: 1, 2, 3, 4 and so on';
    });
    expect(longerList).toEqual([]);
    const startsElsewhere = findingsAfterEdit('mcp-corpus-two-hundred-and-seventy-third', 'vscode-goose-block', ['open_file'], 'index-base', (tools) => {
      const properties = tools[0]!.inputSchema.properties as Record<string, { description: string }>;
      properties.viewColumn!.description = 'The view column to open the file in (2.1, 2, 3 are examples)';
    });
    expect(startsElsewhere.map((finding) => finding.field)).toEqual([expect.stringContaining('viewColumn')]);
  });
});

describe('the seventieth pass, on every labelled corpus up to the two-hundred-and-ninety-eighth', () => {
  it('takes "Downloads image attachments to reports/discord/" as a write to a folder, and still notes the read once the sentence is gone', () => {
    expect(findings('mcp-corpus-two-hundred-and-ninety-fourth', 'sheets-iota-uz', ['discord_read_messages'], 'annotations')).toEqual([]);
    const readOnly = findingsAfterEdit('mcp-corpus-two-hundred-and-ninety-fourth', 'sheets-iota-uz', ['discord_read_messages'], 'annotations', (tools) => {
      tools[0]!.description = 'Read recent messages from a Discord channel (channel + bot configured via DISCORD_BOT_TOKEN and DISCORD_CHANNEL_ID env vars).';
    });
    expect(readOnly.map((finding) => finding.tool)).toEqual(['discord_read_messages']);
    const toAUrl = findingsAfterEdit('mcp-corpus-two-hundred-and-ninety-fourth', 'sheets-iota-uz', ['discord_read_messages'], 'annotations', (tools) => {
      tools[0]!.description = 'Read recent messages from a Discord channel. Downloads nothing; links point to https://cdn.discordapp.com.';
    });
    expect(toAUrl.map((finding) => finding.tool)).toEqual(['discord_read_messages']);
  });
});

describe('the seventy-first pass, on every labelled corpus up to the three-hundred-and-sixth', () => {
  it('takes an action that can switch, enable or disable, and "and cleanup" after the opening verb, as more than a read, and still notes the read without them', () => {
    const folder = 'mcp-corpus-three-hundredth';
    expect(findings(folder, 'cherry-chrome-fryslie', ['target'], 'annotations')).toEqual([]);
    const listOnly = findingsAfterEdit(folder, 'cherry-chrome-fryslie', ['target'], 'annotations', (tools) => {
      (tools[0]!.inputSchema.properties as Record<string, { enum?: string[] }>).action!.enum = ['list'];
    });
    expect(listOnly.map((finding) => finding.tool)).toEqual(['target']);
    expect(findings('mcp-corpus-three-hundred-and-third', 'the-android-meinzeug', ['configure_usb_debugging'], 'annotations')).toEqual([]);
    const queryOnly = findingsAfterEdit('mcp-corpus-three-hundred-and-third', 'the-android-meinzeug', ['configure_usb_debugging'], 'annotations', (tools) => {
      (tools[0]!.inputSchema.properties as Record<string, { enum?: string[] }>).action!.enum = ['query'];
    });
    expect(queryOnly.map((finding) => finding.tool)).toEqual(['configure_usb_debugging']);
    expect(findings(folder, 'claude-chrome-durapensa', ['resource_cleanup_orphaned'], 'annotations')).toEqual([]);
    const findOnly = findingsAfterEdit(folder, 'claude-chrome-durapensa', ['resource_cleanup_orphaned'], 'annotations', (tools) => {
      tools[0]!.description = 'Find orphaned resources needing recovery';
    });
    expect(findOnly.map((finding) => finding.tool)).toEqual(['resource_cleanup_orphaned']);
  });

  it('takes preview_delete marked read-only as the rehearsal it is, and still warns once the name deletes', () => {
    const folder = 'mcp-corpus-three-hundred-and-fourth';
    expect(findings(folder, 'sqlserver-eamonboyle', ['preview_delete'], 'annotations')).toEqual([]);
    const deletes = findingsAfterEdit(folder, 'sqlserver-eamonboyle', ['preview_delete'], 'annotations', (tools) => {
      tools[0]!.name = 'delete_rows';
    });
    expect(deletes.map((finding) => finding.message)).toEqual([expect.stringContaining('deletes or stops something, yet its annotations say readOnlyHint: true')]);
  });

  it('takes an index "from list" on a tool whose own action lists as copied, and still asks the base of one that does not say where it comes from', () => {
    const folder = 'mcp-corpus-three-hundredth';
    expect(findings(folder, 'cherry-chrome-fryslie', ['target'], 'index-base')).toEqual([]);
    const unsourced = findingsAfterEdit(folder, 'cherry-chrome-fryslie', ['target'], 'index-base', (tools) => {
      (tools[0]!.inputSchema.properties as Record<string, { description?: string }>).index!.description = 'Target index (for switch only)';
    });
    expect(unsourced.map(lastKey)).toEqual(['index']);
  });

  it('takes a syntax the tool names ("Evaluate JavaScript") or the list names on two tools ("CSS selector") as shown, and still asks when neither does', () => {
    const folder = 'mcp-corpus-three-hundredth';
    const server = 'chrome-mcp-mehmoodqureshi';
    expect(findings(folder, server, ['eval'], 'parameter-description')).toEqual([]);
    const noLanguage = findingsAfterEdit(folder, server, ['eval'], 'parameter-description', (tools) => {
      tools[0]!.description = 'Evaluate code in the page (disabled in safe-mode).';
    });
    expect(syntaxAsked(noLanguage)).toEqual(['expression']);
    expect(findings(folder, server, ['click', 'hover', 'extract_links', 'fill_form'], 'parameter-description')).toEqual([]);
    // One tool naming CSS is a one-off, not the list's convention.
    expect(syntaxAsked(findings(folder, server, ['click', 'extract_links', 'fill_form'], 'parameter-description'))).toEqual(['selector', 'submitSelector']);
  });
});

describe('the seventy-second pass, on every labelled corpus up to the three-hundred-and-twelfth', () => {
  it('takes "append" in a name, an opening "Adjust" and a "scroll" as changes, and still notes the read once they are gone', () => {
    expect(findings('mcp-corpus-three-hundred-and-twelfth', 'nocodb-zoyak-tech', ['import_csv_append'], 'annotations')).toEqual([]);
    const readsOnly = findingsAfterEdit('mcp-corpus-three-hundred-and-twelfth', 'nocodb-zoyak-tech', ['import_csv_append'], 'annotations', (tools) => {
      tools[0]!.name = 'read_csv_rows';
      tools[0]!.description = 'Read a local CSV file and return its rows.';
    });
    expect(readsOnly.map((finding) => finding.tool)).toEqual(['read_csv_rows']);
    const folder = 'mcp-corpus-three-hundred-and-seventh';
    expect(findings(folder, 'excalidraw-hybrid-duhman', ['view_fit_to_content', 'view_scroll_to_content'], 'annotations')).toEqual([]);
    const shown = findingsAfterEdit(folder, 'excalidraw-hybrid-duhman', ['view_fit_to_content', 'view_scroll_to_content'], 'annotations', (tools) => {
      tools[0]!.description = 'Show the scene viewport that fits visible content';
      tools[1]!.name = 'view_content_center';
      tools[1]!.description = 'Show the content center of the viewport';
    });
    expect(shown.map((finding) => finding.tool)).toEqual(['view_fit_to_content', 'view_content_center']);
  });

  it('takes a drawing element\'s open customData as the caller\'s own keys, and still asks the keys of another open object beside it', () => {
    const found = findingsAfterEdit('mcp-corpus-three-hundred-and-seventh', 'excalidraw-hybrid-duhman', ['edit_scene_content', 'elements_create_skeletons'], 'parameter-description', (tools) => {
      const update = (tools[0]!.inputSchema.properties as Record<string, { items: { properties: Record<string, unknown> } }>).update!;
      update.items.properties.style = update.items.properties.patch;
    });
    expect(shapeAsked(found)).toContain('style');
    expect(shapeAsked(found)).not.toContain('customData');
  });
});

describe('the seventy-third pass, on every labelled corpus up to the three-hundred-and-thirteenth', () => {
  it('takes "Searches … by name" and "with advanced criteria" as saying what a search matches, and still asks a search that says neither', () => {
    const sheets = 'mcp-corpus-two-hundred-and-ninety-fourth';
    expect(findings(sheets, 'gsheets-pedroibr', ['listSpreadsheets', 'searchSpreadsheets'], 'ambiguous-siblings')).toEqual([]);
    const chats = 'mcp-corpus-three-hundredth';
    expect(findings(chats, 'claude-chrome-durapensa', ['api_list_conversations', 'api_search_conversations'], 'ambiguous-siblings')).toEqual([]);
    const unsaid = findingsAfterEdit(chats, 'claude-chrome-durapensa', ['api_list_conversations', 'api_search_conversations'], 'ambiguous-siblings', (tools) => {
      tools[1]!.description = 'Search and filter Claude conversations.';
    });
    expect(unsaid.map((finding) => finding.tool)).toEqual(['api_list_conversations', 'api_search_conversations']);
  });

  it('reads `l2` in a name as the "Layer 2" its description says, and still asks the pair once the description drops it', () => {
    const folder = 'mcp-corpus-two-hundred-and-eighty-second';
    expect(findings(folder, 'ethereum-research-ethcf', ['get_fees', 'get_l2_fees'], 'ambiguous-siblings')).toEqual([]);
    const unsaid = findingsAfterEdit(folder, 'ethereum-research-ethcf', ['get_fees', 'get_l2_fees'], 'ambiguous-siblings', (tools) => {
      tools[1]!.description = 'Compare transaction fees across networks';
    });
    expect(unsaid.map((finding) => finding.tool)).toEqual(['get_fees', 'get_l2_fees']);
  });

  it('takes an open patch beside the id or the type of what it patches as that thing\'s fields, and still asks an open object of another name', () => {
    expect(shapeAsked(findings('mcp-corpus-three-hundred-and-seventh', 'excalidraw-hybrid-duhman', ['elements_update'], 'parameter-description'))).toEqual([]);
    const folder = 'mcp-corpus-two-hundred-and-eighty-fifth';
    expect(shapeAsked(findings(folder, 'memory-bank-balaji', ['batch_update_context'], 'parameter-description'))).toEqual([]);
    const renamed = findingsAfterEdit(folder, 'memory-bank-balaji', ['batch_update_context'], 'parameter-description', (tools) => {
      const entry = (tools[0]!.inputSchema.properties as Record<string, { items: { properties: Record<string, unknown> } }>).updates!.items.properties;
      entry.content = entry.patchContent;
      delete entry.patchContent;
    });
    expect(shapeAsked(renamed)).toEqual(['content']);
  });

  it('takes "document count" for the value `docs` as the value named in prose, and still reports a word that is no value', () => {
    const folder = 'mcp-corpus-two-hundred-and-sixty-second';
    expect(findings(folder, 'elasticsearch-rajwardhanshinde', ['fetch_indices'], 'schema-contradiction')).toEqual([]);
    const other = findingsAfterEdit(folder, 'elasticsearch-rajwardhanshinde', ['fetch_indices'], 'schema-contradiction', (tools) => {
      (tools[0]!.inputSchema.properties as Record<string, { description: string }>).sortBy!.description = 'Sort results by name, size, or health';
    });
    expect(other.map((finding) => finding.suggestion)).toEqual(['Write "docs" where the description says "health", or add "health" to the enum.']);
  });
});

describe('the seventy-fourth pass, on every labelled corpus up to the three-hundred-and-twenty-fourth', () => {
  it('takes "Fetch from and integrate with another repository" as the change a pull is, and still notes a fetch that only reads', () => {
    const folder = 'mcp-corpus-three-hundred-and-twenty-third';
    expect(findings(folder, 'ai-filesystem-proofmath', ['git_pull'], 'annotations')).toEqual([]);
    const fetchOnly = findingsAfterEdit(folder, 'ai-filesystem-proofmath', ['git_pull'], 'annotations', (tools) => {
      tools[0]!.name = 'git_fetch_log';
      tools[0]!.description = 'Fetch the log of another repository or a local branch';
    });
    expect(fetchOnly.map((finding) => finding.tool)).toEqual(['git_fetch_log']);
  });

  it('reads past a "**PRIMARY TOOL** -" label to the sentence, and still reports a label that warns', () => {
    const folder = 'mcp-corpus-three-hundred-and-twenty-fourth';
    expect(findings(folder, 'remote-shell-raghavharness', ['shell'], 'description-action-first')).toEqual([]);
    const warns = findingsAfterEdit(folder, 'remote-shell-raghavharness', ['shell'], 'description-action-first', (tools) => {
      tools[0]!.description = (tools[0]!.description ?? '').replace('**PRIMARY TOOL** -', '**IMPORTANT** -');
    });
    expect(warns.map((finding) => finding.tool)).toEqual(['shell']);
  });
});

describe('the seventy-fifth pass, on every labelled corpus up to the three-hundred-and-twenty-sixth', () => {
  it('asks nothing of the empty body of a call that switches a campaign on or off, and still asks the body of a report request', () => {
    const folder = 'mcp-corpus-three-hundred-and-twenty-second';
    expect(shapeAsked(findings(folder, 'ozon-performance-salacoste', ['ActivateCampaign', 'DeactivateCampaign'], 'parameter-description'))).toEqual([]);
    expect(shapeAsked(findings(folder, 'ozon-performance-salacoste', ['SearchPromoOrdersReportSubmitRequest'], 'parameter-description'))).toEqual(['body']);
    const notASwitch = findingsAfterEdit(folder, 'ozon-performance-salacoste', ['ActivateCampaign'], 'parameter-description', (tools) => {
      tools[0]!.name = 'UpdateCampaign';
    });
    expect(shapeAsked(notASwitch)).toEqual(['body']);
  });

  it('takes a column from 0 beside a section index the schema counts from 0, and still asks the column once that index says nothing', () => {
    const folder = 'mcp-corpus-two-hundred-and-sixty-seventh';
    expect(findings(folder, 'miro-wrsmith108', ['create-positioned-sticky'], 'index-base')).toEqual([]);
    const unsaid = findingsAfterEdit(folder, 'miro-wrsmith108', ['create-positioned-sticky'], 'index-base', (tools) => {
      const section = (tools[0]!.inputSchema.properties as Record<string, { maximum?: number; description: string }>).sectionIndex!;
      delete section.maximum;
      section.description = 'Section of the board';
    });
    expect(unsaid.map(lastKey)).toEqual(['col']);
  });

  it('takes putting up a desktop notification or a status-bar message as more than a read, and still notes a tool that shows existing notifications', () => {
    expect(findings('mcp-corpus-eighty-fifth', 'ableton-tayupov', ['show_message'], 'annotations')).toEqual([]);
    const folder = 'mcp-corpus-three-hundred-and-twenty-fifth';
    expect(findings(folder, 'noticode-antropov31', ['os_notify'], 'annotations')).toEqual([]);
    const lists = findingsAfterEdit(folder, 'noticode-antropov31', ['os_notify'], 'annotations', (tools) => {
      tools[0]!.description = 'Show the desktop notifications the host has received.';
    });
    expect(lists.map((finding) => finding.tool)).toEqual(['os_notify']);
  });

  it('takes turning the map back to north as no deletion, and still warns about a reset of the map itself marked not destructive', () => {
    const folder = 'mcp-corpus-three-hundred-and-eighteenth';
    expect(findings(folder, 'mapbox-runtime-gaopengbin', ['resetNorth'], 'annotations')).toEqual([]);
    const resetsTheMap = findingsAfterEdit(folder, 'mapbox-runtime-gaopengbin', ['resetNorth'], 'annotations', (tools) => {
      tools[0]!.name = 'resetMap';
      tools[0]!.description = 'Reset the map, dropping every layer and source';
    });
    expect(resetsTheMap.map((finding) => finding.message)).toEqual([expect.stringContaining('destructiveHint: false')]);
  });
});

describe('the seventy-sixth pass, on every labelled corpus up to the three-hundred-and-thirty-second', () => {
  it('takes an input the description puts in the called path as one the call needs, and still asks the pair once neither path names it', () => {
    const folder = 'mcp-corpus-two-hundred-and-eighty-fifth';
    const pair = ['listSnapshots', 'listFullSnapshots'];
    expect(findings(folder, 'qdrant-openapi-sjgant80', pair, 'ambiguous-siblings')).toEqual([]);
    const unsaid = findingsAfterEdit(folder, 'qdrant-openapi-sjgant80', pair, 'ambiguous-siblings', (tools) => {
      tools[0]!.description = 'List snapshots';
      tools[1]!.description = 'List of snapshots';
    });
    expect(unsaid.map((finding) => finding.tool).sort()).toEqual(['listFullSnapshots', 'listSnapshots']);
  });

  it('reads past "(Recommended first step)" as a kind of tool, and still reports "(CALL FIRST)" in capitals', () => {
    const folder = 'mcp-corpus-two-hundred-and-sixty-sixth';
    expect(findings(folder, 'sui-analytics-0xfreak0', ['identify_address', 'get_wallet_overview'], 'description-action-first')).toEqual([]);
    const commands = findingsAfterEdit(folder, 'sui-analytics-0xfreak0', ['identify_address'], 'description-action-first', (tools) => {
      tools[0]!.description = (tools[0]!.description ?? '').replace('(Recommended first step)', '(CALL FIRST)');
    });
    expect(commands.map((finding) => finding.tool)).toEqual(['identify_address']);
  });
});

describe('the seventy-seventh pass, on the fifty-first corpus', () => {
  it('reads "Default IssueType for unmapped types" as naming the value, and still reports a required field whose text says "Default is Bug"', () => {
    const folder = 'mcp-corpus-fifty-first';
    expect(findings(folder, 'llama', ['llama_import_csv'], 'required-optional')).toEqual([]);
    const givesOne = findingsAfterEdit(folder, 'llama', ['llama_import_csv'], 'required-optional', (tools) => {
      const mappings = (tools[0]!.inputSchema as { properties: Record<string, { properties: Record<string, { description?: string }> }> }).properties.mappings!;
      mappings.properties.defaultType!.description = 'Default is Bug, for unmapped types';
    });
    expect(givesOne.map(lastKey)).toEqual(['defaultType']);
  });
});

describe('the seventy-eighth pass, on the two-hundred-and-sixteenth and three-hundred-and-forty-second corpora', () => {
  it('takes a `reset` switch as a change of the state a read keeps, and still reports the read once the switch only refreshes', () => {
    expect(findings('mcp-corpus-two-hundred-and-sixteenth', 'outlook-graph-8c9d', ['check_new_mail'], 'annotations')).toEqual([]);
    const folder = 'mcp-corpus-three-hundred-and-forty-second';
    expect(findings(folder, 'odoo-vector-kasunj1984', ['circuit_status'], 'annotations')).toEqual([]);
    const refreshes = findingsAfterEdit(folder, 'odoo-vector-kasunj1984', ['circuit_status'], 'annotations', (tools) => {
      const properties = (tools[0]!.inputSchema as { properties: Record<string, unknown> }).properties;
      properties.refresh = { type: 'boolean', description: 'Read the breakers again instead of the cached status' };
      delete properties.reset;
    });
    expect(refreshes.map((finding) => finding.message)).toEqual([expect.stringContaining('circuit_status only reads')]);
  });
});

describe('the seventy-ninth pass, on the three-hundred-and-forty-sixth corpus', () => {
  it('takes a constant beside a time that names a unit ("seconds", "ticks") as its unit, and asks again once the constants name none', () => {
    const folder = 'mcp-corpus-three-hundred-and-forty-sixth';
    expect(unitAsked(findings(folder, 'midi-file-xiaolaa2', ['add_notes_by_index'], 'parameter-description'))).toEqual([]);
    const unnamed = findingsAfterEdit(folder, 'midi-file-xiaolaa2', ['add_notes_by_index'], 'parameter-description', (tools) => {
      const timing = (tools[0]!.inputSchema as { properties: { notes: { items: { allOf: Array<{ anyOf?: Array<{ properties: { timeType: { const: string } } }> }> } } } }).properties.notes.items.allOf[2]!.anyOf!;
      timing[0]!.properties.timeType.const = 'absolute';
      timing[1]!.properties.timeType.const = 'relative';
    });
    // durationTicks keeps its unit in its name.
    expect(unitAsked(unnamed)).toEqual(['time', 'duration']);
  });
});

describe('the eightieth pass, on the three-hundred-and-sixty-sixth corpus', () => {
  it('reads a name that opens on "has" as a yes or no, not a time, and still asks a bare registerTime for its format', () => {
    const folder = 'mcp-corpus-three-hundred-and-sixty-sixth';
    // Its registerTimeThreshold beside it is a time all the same, and stays asked.
    expect(formatAsked(findings(folder, 'trading-bybit', ['postAd'], 'parameter-description'))).toEqual(['registerTimeThreshold']);
    const bare = findingsAfterEdit(folder, 'trading-bybit', ['postAd'], 'parameter-description', (tools) => {
      const preferences = (tools[0]!.inputSchema as { properties: { tradingPreferenceSet: { properties: Record<string, unknown> } } }).properties.tradingPreferenceSet.properties;
      preferences.registerTime = preferences.hasRegisterTime;
      delete preferences.hasRegisterTime;
    });
    expect(formatAsked(bare).sort()).toEqual(['registerTime', 'registerTimeThreshold']);
  });
});

describe('the eighty-first pass, on the three-hundred-and-thirty-seventh, sixty-sixth and sixty-seventh corpora', () => {
  const driftNames = (found: Found) => found.map((finding) => finding.message.match(/names a parameter (\w+)/)?.[1]);
  type Described = { description: string }[];

  it('reads "the `fields` parameter in search/detail tools" as theirs, and still reports it when the sentence is about this tool', () => {
    const folder = 'mcp-corpus-three-hundred-and-thirty-seventh';
    // clinical_trials_detail is the tool that takes fields; without it in the list nothing says whose it is.
    const pair = ['clinical_trials_metadata', 'clinical_trials_detail'];
    expect(findings(folder, 'gov-data-cyntrica', pair, 'drift')).toEqual([]);
    const own = findingsAfterEdit(folder, 'gov-data-cyntrica', pair, 'drift', (tools) => {
      (tools as Described)[0]!.description = (tools as Described)[0]!.description.replace('in search/detail tools', 'of this tool');
    });
    expect(driftNames(own)).toEqual(['fields']);
  });

  it('reads "pass `aurora_id` to `/v5/aurora/info`" as an argument of that endpoint, and still reports a bare "pass `aurora_id`"', () => {
    const folder = 'mcp-corpus-three-hundred-and-sixty-sixth';
    expect(findings(folder, 'trading-bybit', ['recAuroraHomeAIParams'], 'drift')).toEqual([]);
    const bare = findingsAfterEdit(folder, 'trading-bybit', ['recAuroraHomeAIParams'], 'drift', (tools) => {
      (tools as Described)[0]!.description = (tools as Described)[0]!.description.replace(' to `/v5/aurora/info` to refetch\nfull details', '');
    });
    expect(driftNames(bare)).toEqual(['aurora_id']);
  });

  it('reads "Add a kind="open-question" memory" as the kind it makes, and still reports "add kind="open-question"" asked of the model', () => {
    const folder = 'mcp-corpus-three-hundred-and-sixty-seventh';
    expect(findings(folder, 'dendrite-wiki-mfillalan', ['memory_add_open_question'], 'drift')).toEqual([]);
    const asked = findingsAfterEdit(folder, 'dendrite-wiki-mfillalan', ['memory_add_open_question'], 'drift', (tools) => {
      (tools as Described)[0]!.description = (tools as Described)[0]!.description.replace('Add a kind="open-question" memory', 'Add a memory; set kind="open-question"');
    });
    expect(driftNames(asked)).toEqual(['kind']);
  });
});

describe('the eighty-second pass, on the three-hundred-and-forty-fifth and fifty-ninth corpora', () => {

  it('asks no format of a date inside objects copied from a prior call, and still asks it when nothing says where the objects come from', () => {
    const folder = 'mcp-corpus-three-hundred-and-forty-fifth';
    const tools = ['evidence.network', 'literature.screen', 'evidence.risk_of_bias'];
    expect(formatAsked(findings(folder, 'heor-agent-neptun2000', tools, 'parameter-description'))).toEqual([]);
    const unsourced = findingsAfterEdit(folder, 'heor-agent-neptun2000', tools, 'parameter-description', (edited) => {
      for (const tool of edited) {
        const part = propertiesOf(tool).results ?? propertiesOf(tool).studies!;
        part.description = 'Array of study objects';
      }
    });
    expect(formatAsked(unsourced)).toEqual(['date', 'date', 'date']);
  });

  it('asks no time unit of a leaf_start beside its leaf_count, and still asks it of a leaf_start alone', () => {
    const folder = 'mcp-corpus-three-hundred-and-fifty-ninth';
    expect(unitAsked(findings(folder, 'chess-azeajr', ['find_pruning_transpositions'], 'parameter-description'))).toEqual([]);
    const alone = findingsAfterEdit(folder, 'chess-azeajr', ['find_pruning_transpositions'], 'parameter-description', (edited) => {
      delete propertiesOf(edited[0]!).leaf_count;
    });
    expect(unitAsked(alone)).toEqual(['leaf_start']);
  });
});

describe('the eighty-third pass, on the three-hundred-and-sixty-ninth and seventy-second corpora', () => {

  it('reads "check or uncheck" and "View or change the default model" as changes, and still asks "with last price, change, and change%" for readOnlyHint', () => {
    expect(findings('mcp-corpus-three-hundred-and-sixty-ninth', 'tandoor-recipes-cliftonz', ['bulk_check_shopping_entries'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-three-hundred-and-seventy-second', 'gemini-oauth-insightflo', ['model'], 'annotations')).toEqual([]);
    const watchlist = findings('mcp-corpus-hundred-and-thirty-sixth', 'tradingview-vinodsilva', ['watchlist_get'], 'annotations');
    expect(watchlist.map((finding) => finding.message)).toEqual([expect.stringContaining('only reads')]);
    expect(findings('mcp-corpus-twenty-seventh', 'claude-historian', ['find_file_context'], 'annotations').map((finding) => finding.message)).toEqual([expect.stringContaining('only reads')]);
  });

  it('asks no format of a to_date whose from_date the tool describes as "(ISO)", and still asks it when nothing does', () => {
    const folder = 'mcp-corpus-three-hundred-and-sixty-ninth';
    expect(formatAsked(findings(folder, 'tandoor-recipes-cliftonz', ['create_meal_plan'], 'parameter-description'))).toEqual([]);
    const undescribed = findingsAfterEdit(folder, 'tandoor-recipes-cliftonz', ['create_meal_plan'], 'parameter-description', (tools) => {
      tools[0]!.description = tools[0]!.description!.replace('from_date (ISO)', 'from_date');
    });
    expect(formatAsked(undescribed)).toEqual(['to_date']);
  });

  it('asks no format of the dates inside "The verifiable credential to verify", and still asks them of a credential the model writes', () => {
    const folder = 'mcp-corpus-three-hundred-and-seventy-second';
    expect(formatAsked(findings(folder, 'hiveauth-alyssonm', ['verify_credential'], 'parameter-description'))).toEqual([]);
    const written = findingsAfterEdit(folder, 'hiveauth-alyssonm', ['verify_credential'], 'parameter-description', (tools) => {
      propertiesOf(tools[0]!).credential!.description = 'The verifiable credential';
    });
    expect(formatAsked(written).sort()).toEqual(['expirationDate', 'issuanceDate', 'validUntil']);
  });
});

describe('the eighty-fourth pass, on the three-hundred-and-sixty-fifth corpus', () => {
  it('reads "(required)" on a container whose parentId is "Alternative to container" as one of the two, and still reports it without that sibling\'s words', () => {
    const folder = 'mcp-corpus-three-hundred-and-sixty-fifth';
    expect(findings(folder, 'optimizely-cms-first3things', ['content-create'], 'schema-contradiction')).toEqual([]);
    const alone = findingsAfterEdit(folder, 'optimizely-cms-first3things', ['content-create'], 'schema-contradiction', (tools) => {
      (tools[0]!.inputSchema as { properties: Record<string, { description?: string }> }).properties.parentId!.description = 'Parent GUID';
    });
    expect(alone.map(lastKey)).toEqual(['container']);
  });
});

describe('the eighty-fifth pass, on the three-hundred-and-eighty-fourth to eighty-sixth corpora', () => {
  const scaleAsked = (found: Found) => found.filter((finding) => finding.message.includes('no range')).map(lastKey);

  it('reads "Messages are marked as delivered" as a change, and still asks a read of items "marked as related" for readOnlyHint', () => {
    expect(findings('mcp-corpus-three-hundred-and-eighty-fifth', 'agent-mailbox-lleontor705', ['msg_read_inbox'], 'annotations')).toEqual([]);
    const related = findings('mcp-corpus-two-hundred-and-forty-first', 'zotero-context-drxaibi', ['get_related_items'], 'annotations');
    expect(related.map((finding) => finding.message)).toEqual([expect.stringContaining('only reads')]);
  });

  it('reads a switch whose words open on "Create a task" as a change, and still asks the same finder without its switches', () => {
    const folder = 'mcp-corpus-three-hundred-and-eighty-fourth';
    expect(findings(folder, 'moltbook-terminalcraft', ['dispatch'], 'annotations')).toEqual([]);
    const bare = findingsAfterEdit(folder, 'moltbook-terminalcraft', ['dispatch'], 'annotations', (tools) => {
      tools[0]!.description = 'Find the best agent for a task based on capability.';
      delete propertiesOf(tools[0]!).auto_task;
      delete propertiesOf(tools[0]!).auto_notify;
    });
    expect(bare.map((finding) => finding.message)).toEqual([expect.stringContaining('only reads')]);
  });

  it('asks no date format of expiresAtSlot, a slot, and still asks it of an expiresAt', () => {
    const folder = 'mcp-corpus-three-hundred-and-eighty-sixth';
    expect(formatAsked(findings(folder, 'chainpay-stawuah', ['create_mandate'], 'parameter-description'))).toEqual([]);
    const dated = findingsAfterEdit(folder, 'chainpay-stawuah', ['create_mandate'], 'parameter-description', (tools) => {
      const properties = propertiesOf(tools[0]!);
      properties.expiresAt = properties.expiresAtSlot!;
      delete properties.expiresAtSlot;
    });
    expect(formatAsked(dated)).toEqual(['expiresAt']);
  });

  it('asks no scale of a percentage whose maximum is 100, and still asks it without the maximum, or of a bitRate capped only at MAX_SAFE_INTEGER', () => {
    const folder = 'mcp-corpus-three-hundred-and-eighty-sixth';
    expect(scaleAsked(findings(folder, 'zuckpay-zuckpay', ['createPixCharge'], 'parameter-description'))).toEqual([]);
    const uncapped = findingsAfterEdit(folder, 'zuckpay-zuckpay', ['createPixCharge'], 'parameter-description', (tools) => {
      const split = (propertiesOf(tools[0]!).splits!.items as { properties: Record<string, Record<string, unknown>> }).properties;
      delete split.percentage!.maximum;
    });
    expect(scaleAsked(uncapped)).toEqual(['percentage']);
    expect(scaleAsked(findings('mcp-corpus-two-hundred-and-sixty-first', 'adb-typed-mrnewdelhi', ['adb_screenrecord'], 'parameter-description'))).toEqual(['bitRate']);
  });
});

describe('the eighty-sixth pass, on the three-hundred-and-eighty-ninth corpus', () => {
  it('asks no fields of the data of a create or update entry in a batch of operations, and still asks them when the entries do not say they write', () => {
    const folder = 'mcp-corpus-three-hundred-and-eighty-ninth';
    expect(shapeAsked(findings(folder, 'firestore-devlimelabs', ['firestore-batch-write', 'firestore-transaction'], 'parameter-description'))).toEqual([]);
    const unsaid = findingsAfterEdit(folder, 'firestore-devlimelabs', ['firestore-transaction'], 'parameter-description', (tools) => {
      const schema = tools[0]!.inputSchema as { properties: { operations: { items: { anyOf: { properties: { type: { const: string } } }[] } } } };
      schema.properties.operations.items.anyOf.forEach((entry, index) => (entry.properties.type.const = `step${index}`));
    });
    expect(shapeAsked(unsaid)).toEqual(['data', 'data']);
  });
});

describe('the eighty-seventh pass, on the three-hundred-and-ninety-eighth corpus', () => {
  it('reads "0부터 시작" as counting from 0, and still asks a socketIndex whose words do not say it', () => {
    const folder = 'mcp-corpus-three-hundred-and-ninety-eighth';
    expect(findings(folder, 'webview-test-yyoooon', ['webview_connect'], 'index-base')).toEqual([]);
    const unsaid = findingsAfterEdit(folder, 'webview-test-yyoooon', ['webview_connect'], 'index-base', (tools) => {
      const socketIndex = propertiesOf(tools[0]!).socketIndex!;
      socketIndex.description = String(socketIndex.description).replace(/[01]\s*부터\s*시작/, '');
    });
    expect(unsaid.map(lastKey)).toEqual(['socketIndex']);
  });
});

describe('the eighty-eighth pass, on the three-hundred-and-ninety-first and ninety-third corpora', () => {
  /** The parameters drift says one tool's texts name. */
  const driftOn = (found: readonly { message: string; tool?: string }[], tool: string) =>
    found.filter((finding) => finding.tool === tool).map((finding) => finding.message.match(/names a parameter (\w+)/)?.[1]);

  it('reads "pass workspace=<uuid>" in a sentence about "The store / product / order / design tools" as theirs, and still reports it said of this tool', () => {
    const folder = 'mcp-corpus-three-hundred-and-ninety-third';
    const server = 'apparelhub-apparelhubai';
    expect(driftOn(serverFindings(folder, server, 'drift'), 'list_my_workspaces')).toEqual([]);
    const all = capturedServerTools(folder, server).map((tool) => tool.name);
    const own = findingsAfterEdit(folder, server, all, 'drift', (tools) => {
      const listing = tools.find((tool) => tool.name === 'list_my_workspaces')!;
      listing.description = listing.description!.replace('The store / product / order / design tools operate', 'This tool operates');
    });
    expect(driftOn(own, 'list_my_workspaces')).toEqual(['workspace']);
  });

  it('reads "Use isDefault=1 values" as which values of an answer to pick, and still reports "set isDefault=1"', () => {
    const folder = 'mcp-corpus-three-hundred-and-ninety-first';
    expect(findings(folder, 'vpsnet-bacarrdy', ['change_plan'], 'drift')).toEqual([]);
    const asked = findingsAfterEdit(folder, 'vpsnet-bacarrdy', ['change_plan'], 'drift', (tools) => {
      const resources = propertiesOf(tools[0]!).resources!;
      resources.description = String(resources.description).replace('Use isDefault=1 values for defaults', 'Set isDefault=1 for defaults');
    });
    expect(driftOn(asked, 'change_plan')).toEqual(['isDefault']);
  });
});

describe('the eighty-ninth pass, on the nineteenth and three-hundred-and-seventy-second corpora', () => {
  it('asks no format of the dates inside a list whose items are a "W3C Verifiable Credential", and still asks them of items described as a plain credential', () => {
    const folder = 'mcp-corpus-three-hundred-and-seventy-second';
    expect(formatAsked(findings(folder, 'hiveauth-alyssonm', ['batch_verify_credentials'], 'parameter-description'))).toEqual([]);
    const plain = findingsAfterEdit(folder, 'hiveauth-alyssonm', ['batch_verify_credentials'], 'parameter-description', (tools) => {
      (propertiesOf(tools[0]!).credentials!.items as { description: string }).description = 'A credential';
    });
    expect(formatAsked(plain).sort()).toEqual(['expirationDate', 'issuanceDate', 'validUntil']);
  });

  it('asks nothing of the members of "GeoJSON content as an object", and still asks them of "Content as an object"', () => {
    const folder = 'mcp-corpus-nineteenth';
    expect(findings(folder, 'mapbox-devkit', ['bounding_box_tool'], 'parameter-description')).toEqual([]);
    const plain = findingsAfterEdit(folder, 'mapbox-devkit', ['bounding_box_tool'], 'parameter-description', (tools) => {
      const geojson = propertiesOf(tools[0]!).geojson as { description: string; anyOf: Array<{ description: string }> };
      geojson.description = 'Content to calculate bounding box for';
      geojson.anyOf[1]!.description = 'Content as an object';
    });
    expect(plain.map(lastKey).sort()).toEqual(['coordinates', 'features', 'geometries', 'geometry', 'properties']);
  });
});

describe('the ninetieth pass, on the four-hundred-and-first corpus', () => {
  it('reads "Find a UI node … and tap its center" as a change, and still asks the same finder without the tap for readOnlyHint', () => {
    const folder = 'mcp-corpus-four-hundred-and-first';
    expect(findings(folder, 'android-dev-tanguito86', ['android_tap_ui'], 'annotations')).toEqual([]);
    const finder = findingsAfterEdit(folder, 'android-dev-tanguito86', ['android_tap_ui'], 'annotations', (tools) => {
      tools[0]!.name = 'android_find_ui';
      tools[0]!.description = 'Find a UI node by text or resource-id and return its center.';
    });
    expect(finder.map((finding) => finding.message)).toEqual([expect.stringContaining('only reads')]);
  });
});

describe('the ninety-first pass, on the four-hundred-and-thirteenth and fourteenth corpora', () => {
  it('reads "queries the server, updates local cache" as a change, and still asks the same check that only queries for readOnlyHint', () => {
    const folder = 'mcp-corpus-four-hundred-and-thirteenth';
    expect(findings(folder, 'instant-games-taptap', ['check_ads_status'], 'annotations')).toEqual([]);
    const query = findingsAfterEdit(folder, 'instant-games-taptap', ['check_ads_status'], 'annotations', (tools) => {
      tools[0]!.description = tools[0]!.description!.replace('queries the server, updates local cache, and returns', 'queries the server and returns');
    });
    expect(query.map((finding) => finding.message)).toEqual([expect.stringContaining('only reads')]);
  });

  it('asks no time unit of a paragraph\'s indent_start, a length on the page, and still asks it of a fade_start', () => {
    const folder = 'mcp-corpus-four-hundred-and-fourteenth';
    expect(unitAsked(findings(folder, 'docs-smart-onekn8', ['set_paragraph_style'], 'parameter-description'))).toEqual([]);
    const fade = findingsAfterEdit(folder, 'docs-smart-onekn8', ['set_paragraph_style'], 'parameter-description', (tools) => {
      const properties = propertiesOf(tools[0]!);
      properties.fade_start = properties.indent_start!;
      delete properties.indent_start;
    });
    expect(unitAsked(fade)).toEqual(['fade_start']);
  });
});

describe('the ninety-second pass, on the three-hundred-and-thirty-eighth and four-hundred-and-fifteenth corpora', () => {
  it('reads "When the user selects quick_wallet, run this tool first to perform the login" as the action, and still reports the same condition with no purpose after it', () => {
    const folder = 'mcp-corpus-four-hundred-and-fifteenth';
    expect(findings(folder, 'gatepay-gate', ['x402_gate_pay_auth', 'x402_quick_wallet_auth'], 'description-action-first')).toEqual([]);
    const bare = findingsAfterEdit(folder, 'gatepay-gate', ['x402_quick_wallet_auth'], 'description-action-first', (tools) => {
      tools[0]!.description = 'When the user selects sign_mode quick_wallet, run this tool first.';
    });
    expect(bare.map((finding) => finding.message)).toEqual([expect.stringContaining('it opens with a condition')]);
  });

  it('reads "Run this project\'s configured checks" as the action, and still reports "Run this first" as advice', () => {
    const folder = 'mcp-corpus-three-hundred-and-thirty-eighth';
    expect(findings(folder, 'local-coder-rmmaf', ['gate'], 'description-action-first')).toEqual([]);
    const advice = findingsAfterEdit(folder, 'local-coder-rmmaf', ['gate'], 'description-action-first', (tools) => {
      tools[0]!.description = tools[0]!.description!.replace("Run this project's configured checks", 'Run this before a commit');
    });
    expect(advice.map((finding) => finding.message)).toEqual([expect.stringContaining('advice rather than the action')]);
  });
});

describe('the ninety-third pass, on the four-hundred-and-seventeenth corpus', () => {
  it('asks no item kind of the content of a "Raw Atlassian Document Format (ADF) document", and still asks it of the same field in a plain "document"', () => {
    const folder = 'mcp-corpus-four-hundred-and-seventeenth';
    expect(itemsAsked(findings(folder, 'simple-mcp-heshansw', ['jira_create_issue'], 'parameter-description'))).toEqual([]);
    const plain = findingsAfterEdit(folder, 'simple-mcp-heshansw', ['jira_create_issue'], 'parameter-description', (tools) => {
      const document = propertiesOf(tools[0]!).descriptionAdf!;
      document.description = 'Raw document for the issue description. Use this for exact Jira rendering, including tables and task lists.';
    });
    expect(itemsAsked(plain)).toEqual(['content']);
  });
});

describe('the ninety-fourth pass, on the four-hundred-and-twentieth corpus', () => {
  it('reads the action after a tag of five words in capitals ("VISUAL DEBUGGING TOOL FOR AI/LLM: Renders…"), and still reports such a tag before advice', () => {
    const folder = 'mcp-corpus-four-hundred-and-twentieth';
    expect(findings(folder, 'after-effects-volksrat71', ['render-frame-debug', 'render-frames-sampled-debug'], 'description-action-first')).toEqual([]);
    const advice = findingsAfterEdit(folder, 'after-effects-volksrat71', ['render-frame-debug'], 'description-action-first', (tools) => {
      tools[0]!.description = tools[0]!.description!.replace('Renders a single frame', 'Only for a single frame');
    });
    expect(advice.map((finding) => finding.message)).toEqual([expect.stringContaining('"VISUAL" in capitals')]);
  });

  it('reads "THE way to get a build prompt" as the action, and still reports "THE way into the build prompts" as what kind of thing it is', () => {
    const folder = 'mcp-corpus-four-hundred-and-twentieth';
    expect(findings(folder, 'motionprompts-vanguardiaai', ['get_component_prompt'], 'description-action-first')).toEqual([]);
    const noAction = findingsAfterEdit(folder, 'motionprompts-vanguardiaai', ['get_component_prompt'], 'description-action-first', (tools) => {
      tools[0]!.description = tools[0]!.description!.replace('THE way to get a build prompt.', 'THE way into the build prompts.');
    });
    expect(noAction.map((finding) => finding.message)).toEqual([expect.stringContaining('what kind of thing the tool is')]);
  });
});

describe('the ninety-fifth pass, on the four-hundred-and-seventeenth corpus', () => {
  it('asks get_hashrate and get_max_hashrate nothing, the added word being an extreme of the same measure, and still asks get_hashrate beside a get_network_hashrate', () => {
    const folder = 'mcp-corpus-four-hundred-and-seventeenth';
    expect(findings(folder, 'kaspa-danieliyahu1', ['get_hashrate', 'get_max_hashrate'], 'ambiguous-siblings')).toEqual([]);
    const network = findingsAfterEdit(folder, 'kaspa-danieliyahu1', ['get_hashrate', 'get_max_hashrate'], 'ambiguous-siblings', (tools) => {
      tools[1]!.name = 'get_network_hashrate';
    });
    expect(network.map((finding) => finding.tool)).toEqual(['get_hashrate', 'get_network_hashrate']);
  });
});

describe('the ninety-sixth pass, on the four-hundred-and-twenty-fifth, twenty-ninth and thirtieth corpora', () => {
  it('asks no date format of an image\'s before_path or a wait\'s until_log, and still asks it of a before_date', () => {
    const vision = 'mcp-corpus-four-hundred-and-twenty-fifth';
    expect(formatAsked(findings(vision, 'atlas-vision-quangthai', ['compare_images'], 'parameter-description'))).toEqual([]);
    expect(formatAsked(findings('mcp-corpus-four-hundred-and-twenty-ninth', 'flax-engine-letoflax', ['play_run_for'], 'parameter-description'))).toEqual([]);
    const date = findingsAfterEdit(vision, 'atlas-vision-quangthai', ['compare_images'], 'parameter-description', (tools) => {
      const properties = propertiesOf(tools[0]!);
      properties.before_date = properties.before_path!;
      delete properties.before_path;
    });
    expect(formatAsked(date)).toEqual(['before_date']);
  });

  it('asks no time unit of a log\'s since_sequence or a search\'s contextBefore, and still asks it of a since_time', () => {
    expect(unitAsked(findings('mcp-corpus-four-hundred-and-twenty-ninth', 'flax-engine-letoflax', ['log_search'], 'parameter-description'))).toEqual([]);
    expect(unitAsked(findings('mcp-corpus-four-hundred-and-thirtieth', 'ios-builder-felipecarvalho', ['search_files'], 'parameter-description'))).toEqual([]);
    const time = findingsAfterEdit('mcp-corpus-four-hundred-and-twenty-ninth', 'flax-engine-letoflax', ['log_search'], 'parameter-description', (tools) => {
      const properties = propertiesOf(tools[0]!);
      properties.since_time = properties.since_sequence!;
      delete properties.since_sequence;
    });
    expect(unitAsked(time)).toEqual(['since_time']);
  });

  it('asks no fields of the parameters beside a node_type in a node of its own, and still asks them when nothing names the node\'s type', () => {
    const folder = 'mcp-corpus-four-hundred-and-thirtieth';
    expect(shapeAsked(findings(folder, 'n8n-workflow-builder-ifmelate', ['suggest_node_params', 'plan_workflow'], 'parameter-description'))).toEqual([]);
    const untyped = findingsAfterEdit(folder, 'n8n-workflow-builder-ifmelate', ['suggest_node_params'], 'parameter-description', (tools) => {
      const properties = propertiesOf(tools[0]!);
      properties.kind = properties.node_type!;
      delete properties.node_type;
    });
    expect(shapeAsked(untyped)).toEqual(['existing_parameters']);
  });

  it('reads "Default and max: 50 000" as fifty thousand, and still reports a description that says 50', () => {
    const folder = 'mcp-corpus-four-hundred-and-thirtieth';
    expect(findings(folder, 'workflow-builder-nyedekar', ['process_file'], 'schema-contradiction')).toEqual([]);
    const fifty = findingsAfterEdit(folder, 'workflow-builder-nyedekar', ['process_file'], 'schema-contradiction', (tools) => {
      const limit = propertiesOf(tools[0]!).max_result_chars!;
      limit.description = String(limit.description).replace('50 000', '50');
    });
    expect(fifty.map((finding) => finding.message)).toEqual([expect.stringContaining('at most 50, but the schema has maximum 50000')]);
  });

  it('reads fetching "into the local cache" and a reminder "transitioned to \'fired\' status" as changes, and still asks the same tools without those words for readOnlyHint', () => {
    const folder = 'mcp-corpus-four-hundred-and-twenty-fifth';
    expect(findings(folder, 'mailpouch-chandshy', ['sync_emails', 'check_reminders'], 'annotations')).toEqual([]);
    const reads = findingsAfterEdit(folder, 'mailpouch-chandshy', ['sync_emails', 'check_reminders'], 'annotations', (tools) => {
      tools[0]!.description = 'Fetch the latest emails from IMAP. Returns emails fetched; use get_emails for paginated access.';
      tools[1]!.description = 'Return every pending reminder whose deadline has passed.';
    });
    expect(reads.map((finding) => finding.tool)).toEqual(['sync_emails', 'check_reminders']);
  });

  it('reads "Search across all project files for a text pattern" as saying what the search matches, and still asks a search that does not', () => {
    const folder = 'mcp-corpus-four-hundred-and-thirtieth';
    expect(findings(folder, 'ios-builder-felipecarvalho', ['search_files', 'list_files'], 'ambiguous-siblings')).toEqual([]);
    const vague = findingsAfterEdit(folder, 'ios-builder-felipecarvalho', ['search_files', 'list_files'], 'ambiguous-siblings', (tools) => {
      tools[0]!.description = 'Search across all project files.';
    });
    expect(vague.map((finding) => finding.tool)).toEqual(['search_files', 'list_files']);
  });
});

describe('the ninety-seventh pass, on the four-hundred-and-thirty-sixth corpus', () => {
  it('takes "tasks that are past their due date" as saying what find_overdue_tasks adds, and still asks one that says only "tasks that need attention"', () => {
    const folder = 'mcp-corpus-four-hundred-and-thirty-sixth';
    expect(findings(folder, 'longterm-planner-artpar', ['find_tasks', 'find_overdue_tasks', 'find_upcoming_tasks'], 'ambiguous-siblings')).toEqual([]);
    const vague = findingsAfterEdit(folder, 'longterm-planner-artpar', ['find_tasks', 'find_overdue_tasks'], 'ambiguous-siblings', (tools) => {
      tools[1]!.description = 'Find all tasks that need attention';
    });
    expect(vague.map((finding) => finding.tool)).toEqual(['find_tasks', 'find_overdue_tasks']);
  });
});

describe('the ninety-eighth pass, on the four-hundred-and-fifteenth and twenty-eighth corpora', () => {
  it('reads "unless sendEmail is true" as the tool\'s own parameter, and still reports sendEmail where the tool takes no such parameter', () => {
    const folder = 'mcp-corpus-four-hundred-and-twenty-eighth';
    expect(findings(folder, 'gmail-manager-muammaryacoob', ['unsubscribe_email', 'send_email'], 'drift')).toEqual([]);
    const noParameter = findingsAfterEdit(folder, 'gmail-manager-muammaryacoob', ['unsubscribe_email', 'send_email'], 'drift', (tools) => {
      delete propertiesOf(tools[0]!).sendEmail;
    });
    expect(noParameter.map((finding) => finding.message)).toEqual([expect.stringContaining('names the tool "sendEmail", but the tool is called send_email')]);
  });

  it('reads the skill id "system.health" as the id the system_health tool is named after, and still reports "system-health" as a misspelt call', () => {
    const folder = 'mcp-corpus-four-hundred-and-fifteenth';
    expect(findings(folder, 'thinklocal-2000teddy', ['execute_remote_skill', 'system_health'], 'drift')).toEqual([]);
    const hyphened = findingsAfterEdit(folder, 'thinklocal-2000teddy', ['execute_remote_skill', 'system_health'], 'drift', (tools) => {
      const skill = propertiesOf(tools[0]!).skill_id!;
      skill.description = String(skill.description).replace('system.health', 'system-health');
    });
    expect(hyphened.map((finding) => finding.message)).toEqual([expect.stringContaining('names the tool "system-health", but the tool is called system_health')]);
  });
});

describe('the ninety-ninth pass, on the four-hundred-and-fourth corpus', () => {
  it('asks no fields of the response beside a function\'s name in functionResponses, and still asks them of the same object in a list of attachments', () => {
    const folder = 'mcp-corpus-four-hundred-and-fourth';
    expect(shapeAsked(findings(folder, 'openui-studio-xiaojiou176', ['openui_generate_ui'], 'parameter-description'))).toEqual([]);
    const attachments = findingsAfterEdit(folder, 'openui-studio-xiaojiou176', ['openui_generate_ui'], 'parameter-description', (tools) => {
      const properties = propertiesOf(tools[0]!);
      properties.attachments = properties.functionResponses!;
      delete properties.functionResponses;
    });
    expect(shapeAsked(attachments)).toEqual(['response']);
  });
});

describe('the hundredth pass, on the four-hundred-and-twenty-fourth corpus', () => {
  it('asks no type of a value beside a type that is the constant "json", and still asks it beside a type that names no kind', () => {
    const folder = 'mcp-corpus-four-hundred-and-twenty-fourth';
    expect(typeAsked(findings(folder, 'webstudio-densrt', ['variables', 'build'], 'parameter-description'))).toEqual([]);
    const resource = findingsAfterEdit(folder, 'webstudio-densrt', ['variables'], 'parameter-description', (tools) => {
      const branch = (propertiesOf(tools[0]!).value!.anyOf as Array<{ properties: Record<string, Record<string, unknown>> }>)[3]!;
      branch.properties.type!.const = 'resource';
    });
    expect(typeAsked(resource)).toEqual(['value']);
  });
});

describe('the hundred-and-first pass, on the four-hundred-and-eleventh and twenty-fifth corpora', () => {
  it('reads "CALL THIS FIRST - Initialize…" and "MANDATORY first step: save/read…" as the action after a label, and still reports a label followed by no action or by a condition', () => {
    expect(findings('mcp-corpus-four-hundred-and-eleventh', 'midnight-nextjs-fractionestate', ['midnight_init', 'init'], 'description-action-first')).toEqual([]);
    expect(findings('mcp-corpus-four-hundred-and-twenty-fifth', 'figma-bridge-kaiuwehella', ['figma_screenshot'], 'description-action-first')).toEqual([]);
    const noAction = findingsAfterEdit('mcp-corpus-four-hundred-and-eleventh', 'midnight-nextjs-fractionestate', ['midnight_init', 'init'], 'description-action-first', (tools) => {
      tools[0]!.description = '⚠️ CALL THIS FIRST - This tool must be called at the start of every session.';
      tools[1]!.description = 'BEFORE CALLING: count how many sessions are open.';
    });
    expect(noAction.map((finding) => finding.tool)).toEqual(['midnight_init', 'init']);
  });
});

describe('the hundred-and-second pass, on the four-hundred-and-thirty-ninth to forty-fourth corpora', () => {
  it('reads "End the current show" and a filename "to save the screenshot" as changes, and still asks the same tools for readOnlyHint without them', () => {
    expect(findings('mcp-corpus-four-hundred-and-forty-first', 'obs-showrunner-msageha', ['end_show'], 'annotations')).toEqual([]);
    expect(findings('mcp-corpus-four-hundred-and-forty-fourth', 'android-automation-growvv', ['android_get_screenshot'], 'annotations')).toEqual([]);
    const shown = findingsAfterEdit('mcp-corpus-four-hundred-and-forty-first', 'obs-showrunner-msageha', ['end_show'], 'annotations', (tools) => {
      tools[0]!.description = 'Show the current show.';
      delete propertiesOf(tools[0]!).options;
    });
    const returned = findingsAfterEdit('mcp-corpus-four-hundred-and-forty-fourth', 'android-automation-growvv', ['android_get_screenshot'], 'annotations', (tools) => {
      propertiesOf(tools[0]!).filename!.description = 'Optional label for the screenshot';
    });
    expect([...shown, ...returned].map((finding) => finding.tool)).toEqual(['end_show', 'android_get_screenshot']);
  });

  it('reads "Compute — WITHOUT WRITING — …" as a verb before an aside and a Turkish opening as not English, and still reports a vendor before the aside and an English opening on another tool\'s name', () => {
    const ehr = ['mcp-corpus-four-hundred-and-forty-third', 'ehr-copilot-belal-elsabbagh-apex', ['plan_settings_sync']] as const;
    const blog = ['mcp-corpus-four-hundred-and-thirty-ninth', 'qodi-blog-nursenakay73', ['writeBlog', 'checkBlog']] as const;
    expect(findings(ehr[0], ehr[1], [...ehr[2]], 'description-action-first')).toEqual([]);
    expect(findings(blog[0], blog[1], [...blog[2]], 'description-action-first')).toEqual([]);
    const vendor = findingsAfterEdit(ehr[0], ehr[1], [...ehr[2]], 'description-action-first', (tools) => {
      tools[0]!.description = String(tools[0]!.description).replace(/^Compute/, 'Acme');
    });
    const english = findingsAfterEdit(blog[0], blog[1], [...blog[2]], 'description-action-first', (tools) => {
      tools[1]!.description = 'writeBlog posts are scored for structure, legal notice, tone and SEO.';
    });
    expect([...vendor, ...english].map((finding) => finding.tool)).toEqual(['plan_settings_sync', 'checkBlog']);
  });

  it('asks no counting base of a clip position given as "[float]", and still asks it of one given as "[int]"', () => {
    const folder = 'mcp-corpus-four-hundred-and-forty-third';
    expect(findings(folder, 'ableton-copilot-xiaolaa2', ['set_clips_property'], 'index-base')).toEqual([]);
    const whole = findingsAfterEdit(folder, 'ableton-copilot-xiaolaa2', ['set_clips_property'], 'index-base', (tools) => {
      const clip = propertiesOf(tools[0]!).clips!.items as { properties: Record<string, { properties: Record<string, Record<string, unknown>> }> };
      const position = clip.properties.property!.properties.position!;
      position.description = String(position.description).replace('[float]', '[int]');
    });
    expect(whole.map(lastKey)).toEqual(['position']);
  });

  it('asks no date format of the before beside an after and a file in a code change, and still asks it of a before with no file beside it', () => {
    const folder = 'mcp-corpus-four-hundred-and-fortieth';
    expect(formatAsked(findings(folder, 'salesforce-log-sanket', ['sf_debug_store_solution'], 'parameter-description'))).toEqual([]);
    const noFile = findingsAfterEdit(folder, 'salesforce-log-sanket', ['sf_debug_store_solution'], 'parameter-description', (tools) => {
      const change = propertiesOf(tools[0]!).codeChanges!.items as { properties: Record<string, unknown> };
      delete change.properties.file;
    });
    expect(formatAsked(noFile)).toEqual(['before']);
  });

  it('asks a required page_size only for its maximum, and an optional one for its default too', () => {
    const folder = 'mcp-corpus-four-hundred-and-forty-third';
    const asked = (found: Found) => found.filter((finding) => lastKey(finding) === 'page_size').map((finding) => finding.message);
    expect(asked(findings(folder, 'ableton-copilot-xiaolaa2', ['get_operation_histories'], 'parameter-description'))).toEqual([expect.stringContaining('it has no maximum: the model guesses how many it may ask for')]);
    const optional = findingsAfterEdit(folder, 'ableton-copilot-xiaolaa2', ['get_operation_histories'], 'parameter-description', (tools) => {
      (tools[0]!.inputSchema as { required: string[] }).required = ['page'];
    });
    expect(asked(optional)).toEqual([expect.stringContaining('neither a default nor a maximum')]);
  });
});

describe('the hundred-and-third pass, on the four-hundred-and-eleventh corpus', () => {
  it('asks no fields of an input whose schema declares none, and still asks them of one that allows any key', () => {
    const folder = 'mcp-corpus-four-hundred-and-eleventh';
    expect(shapeAsked(findings(folder, 'midnight-nextjs-fractionestate', ['midnight-docs-status'], 'parameter-description'))).toEqual([]);
    const open = findingsAfterEdit(folder, 'midnight-nextjs-fractionestate', ['midnight-docs-status'], 'parameter-description', (tools) => {
      propertiesOf(tools[0]!).input!.additionalProperties = true;
    });
    expect(shapeAsked(open)).toEqual(['input']);
  });
});

describe('the hundred-and-fourth pass, on the four-hundred-and-forty-ninth to fifty-first corpora', () => {
  it('reads "USE THIS for batch flow/workflow activation" as the action, and still reports "USE THIS for batch flow questions"', () => {
    const folder = 'mcp-corpus-four-hundred-and-forty-ninth';
    expect(findings(folder, 'power-platform-eminbit', ['pacx_workflow_activate', 'pacx_workflow_deactivate'], 'description-action-first')).toEqual([]);
    const need = findingsAfterEdit(folder, 'power-platform-eminbit', ['pacx_workflow_activate'], 'description-action-first', (tools) => {
      tools[0]!.description = String(tools[0]!.description).replace('workflow activation.', 'workflow questions.');
    });
    expect(need.map((finding) => finding.message)).toEqual([expect.stringContaining('it opens with when to use the tool')]);
  });

  it('says a noun phrase with no verb leaves open whether the call reads, makes or changes the thing, and keeps "what kind of thing the tool is" for a phrase headed by a kind of tool', () => {
    const folder = 'mcp-corpus-four-hundred-and-fiftieth';
    const messages = (names: string[]) => findings(folder, 'yes2sdk-yes2games', names, 'description-action-first').map((finding) => finding.message);
    expect(messages(['list_sdk_modules'])).toEqual([expect.stringContaining('it opens with a thing and no verb, so the model cannot tell whether the call reads it, makes it or changes it')]);
    const tool = findingsAfterEdit(folder, 'yes2sdk-yes2games', ['list_sdk_modules'], 'description-action-first', (tools) => {
      tools[0]!.description = 'The module directory tool for every Yes2SDK API reference module.';
    });
    expect(tool.map((finding) => finding.message)).toEqual([expect.stringContaining('it opens with what kind of thing the tool is')]);
  });

  it('reads a text clear switch "Clear logs after reading", a should_click switch and a file "Save to file instead of returning" as changes, and still asks the same reads without them for readOnlyHint', () => {
    const tauri = ['mcp-corpus-four-hundred-and-fifty-first', 'tauri-davedev42', ['get_logs']] as const;
    const shell = ['mcp-corpus-four-hundred-and-fifty-first', 'tauri-symbiosislab', ['get_element_position']] as const;
    const pacx = ['mcp-corpus-four-hundred-and-forty-ninth', 'power-platform-eminbit', ['pacx_history_get']] as const;
    for (const [folder, server, names] of [tauri, shell, pacx]) expect(findings(folder, server, [...names], 'annotations')).toEqual([]);
    const reads = [
      findingsAfterEdit(tauri[0], tauri[1], [...tauri[2]], 'annotations', (tools) => {
        propertiesOf(tools[0]!).clear!.description = 'Whether the answer includes cleared entries';
      }),
      findingsAfterEdit(shell[0], shell[1], [...shell[2]], 'annotations', (tools) => {
        delete propertiesOf(tools[0]!).should_click;
        tools[0]!.description = 'Finds an HTML element in the app shell webview and returns its absolute screen coordinates.';
      }),
      findingsAfterEdit(pacx[0], pacx[1], [...pacx[2]], 'annotations', (tools) => {
        propertiesOf(tools[0]!).file!.description = 'Name of the history file to read';
      }),
    ].flat();
    expect(reads.map((finding) => finding.tool)).toEqual(['get_logs', 'get_element_position', 'pacx_history_get']);
  });
});

describe('the hundred-and-fifth pass, on the four-hundred-and-sixtieth corpus', () => {
  it('asks no fields of the connections inside a "Workflow object to lint" or "to analyze", and still asks them inside a workflow to create', () => {
    const folder = 'mcp-corpus-four-hundred-and-sixtieth';
    expect(shapeAsked(findings(folder, 'n8n-custom-duynghien', ['lint_workflow', 'suggest_workflow_improvements'], 'parameter-description'))).toEqual([]);
    const composed = findingsAfterEdit(folder, 'n8n-custom-duynghien', ['lint_workflow', 'suggest_workflow_improvements'], 'parameter-description', (tools) => {
      propertiesOf(tools[0]!).workflow!.description = 'Workflow object to create';
      propertiesOf(tools[1]!).workflow!.description = 'Workflow recommendations to analyze';
    });
    expect(shapeAsked(composed)).toEqual(['connections', 'connections']);
  });
});

describe('the hundred-and-sixth pass, on the four-hundred-and-fifty-sixth corpus', () => {
  it('reads "--verify" as a command-line flag and a single-quoted list of topics as values, and still reports a lone \'cast-send\' as a misspelt call', () => {
    const folder = 'mcp-corpus-four-hundred-and-fifty-sixth';
    const tools = ['run_script', 'get_zksync_docs', 'verify', 'cast_send', 'cast_call'];
    expect(findings(folder, 'foundry-zksync-jrigada', tools, 'drift')).toEqual([]);
    const sent = findingsAfterEdit(folder, 'foundry-zksync-jrigada', tools, 'drift', (captured) => {
      propertiesOf(captured[1]!).topic!.description = "Topic to look up in the foundry-zksync book. To send a transaction instead, call 'cast-send'.";
    });
    expect(sent.map((finding) => finding.message)).toEqual([expect.stringContaining('names the tool "cast-send", but the tool is called cast_send')]);
  });
});

describe('the hundred-and-seventh pass, on the four-hundred-and-sixty-sixth corpus', () => {
  it('reads "Find and highlight text" and a dump "Save results to JSON file at this path" as changes, and still asks the same reads without them for readOnlyHint', () => {
    const folder = 'mcp-corpus-four-hundred-and-sixty-sixth';
    const tools = ['find-highlight-in-browser-tab', 'find-element'];
    expect(findings(folder, 'browser-control-gahoo', tools, 'annotations')).toEqual([]);
    const reads = findingsAfterEdit(folder, 'browser-control-gahoo', tools, 'annotations', (captured) => {
      captured[0]!.description = 'Find text in a browser tab (use a query phrase that exists in the web content)';
      propertiesOf(captured[1]!).dump!.description = 'Name the results are listed under';
    });
    expect(reads.map((finding) => finding.tool)).toEqual(tools);
  });
});

describe('the hundred-and-eighth pass, on the four-hundred-and-seventy-second corpus', () => {
  it('reads a read with a peek switch as one that takes away what it returns, and still asks the same read without it for readOnlyHint', () => {
    const folder = 'mcp-corpus-four-hundred-and-seventy-second';
    const tools = ['agent_get_events', 'network_get_messages'];
    expect(findings(folder, 'browser-control-shoyu-ramen', tools, 'annotations')).toEqual([]);
    const reads = findingsAfterEdit(folder, 'browser-control-shoyu-ramen', tools, 'annotations', (captured) => {
      for (const tool of captured) {
        delete propertiesOf(tool).peek;
        tool.description = 'Return the buffered events, oldest first.';
      }
    });
    expect(reads.map((finding) => finding.tool)).toEqual(tools);
  });
});

describe('the hundred-and-ninth pass, on the four-hundred-and-eightieth to four-hundred-and-eighty-fourth corpora', () => {
  it("reads a parameter the clause gives to another API (\"AGH's single `search` param\") as that API's, and still reports the same sentence without its owner", () => {
    const folder = 'mcp-corpus-four-hundred-and-eighty-third';
    expect(findings(folder, 'adguard-solomonneas', ['adguard_query_log'], 'drift')).toEqual([]);
    const unowned = findingsAfterEdit(folder, 'adguard-solomonneas', ['adguard_query_log'], 'drift', (captured) => {
      captured[0]!.description = captured[0]!.description!.replace("AGH's single", 'a single');
    });
    expect(unowned.map((finding) => finding.message)).toEqual([expect.stringContaining('names a parameter search')]);
  });

  it('reads "the `next-action` frontmatter field" and the keys listed for an options object as no tool names, and still reports them as a tool and as a text', () => {
    expect(findings('mcp-corpus-four-hundred-and-eightieth', 'para-vault-robertwtucker', ['next_action'], 'drift')).toEqual([]);
    const called = findingsAfterEdit('mcp-corpus-four-hundred-and-eightieth', 'para-vault-robertwtucker', ['next_action'], 'drift', (captured) => {
      captured[0]!.description = captured[0]!.description!.replace('frontmatter field', 'tool');
    });
    expect(called.map((finding) => finding.message)).toEqual([expect.stringContaining('names the tool "next-action"')]);
    const folder = 'mcp-corpus-four-hundred-and-eighty-fourth';
    const tools = ['process_document', 'extract_text', 'extract_metadata'];
    expect(findings(folder, 'crawlforge-mysleekdesigns', tools, 'drift')).toEqual([]);
    const asText = findingsAfterEdit(folder, 'crawlforge-mysleekdesigns', tools, 'drift', (captured) => {
      const options = propertiesOf(captured[0]!).options!;
      for (const key of ['properties', 'additionalProperties']) delete options[key];
      options.type = 'string';
    });
    expect(asText.map((finding) => finding.message)).toEqual([expect.stringContaining('"extractText"'), expect.stringContaining('"extractMetadata"')]);
  });

  it('reads a verb phrase before a dash ("Find CivitAI CREATORS — THE tool for…") as the action, not a vendor, and still reports a name before it', () => {
    const folder = 'mcp-corpus-four-hundred-and-eighty-fourth';
    expect(findings(folder, 'pixelforge-estrusco', ['search_civitai_creators'], 'description-action-first')).toEqual([]);
    const named = findingsAfterEdit(folder, 'pixelforge-estrusco', ['search_civitai_creators'], 'description-action-first', (captured) => {
      captured[0]!.description = captured[0]!.description!.replace('Find CivitAI CREATORS', 'CivitAI Creators');
    });
    expect(named.map((finding) => finding.message)).toEqual([expect.stringContaining('it opens by talking about "this tool"')]);
  });

  it('reads "indexes them" and a directory "(any path) to also write" the snapshot to as changes, and still asks the same reads without them for readOnlyHint', () => {
    const indexing = ['mcp-corpus-four-hundred-and-eighty-first', 'second-brain-sbalbale', ['vault_rag_index'], 'annotations'] as const;
    const saving = ['mcp-corpus-four-hundred-and-eighty-fourth', 'pixelforge-estrusco', ['get_asset_metadata'], 'annotations'] as const;
    expect([findings(indexing[0], indexing[1], [...indexing[2]], indexing[3]), findings(saving[0], saving[1], [...saving[2]], saving[3])].flat()).toEqual([]);
    const reads = [
      findingsAfterEdit(indexing[0], indexing[1], [...indexing[2]], indexing[3], (captured) => {
        captured[0]!.description = 'Reads all markdown files and the index built from them.';
      }),
      findingsAfterEdit(saving[0], saving[1], [...saving[2]], saving[3], (captured) => {
        captured[0]!.description = 'Get full provenance for a registered asset including the workflow snapshot that produced it.';
        delete propertiesOf(captured[0]!).save_dir;
      }),
    ].flat();
    expect(reads.map((finding) => finding.tool)).toEqual(['vault_rag_index', 'get_asset_metadata']);
  });

  it('asks no unit of a ttl whose default is a day in milliseconds, and still asks it of one whose default could be seconds', () => {
    const folder = 'mcp-corpus-four-hundred-and-eighty-fourth';
    expect(unitAsked(findings(folder, 'crawlforge-mysleekdesigns', ['batch_scrape'], 'parameter-description'))).toEqual([]);
    const inSeconds = findingsAfterEdit(folder, 'crawlforge-mysleekdesigns', ['batch_scrape'], 'parameter-description', (captured) => {
      const ttl = (propertiesOf(captured[0]!).jobOptions!.properties as Record<string, Record<string, unknown>>).ttl!;
      ttl.default = 86_400;
      ttl.minimum = 60;
    });
    expect(unitAsked(inSeconds)).toEqual(['ttl']);
  });
});

describe('the hundred-and-tenth pass, on the thirty-seventh and the four-hundred-and-eighty-sixth to four-hundred-and-ninety-third corpora', () => {
  it('reads "Like code_task, but the local LLM reads files…" as a sibling\'s action and how this one differs, and still reports "Like" before no tool', () => {
    const houtini = ['mcp-corpus-thirty-seventh', 'houtini-lm', ['code_task_files', 'code_task'], 'description-action-first'] as const;
    const sentinel = ['mcp-corpus-four-hundred-and-ninetieth', 'x402-sentinel-kaditang', ['assess_counterparty_deep', 'assess_counterparty'], 'description-action-first'] as const;
    expect([findings(houtini[0], houtini[1], [...houtini[2]], houtini[3]), findings(sentinel[0], sentinel[1], [...sentinel[2]], sentinel[3])].flat()).toEqual([]);
    const unnamed = [
      findingsAfterEdit(houtini[0], houtini[1], [...houtini[2]], houtini[3], (captured) => {
        captured[0]!.description = captured[0]!.description!.replace('Like code_task,', 'Like any task,');
      }),
      findingsAfterEdit(sentinel[0], sentinel[1], [...sentinel[2]], sentinel[3], (captured) => {
        captured[0]!.description = captured[0]!.description!.replace('Like assess_counterparty but', 'Like a quick check but');
      }),
    ].flat();
    expect(unnamed.map((finding) => finding.tool)).toEqual(['code_task_files', 'assess_counterparty_deep']);
  });

  it('reads "Costs 0.10 USDC per request" and "Updates local refs" as more than a read, and still asks the same reads without them for readOnlyHint', () => {
    const paid = ['mcp-corpus-four-hundred-and-ninety-third', 'nexus-x402-borishalachev1', ['get_weather', 'search_web'], 'annotations'] as const;
    const fetching = ['mcp-corpus-four-hundred-and-eighty-seventh', 'git-mind-openjkai', ['fetch'], 'annotations'] as const;
    expect([findings(paid[0], paid[1], [...paid[2]], paid[3]), findings(fetching[0], fetching[1], [...fetching[2]], fetching[3])].flat()).toEqual([]);
    const reads = [
      findingsAfterEdit(paid[0], paid[1], [...paid[2]], paid[3], (captured) => {
        for (const tool of captured) tool.description = tool.description!.replace(/ Costs .*$/, '');
      }),
      findingsAfterEdit(fetching[0], fetching[1], [...fetching[2]], fetching[3], (captured) => {
        captured[0]!.description = 'Fetch objects and refs from a remote.';
      }),
    ].flat();
    expect(reads.map((finding) => finding.tool)).toEqual(['get_weather', 'search_web', 'fetch']);
  });

  it('reads "sitemap, crawl, or custom URL list" as naming `urls`, and still reports "custom list"', () => {
    const folder = 'mcp-corpus-four-hundred-and-eighty-sixth';
    expect(findings(folder, 'fetch-crawl-georgesadsim', ['detect_duplicate_content'], 'schema-contradiction')).toEqual([]);
    const custom = findingsAfterEdit(folder, 'fetch-crawl-georgesadsim', ['detect_duplicate_content'], 'schema-contradiction', (captured) => {
      captured[0]!.description = captured[0]!.description!.replace('custom URL list', 'custom list');
    });
    expect(custom.map((finding) => finding.message)).toEqual([expect.stringContaining('offers "custom"')]);
  });
});

describe('the hundred-and-eleventh pass, on the four-hundred-and-ninety-eighth corpus', () => {
  it('reads the words after a reading verb (`get_latest_drops`) as what is read, and still reads `latest_drops` as a tool that drops something', () => {
    const folder = 'mcp-corpus-four-hundred-and-ninety-eighth';
    expect(findings(folder, 'drop-beacon-directweb', ['get_latest_drops'], 'annotations')).toEqual([]);
    const renamed = findingsAfterEdit(folder, 'drop-beacon-directweb', ['get_latest_drops'], 'annotations', (captured) => {
      captured[0]!.name = 'latest_drops';
    });
    expect(renamed.map((finding) => finding.message)).toEqual([expect.stringContaining('latest_drops reads as a tool that deletes or stops something')]);
  });
});

describe('the hundred-and-twelfth pass, on the two-hundred-and-forty-first and five-hundred-and-second corpora', () => {
  it("asks no syntax of a list's `q`, and still asks it of the same `q` on a search", () => {
    const folder = 'mcp-corpus-five-hundred-and-second';
    const tools = ['list_auto_tags', 'list_creator_tags'];
    expect(syntaxAsked(findings(folder, 'mediagraph-mediagraph-io', tools, 'parameter-description'))).toEqual([]);
    expect(syntaxAsked(findings('mcp-corpus-two-hundred-and-forty-first', 'zotero-workbench-blaineheffron', ['zotero_list_tags'], 'parameter-description'))).toEqual([]);
    const searches = findingsAfterEdit(folder, 'mediagraph-mediagraph-io', tools, 'parameter-description', (captured) => {
      for (const tool of captured) tool.name = tool.name.replace('list_', 'search_');
    });
    expect(syntaxAsked(searches)).toEqual(['q', 'q']);
  });
});
