import { beforeAll, describe, expect, it } from 'vitest';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { findingsAfterEdit, findingsOn as findings, serverFindings } from '../../support/captured-corpus-tools';

// The thirty-first to the forty-fifth passes. Blind measures showed rules wrong more often than
// right on servers no rule was written against, and each pass asks for narrower evidence. Each case
// is a real captured tool where a rule must stay quiet, beside a real tool, or the same one edited,
// where the same rule must still speak.

beforeAll(loadVerbTagger);

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
      tools[0]!.description = 'Get issues on a board.';
      tools[1]!.description = 'Get issues on a board.';
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
