import { beforeAll, describe, expect, it } from 'vitest';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { capturedServerTools, findingsAfterEdit, findingsOn as findings, serverFindings } from '../../support/captured-corpus-tools';
import { lastKey, unitAsked, shapeAsked, typeAsked, itemsAsked, formatAsked, propertiesOf, type Found } from '../../support/narrower-evidence';

// The eighty-third to the hundred-and-first passes. Blind measures showed rules wrong more often
// than right on servers no rule was written against, and each pass asks for narrower evidence. Each
// case is a real captured tool where a rule must stay quiet, beside a real tool, or the same one
// edited, where the same rule must still speak.

beforeAll(loadVerbTagger);

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
