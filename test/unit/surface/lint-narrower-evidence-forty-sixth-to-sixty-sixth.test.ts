import { beforeAll, describe, expect, it } from 'vitest';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { findingsAfterEdit, findingsOn as findings, serverFindings } from '../../support/captured-corpus-tools';
import { lastKey, unitAsked, syntaxAsked, shapeAsked } from '../../support/narrower-evidence';

// The forty-sixth to the sixty-sixth passes. Blind measures showed rules wrong more often than
// right on servers no rule was written against, and each pass asks for narrower evidence. Each case
// is a real captured tool where a rule must stay quiet, beside a real tool, or the same one edited,
// where the same rule must still speak.

beforeAll(loadVerbTagger);

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
      tools[0]!.description = 'List emails';
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
      tools[0]!.description = 'Get metrics';
      tools[1]!.description = 'Get all metric configurations';
    });
    expect(unsaid.map((finding) => finding.tool)).toEqual(['get-metrics', 'get-logs-metrics']);
  });
});
