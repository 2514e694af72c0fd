import { beforeAll, describe, expect, it } from 'vitest';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { findingsAfterEdit, findingsOn as findings } from '../../support/captured-corpus-tools';
import { lastKey, unitAsked, syntaxAsked, shapeAsked, formatAsked, propertiesOf, type Found } from '../../support/narrower-evidence';

// The hundred-and-second to the hundred-and-thirteenth passes. Blind measures showed rules wrong
// more often than right on servers no rule was written against, and each pass asks for narrower
// evidence. Each case is a real captured tool where a rule must stay quiet, beside a real tool, or
// the same one edited, where the same rule must still speak.

beforeAll(loadVerbTagger);

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
  it('reads the words after a reading verb (`get_latest_drops`) as what is read, and still reads `drop_latest` as a tool that drops something', () => {
    const folder = 'mcp-corpus-four-hundred-and-ninety-eighth';
    expect(findings(folder, 'drop-beacon-directweb', ['get_latest_drops'], 'annotations')).toEqual([]);
    // Without the reading verb, and with "drop" no longer a plural that ends the name.
    const renamed = findingsAfterEdit(folder, 'drop-beacon-directweb', ['get_latest_drops'], 'annotations', (captured) => {
      captured[0]!.name = 'drop_latest';
    });
    expect(renamed.map((finding) => finding.message)).toEqual([expect.stringContaining('drop_latest reads as a tool that deletes or stops something')]);
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

describe('the hundred-and-thirteenth pass, on the two-hundred-and-sixty-second and four-hundred-and-ninety-third corpora', () => {
  it('asks no keys of `variables` beside a GraphQL `query` or `params` beside a script\'s `source`, and still asks them without the text', () => {
    const graphql = ['mcp-corpus-four-hundred-and-ninety-third', 'nexus-mods-mbj733', ['run_graphql'], 'parameter-description'] as const;
    const script = ['mcp-corpus-two-hundred-and-sixty-second', 'elasticsearch-rajwardhanshinde', ['update_document'], 'parameter-description'] as const;
    expect([findings(graphql[0], graphql[1], [...graphql[2]], graphql[3]), findings(script[0], script[1], [...script[2]], script[3])].flat().filter((finding) => finding.message.includes('no named fields'))).toEqual([]);
    const withoutText = [
      findingsAfterEdit(graphql[0], graphql[1], [...graphql[2]], graphql[3], (captured) => {
        delete propertiesOf(captured[0]!).query;
      }),
      findingsAfterEdit(script[0], script[1], [...script[2]], script[3], (captured) => {
        delete (propertiesOf(captured[0]!).script!.properties as Record<string, unknown>).source;
      }),
    ].flat();
    expect(shapeAsked(withoutText)).toEqual(['variables', 'params']);
  });
});
