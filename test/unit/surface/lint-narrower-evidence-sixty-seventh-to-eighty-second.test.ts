import { beforeAll, describe, expect, it } from 'vitest';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { findingsAfterEdit, findingsOn as findings } from '../../support/captured-corpus-tools';
import { lastKey, unitAsked, syntaxAsked, shapeAsked, formatAsked, propertiesOf, type Found } from '../../support/narrower-evidence';

// The sixty-seventh to the eighty-second passes. Blind measures showed rules wrong more often than
// right on servers no rule was written against, and each pass asks for narrower evidence. Each case
// is a real captured tool where a rule must stay quiet, beside a real tool, or the same one edited,
// where the same rule must still speak.

beforeAll(loadVerbTagger);

describe('the sixty-seventh pass, on every labelled corpus up to the two-hundred-and-sixty-fifth', () => {
  it('takes "I am a member of" as saying what my adds, and "not done" as saying what pending adds, and still asks a pair whose words say neither', () => {
    expect(findings('mcp-corpus-two-hundred-and-sixty-fourth', 'mattermost-runotwo', ['list_channels', 'list_my_channels'], 'ambiguous-siblings')).toEqual([]);
    expect(findings('mcp-corpus-hundred-and-fortieth', 'jira-squispeb', ['get_assigned_issues', 'get_pending_assigned_issues'], 'ambiguous-siblings')).toEqual([]);
    const unsaidMine = findingsAfterEdit('mcp-corpus-two-hundred-and-sixty-fourth', 'mattermost-runotwo', ['list_channels', 'list_my_channels'], 'ambiguous-siblings', (tools) => {
      tools[0]!.description = 'List the channels of a team';
      tools[1]!.description = 'List channels';
    });
    expect(unsaidMine.map((finding) => finding.tool)).toEqual(['list_channels', 'list_my_channels']);
    const unsaidPending = findingsAfterEdit('mcp-corpus-hundred-and-fortieth', 'jira-squispeb', ['get_assigned_issues', 'get_pending_assigned_issues'], 'ambiguous-siblings', (tools) => {
      tools[0]!.description = 'Get issues assigned to the current user';
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
      tools[0]!.description = 'List Claude conversations.';
      tools[1]!.description = 'Search and filter Claude conversations.';
    });
    expect(unsaid.map((finding) => finding.tool)).toEqual(['api_list_conversations', 'api_search_conversations']);
  });

  it('reads `l2` in a name as the "Layer 2" its description says, and still asks the pair once the description drops it', () => {
    const folder = 'mcp-corpus-two-hundred-and-eighty-second';
    expect(findings(folder, 'ethereum-research-ethcf', ['get_fees', 'get_l2_fees'], 'ambiguous-siblings')).toEqual([]);
    const unsaid = findingsAfterEdit(folder, 'ethereum-research-ethcf', ['get_fees', 'get_l2_fees'], 'ambiguous-siblings', (tools) => {
      tools[0]!.description = 'Get current transaction fees';
      tools[1]!.description = 'Compare fees across networks';
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
