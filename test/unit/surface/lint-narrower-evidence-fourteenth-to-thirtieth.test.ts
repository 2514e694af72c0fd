import { beforeAll, describe, expect, it } from 'vitest';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { readsAsEnglish } from '../../../src/engine/surface-analysis/lint/text';
import { capturedTools, findingsOn as findings, serverFindings, toolFindings } from '../../support/captured-corpus-tools';
import { lastKey } from '../../support/narrower-evidence';

// The fourteenth to the thirtieth passes. Blind measures showed rules wrong more often than right
// on servers no rule was written against, and each pass asks for narrower evidence. Each case is a
// real captured tool where a rule must stay quiet, beside a real tool, or the same one edited,
// where the same rule must still speak.

beforeAll(loadVerbTagger);

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
