import { beforeAll, describe, expect, it } from 'vitest';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { findingsAfterEdit, findingsOn as findings } from '../../support/captured-corpus-tools';
import { lastKey, unitAsked, shapeAsked, itemsAsked, formatAsked, propertiesOf, renameProperty } from '../../support/narrower-evidence';

// The hundred-and-fourteenth to the hundred-and-twenty-fourth passes. Blind measures showed rules wrong
// more often than right on servers no rule was written against, and each pass asks for narrower
// evidence. Each case is a real captured tool where a rule must stay quiet, beside a real tool, or
// the same one edited, where the same rule must still speak.

beforeAll(loadVerbTagger);

describe('the hundred-and-fourteenth pass, on the five-hundred-and-eighteenth to twenty-sixth corpora', () => {
  it('asks no date of the context around quoted text, no time unit of where that text starts, and no keys of an element\'s attributes, and still asks them without those neighbours', () => {
    const review = ['mcp-corpus-five-hundred-and-twenty-fourth', 'article-review-biogod2020', ['article_review_submit_patchset'], 'parameter-description'] as const;
    const dom = ['mcp-corpus-five-hundred-and-eighteenth', 'd2c-workflow-mike-kor', ['d2c_compare_dom'], 'parameter-description'] as const;
    const quiet = [findings(review[0], review[1], [...review[2]], review[3]), findings(dom[0], dom[1], [...dom[2]], dom[3])].flat();
    expect([...formatAsked(quiet), ...unitAsked(quiet), ...shapeAsked(quiet)]).toEqual([]);
    const targetOf = (tool: { inputSchema: unknown }) => {
      const patches = propertiesOf(tool).patchSet!.properties as Record<string, { items: { properties: Record<string, { properties: Record<string, unknown> }> } }>;
      return patches.patches!.items.properties.target!.properties;
    };
    const noQuote = findingsAfterEdit(review[0], review[1], [...review[2]], review[3], (captured) => {
      const target = targetOf(captured[0]!);
      renameProperty(target, 'contextBefore', 'editedBefore');
      delete target.oldText;
    });
    const noTag = findingsAfterEdit(dom[0], dom[1], [...dom[2]], dom[3], (captured) => {
      for (const side of ['expectedDom', 'actualDom']) {
        const element = (propertiesOf(captured[0]!)[side]!.items as { properties: Record<string, unknown> }).properties;
        delete element.tag;
      }
    });
    expect([...formatAsked(noQuote), ...unitAsked(noQuote), ...shapeAsked(noTag)]).toEqual(['editedBefore', 'expectedStart', 'attributes', 'attributes']);
  });

  it('reads "default: 2%" as the schema\'s 0.02 and a bound inside an "e.g." as an example, and still reports another percentage and the bound outside the example', () => {
    const market = ['mcp-corpus-five-hundred-and-twenty-fifth', 'polymarket-agent-demwick', ['analysis.arbitrage'], 'schema-contradiction'] as const;
    const papers = ['mcp-corpus-five-hundred-and-twenty-sixth', 'education-mcptoolslab', ['search_papers'], 'schema-contradiction'] as const;
    expect([findings(market[0], market[1], [...market[2]], market[3]), findings(papers[0], papers[1], [...papers[2]], papers[3])].flat()).toEqual([]);
    const otherShare = findingsAfterEdit(market[0], market[1], [...market[2]], market[3], (captured) => {
      propertiesOf(captured[0]!).min_spread!.description = 'Minimum price spread to report (default: 3%)';
    });
    const noExample = findingsAfterEdit(papers[0], papers[1], [...papers[2]], papers[3], (captured) => {
      const citations = propertiesOf(captured[0]!).min_citations!;
      citations.description = String(citations.description).replace('e.g., ', '');
    });
    expect([...otherShare, ...noExample].map(lastKey)).toEqual(['min_spread', 'min_citations']);
  });

  it('reads "Check (or fix)" and an "Automatically add…" switch as changes, and still asks readOnlyHint of a plain check, a read without the switch and a browser that automatically closes a popup', () => {
    const style = ['mcp-corpus-five-hundred-and-eighteenth', 'workflow-zhou0928', ['review_check_style'], 'annotations'] as const;
    const traders = ['mcp-corpus-five-hundred-and-twenty-fifth', 'polymarket-agent-demwick', ['traders.discover'], 'annotations'] as const;
    expect([findings(style[0], style[1], [...style[2]], style[3]), findings(traders[0], traders[1], [...traders[2]], traders[3])].flat()).toEqual([]);
    const plainCheck = findingsAfterEdit(style[0], style[1], [...style[2]], style[3], (captured) => {
      captured[0]!.description = 'Check code formatting/style with Prettier or Biome';
    });
    const noSwitch = findingsAfterEdit(traders[0], traders[1], [...traders[2]], traders[3], (captured) => {
      delete propertiesOf(captured[0]!).auto_watch;
      captured[0]!.description = String(captured[0]!.description).replace(/ Use auto_watch.*$/, '');
    });
    const popup = findings('mcp-corpus-thirty-first', 'hyperbrowser', ['search_with_bing'], 'annotations');
    expect([...plainCheck, ...noSwitch, ...popup].map((finding) => finding.tool)).toEqual(['review_check_style', 'traders.discover', 'search_with_bing']);
  });
});

describe('the hundred-and-fifteenth pass, on the five-hundred-and-twenty-seventh and thirtieth corpora', () => {
  it('reads a `save_path` as a place the call writes to, and still asks readOnlyHint of the same read with a plain `path`', () => {
    const legal = ['mcp-corpus-five-hundred-and-thirtieth', 'german-legal-jwmcpdebug', ['arxiv:get', 'ris:toc'], 'annotations'] as const;
    expect(findings(legal[0], legal[1], [...legal[2]], legal[3])).toEqual([]);
    const plainPath = findingsAfterEdit(legal[0], legal[1], [...legal[2]], legal[3], (captured) => {
      for (const tool of captured) {
        const properties = propertiesOf(tool);
        renameProperty(properties, 'save_path', 'path');
        tool.description = String(tool.description).replace(/`save_path`/g, '`path`');
      }
    });
    expect(plainPath.map((finding) => finding.tool)).toEqual(['arxiv:get', 'ris:toc']);
  });

  it('takes "Optional …; pass empty string to omit" on a required parameter as saying what to send, and still reports "Optional" alone', () => {
    const sigma = ['mcp-corpus-five-hundred-and-twenty-seventh', 'sigma-data-model-twells89', ['convert_oac_to_sigma'], 'required-optional'] as const;
    expect(findings(sigma[0], sigma[1], [...sigma[2]], sigma[3])).toEqual([]);
    const optionalAlone = findingsAfterEdit(sigma[0], sigma[1], [...sigma[2]], sigma[3], (captured) => {
      const map = propertiesOf(captured[0]!).physical_map_json!;
      map.description = String(map.description).replace('; pass empty string to omit', '');
    });
    expect(optionalAlone.map(lastKey)).toEqual(['physical_map_json']);
  });
});

describe('the hundred-and-sixteenth pass, on the five-hundred-and-forty-seventh corpus', () => {
  it('reads "Creates wallet if needed." as a change made on first use, and still asks readOnlyHint of the same read without it', () => {
    const scan = ['mcp-corpus-five-hundred-and-forty-seventh', 'x402scan-merit-systems', ['check_balance'], 'annotations'] as const;
    expect(findings(scan[0], scan[1], [...scan[2]], scan[3])).toEqual([]);
    const readOnly = findingsAfterEdit(scan[0], scan[1], [...scan[2]], scan[3], (captured) => {
      captured[0]!.description = String(captured[0]!.description).replace(' Creates wallet if needed.', '');
    });
    expect(readOnly.map((finding) => finding.tool)).toEqual(['check_balance']);
  });
});

describe('the hundred-and-seventeenth pass, on the four-hundred-and-thirty-sixth and five-hundred-and-eighteenth corpora', () => {
  it('asks no item kind of the `children` of an item in a list, and still asks it of the same list under another name', () => {
    const dom = ['mcp-corpus-five-hundred-and-eighteenth', 'd2c-workflow-mike-kor', ['d2c_compare_dom'], 'parameter-description'] as const;
    expect(itemsAsked(findings(dom[0], dom[1], [...dom[2]], dom[3]))).toEqual([]);
    expect(itemsAsked(findings('mcp-corpus-four-hundred-and-thirty-sixth', 'agent-planner-tagents', ['form_intention'], 'parameter-description'))).toEqual([]);
    const renamed = findingsAfterEdit(dom[0], dom[1], [...dom[2]], dom[3], (captured) => {
      for (const side of ['expectedDom', 'actualDom']) {
        const element = (propertiesOf(captured[0]!)[side]!.items as { properties: Record<string, unknown> }).properties;
        renameProperty(element, 'children', 'descendants');
      }
    });
    expect(itemsAsked(renamed)).toEqual(['descendants', 'descendants']);
  });
});

describe('the hundred-and-eighteenth pass, on the hundred-and-fifteenth and five-hundred-and-sixty-fourth corpora', () => {
  it('reads "Results are persisted to workspace/…" as a change, and still asks readOnlyHint of the same read without it and of "Get persisted message store entries"', () => {
    const author = ['mcp-corpus-five-hundred-and-sixty-fourth', 'authorclaw-pshort05', ['authorclaw_research_agents'], 'annotations'] as const;
    expect(findings(author[0], author[1], [...author[2]], author[3])).toEqual([]);
    const readOnly = findingsAfterEdit(author[0], author[1], [...author[2]], author[3], (captured) => {
      captured[0]!.description = String(captured[0]!.description).replace(/ Results are persisted.*$/, '');
    });
    const keptEntries = findings('mcp-corpus-hundred-and-fifteenth', 'odata-proxy-lemaiwo', ['MessageProcessingLogs_MessageStoreEntries_list'], 'annotations');
    expect([...readOnly, ...keptEntries].map((finding) => finding.tool)).toEqual(['authorclaw_research_agents', 'MessageProcessingLogs_MessageStoreEntries_list']);
  });
});

describe('the hundred-and-nineteenth pass, on the hundred-and-seventy-third and two-hundred-and-forty-first corpora', () => {
  it('reads an opening "Get tracks saved …" or "Get saved searches" as the tool\'s own read and asks its readOnlyHint, and still reads "it gets saved" after another word as a change', () => {
    const spotify = ['mcp-corpus-hundred-and-seventy-third', 'spotify-darrenjaworski', ['spotify_get_saved_tracks'], 'annotations'] as const;
    const zotero = ['mcp-corpus-two-hundred-and-forty-first', 'zotero-web-xbghc', ['get_saved_searches'], 'annotations'] as const;
    const asked = [findings(spotify[0], spotify[1], [...spotify[2]], spotify[3]), findings(zotero[0], zotero[1], [...zotero[2]], zotero[3])].flat();
    expect(asked.map((finding) => finding.tool)).toEqual(['spotify_get_saved_tracks', 'get_saved_searches']);
    const written = findingsAfterEdit(zotero[0], zotero[1], [...zotero[2]], zotero[3], (captured) => {
      captured[0]!.description = `${String(captured[0]!.description)} The list then gets saved to the library's cache.`;
    });
    expect(written).toEqual([]);
  });
});

describe('the hundred-and-twentieth pass, on the five-hundred-and-sixty-ninth to eighty-second corpora', () => {
  it('reads "cache … to local disk", a tray balloon put up and "Automatically starts the web server" as more than a read, and still asks readOnlyHint without them', () => {
    const photo = ['mcp-corpus-five-hundred-and-sixty-ninth', 'cuneiform-hugegreencandle', ['fetch_tablet_photo'], 'annotations'] as const;
    const balloon = ['mcp-corpus-five-hundred-and-seventy-eighth', 'desktop-touch-harusame64', ['notification_show'], 'annotations'] as const;
    const dashboard = ['mcp-corpus-five-hundred-and-eighty-second', 'platformio-jlcodes', ['get_dashboard_url'], 'annotations'] as const;
    const quiet = [photo, balloon, dashboard].flatMap(([corpus, server, names, rule]) => findings(corpus, server, [...names], rule));
    expect(quiet).toEqual([]);
    const reads = [
      findingsAfterEdit(photo[0], photo[1], [...photo[2]], photo[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace('Fetch + cache', 'Fetch');
      }),
      findingsAfterEdit(balloon[0], balloon[1], [...balloon[2]], balloon[3], (captured) => {
        captured[0]!.description = 'Show the Windows system tray balloon notifications the user has not dismissed.';
      }),
      findingsAfterEdit(dashboard[0], dashboard[1], [...dashboard[2]], dashboard[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace(/ Automatically starts.*$/, '');
      }),
    ].flat();
    expect(reads.map((finding) => finding.tool)).toEqual(['fetch_tablet_photo', 'notification_show', 'get_dashboard_url']);
  });

  it('asks no unit of a `startBeat`, and still asks it of the same number named `startTime` on a tool that names no beats', () => {
    const render = ['mcp-corpus-five-hundred-and-seventy-ninth', 'ableton-live-jterratsdev', ['ableton_export_render'], 'parameter-description'] as const;
    expect(unitAsked(findings(render[0], render[1], [...render[2]], render[3]))).toEqual([]);
    const renamed = findingsAfterEdit(render[0], render[1], [...render[2]], render[3], (captured) => {
      renameProperty(propertiesOf(captured[0]!), 'startBeat', 'startTime');
      // The length beside it, named in beats, would say the start's unit as well.
      renameProperty(propertiesOf(captured[0]!), 'lengthBeats', 'length');
    });
    expect(unitAsked(renamed)).toEqual(['startTime']);
  });

  it('reads two ranges in one text as spans for two uses, and still reports the one range that overreaches the minimum', () => {
    const docs = ['mcp-corpus-five-hundred-and-eighty-second', 'twitterapi-io-dorukardahan', ['search_twitterapi_docs'], 'schema-contradiction'] as const;
    expect(findings(docs[0], docs[1], [...docs[2]], docs[3])).toEqual([]);
    const oneRange = findingsAfterEdit(docs[0], docs[1], [...docs[2]], docs[3], (captured) => {
      const results = propertiesOf(captured[0]!).max_results as { description: string };
      results.description = results.description.replace(/, lower values \(3-5\) for quick lookups/, '');
    });
    expect(oneRange.map((finding) => finding.message)).toEqual([expect.stringContaining('the description says at least 15')]);
  });

  it('reads a tool\'s own title in its description and a protocol\'s request after its acronym as no tool, and still reports the title in a sibling and the bare request name', () => {
    const screenshot = ['mcp-corpus-five-hundred-and-eighty-second', 'opengraph-io-securecoders', ['getOgScreenshot', 'getOgData'], 'drift'] as const;
    const debug = ['mcp-corpus-five-hundred-and-seventy-seventh', 'breakpoint-jlivingstoncipher', ['cs_dbg_set_exception_breakpoints', 'dbg_set_exception_breakpoints'], 'drift'] as const;
    expect([findings(screenshot[0], screenshot[1], [...screenshot[2]], screenshot[3]), findings(debug[0], debug[1], [...debug[2]], debug[3])].flat()).toEqual([]);
    const sibling = findingsAfterEdit(screenshot[0], screenshot[1], [...screenshot[2]], screenshot[3], (captured) => {
      captured[1]!.description = `${String(captured[1]!.description)} For an image of the page, call \`screenshotUrl\`.`;
    });
    const bare = findingsAfterEdit(debug[0], debug[1], [...debug[2]], debug[3], (captured) => {
      captured[0]!.description = String(captured[0]!.description).replace('(DAP setExceptionBreakpoints)', '(see setExceptionBreakpoints)');
    });
    expect([...sibling, ...bare].map((finding) => `${finding.tool} → ${/names the tool "([^"]+)"/.exec(finding.message)?.[1]}`)).toEqual(['getOgData → screenshotUrl', 'cs_dbg_set_exception_breakpoints → setExceptionBreakpoints']);
  });

  it('reads "the correct extension is appended if omitted" as said of a part of the path, and still reports "a default path is used if omitted"', () => {
    const placeholder = ['mcp-corpus-five-hundred-and-seventy-seventh', 'breakpoint-jlivingstoncipher', ['asset_gen_placeholder'], 'required-optional'] as const;
    expect(findings(placeholder[0], placeholder[1], [...placeholder[2]], placeholder[3])).toEqual([]);
    const itself = findingsAfterEdit(placeholder[0], placeholder[1], [...placeholder[2]], placeholder[3], (captured) => {
      (propertiesOf(captured[0]!).to_path as { description: string }).description = 'Destination res:// path; a default path is used if omitted';
    });
    expect(itself.map((finding) => finding.field)).toEqual([expect.stringContaining('to_path')]);
  });
});

describe('the hundred-and-twenty-first pass, on the five-hundred-and-forty-seventh to ninety-first corpora', () => {
  const opening = (corpus: string, server: string, names: string[]) => findings(corpus, server, names, 'description-action-first');
  it('reads "ERC-721 …", a tool name a Korean particle follows, "WARNING: Resets …" and "AUTO-TAG / CLASSIFY text" as openings that state the action, and still reports a ticket tag, an English lead-in, a warned consequence and a warning in capitals', () => {
    const erc = ['mcp-corpus-five-hundred-and-forty-seventh', 'remix-etherscan-asuramaya', ['get_erc721_transfers']] as const;
    const datalab = ['mcp-corpus-five-hundred-and-seventy-first', 'datalab-extension-modootoday', ['datalab_call', 'datalab_catalog']] as const;
    const xray = ['mcp-corpus-five-hundred-and-eighty-sixth', 'xray-traveledge', ['xray_reset_test_run']] as const;
    const classify = ['mcp-corpus-five-hundred-and-eighty-ninth', 'marklogic-tomternquist', ['semaphore_classify']] as const;
    expect([erc, datalab, xray, classify].flatMap(([corpus, server, names]) => opening(corpus, server, [...names]))).toEqual([]);
    expect(opening('mcp-corpus-five-hundred-and-eighty-fifth', 'featureboard-valentil', ['steer_project']).map((finding) => finding.tool)).toEqual(['steer_project']);
    expect(opening('mcp-corpus-five-hundred-and-eighty-sixth', 'xray-traveledge', ['xray_delete_folder']).map((finding) => finding.tool)).toEqual(['xray_delete_folder']);
    const edited = [
      findingsAfterEdit(datalab[0], datalab[1], [...datalab[2]], 'description-action-first', (captured) => {
        captured[0]!.description = 'datalab_catalog lists the tools first. Then this runs one of them.';
      }),
      findingsAfterEdit(classify[0], classify[1], [...classify[2]], 'description-action-first', (captured) => {
        captured[0]!.description = 'IMPORTANT / CLASSIFY text against a controlled-vocabulary taxonomy.';
      }),
    ].flat();
    expect(edited.map((finding) => finding.tool)).toEqual(['datalab_call', 'semaphore_classify']);
  });

  it('reads a key another tool of the list takes as that key, not a tool, and still reports the same name where no tool takes it', () => {
    const board = ['mcp-corpus-five-hundred-and-eighty-fifth', 'featureboard-valentil', ['draft_email', 'set_project_config', 'voice_lint'], 'drift'] as const;
    expect(findings(board[0], board[1], [...board[2]], board[3])).toEqual([]);
    const noKey = findingsAfterEdit(board[0], board[1], [...board[2]], board[3], (captured) => {
      // The key is renamed wherever set_project_config's schema holds it, nested or not.
      captured[1]!.inputSchema = JSON.parse(JSON.stringify(captured[1]!.inputSchema).replaceAll('voiceLint', 'voice_scoring'));
    });
    expect(noKey.map((finding) => finding.tool)).toEqual(['draft_email', 'set_project_config']);
  });

  it('reads a board cached "for later calls" and a switch that "Automatically fix[es]" issues as more than a read, and still asks readOnlyHint without them', () => {
    const figjam = ['mcp-corpus-five-hundred-and-ninety-first', 'figjam-context-ecestnrkl', ['ingest_board'], 'annotations'] as const;
    const health = ['mcp-corpus-five-hundred-and-ninety-first', 'glam-slamb2k', ['repo_health_check'], 'annotations'] as const;
    expect([findings(figjam[0], figjam[1], [...figjam[2]], figjam[3]), findings(health[0], health[1], [...health[2]], health[3])].flat()).toEqual([]);
    const reads = [
      findingsAfterEdit(figjam[0], figjam[1], [...figjam[2]], figjam[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace(/, and caches it under a boardId for later [^.]*calls/, '');
      }),
      findingsAfterEdit(health[0], health[1], [...health[2]], health[3], (captured) => {
        delete propertiesOf(captured[0]!).fix_issues;
      }),
    ].flat();
    expect(reads.map((finding) => finding.tool)).toEqual(['ingest_board', 'repo_health_check']);
  });
});

describe('the hundred-and-twenty-second pass, on the five-hundred-and-ninety-second to ninety-eighth corpora', () => {
  it('reads a name the clause puts "in body" as a key of the `body` object, and still reports it where the tool has no object of that name', () => {
    const campaign = ['mcp-corpus-five-hundred-and-ninety-eighth', 'os-topline', ['topline_email_campaign', 'topline_social_post'], 'drift'] as const;
    expect(findings(campaign[0], campaign[1], [...campaign[2]], campaign[3])).toEqual([]);
    const noBody = findingsAfterEdit(campaign[0], campaign[1], [...campaign[2]], campaign[3], (captured) => {
      for (const tool of captured) {
        renameProperty(propertiesOf(tool), 'body', 'payload');
      }
    });
    // With the object renamed, the words' own `body` is a missing parameter too.
    expect(noBody.map((finding) => /names a parameter (\w+)/.exec(finding.message)?.[1])).toEqual(['body', 'sendAt', 'accountIds']);
  });

  it('reads "Default: free" beside a fee whose default is "0" as one value, and still reports "Default: 5"', () => {
    const fee = ['mcp-corpus-five-hundred-and-ninety-second', 'consciousness-protocol-chiti', ['register_work'], 'schema-contradiction'] as const;
    expect(findings(fee[0], fee[1], [...fee[2]], fee[3])).toEqual([]);
    const five = findingsAfterEdit(fee[0], fee[1], [...fee[2]], fee[3], (captured) => {
      const minting = propertiesOf(captured[0]!).minting_fee as { description: string };
      minting.description = minting.description.replace('Default: free.', 'Default: 5.');
    });
    expect(five.map((finding) => finding.message)).toEqual([expect.stringContaining('the description says the default is 5')]);
  });

  it('reads a `consume` switch as emptying the inbox it reads, and still asks readOnlyHint without it', () => {
    const inbox = ['mcp-corpus-five-hundred-and-ninety-fourth', 'telegram-bridge-chogwanghyung', ['telegram_inbox_read'], 'annotations'] as const;
    expect(findings(inbox[0], inbox[1], [...inbox[2]], inbox[3])).toEqual([]);
    const peekOnly = findingsAfterEdit(inbox[0], inbox[1], [...inbox[2]], inbox[3], (captured) => {
      delete propertiesOf(captured[0]!).consume;
    });
    expect(peekOnly.map((finding) => finding.tool)).toEqual(['telegram_inbox_read']);
  });
});

describe('the hundred-and-twenty-third pass, on the five-hundred-and-sixty-third to six-hundred-and-seventh corpora', () => {
  it('reads "Before/after …" as the two states compared and "You will receive the list…" as what comes back, and still reports a real condition and real advice', () => {
    const screenshots = ['mcp-corpus-five-hundred-and-sixty-third', 'uimax-prembobby39', ['compare_screenshots'], 'description-action-first'] as const;
    const languages = ['mcp-corpus-six-hundred-and-second', 'yourank-devmatin', ['business_data_google_languages'], 'description-action-first'] as const;
    expect([findings(screenshots[0], screenshots[1], [...screenshots[2]], screenshots[3]), findings(languages[0], languages[1], [...languages[2]], languages[3])].flat()).toEqual([]);
    const condition = findingsAfterEdit(screenshots[0], screenshots[1], [...screenshots[2]], screenshots[3], (captured) => {
      captured[0]!.description = String(captured[0]!.description).replace('Before/after visual comparison', 'Before a release, visual comparison');
    });
    const advice = findingsAfterEdit(languages[0], languages[1], [...languages[2]], languages[3], (captured) => {
      captured[0]!.description = String(captured[0]!.description).replace('You will receive', 'You can receive');
    });
    expect([...condition, ...advice].map((finding) => finding.message.replace(/.*first: /, ''))).toEqual(['it opens with a condition.', 'it opens with advice rather than the action.']);
  });

  it('reads an average position as a statistic of places, not a place to count from, and still asks the base of a plain position', () => {
    const audit = ['mcp-corpus-five-hundred-and-sixty-third', 'seo-aeo-audit-qckdatabase', ['render_audit_pdf'], 'index-base'] as const;
    expect(findings(audit[0], audit[1], [...audit[2]], audit[3])).toEqual([]);
    const plain = findingsAfterEdit(audit[0], audit[1], [...audit[2]], audit[3], (captured) => {
      renameProperty((propertiesOf(captured[0]!).ai_visibility as { properties: Record<string, unknown> }).properties, 'avg_position', 'best_position');
    });
    expect(plain.map(lastKey)).toEqual(['best_position']);
  });

  it('counts a MIDI note\'s start and duration in the beats the clip\'s length is named in, and reads a script named "after response" as code, and still asks both without that evidence', () => {
    const clip = ['mcp-corpus-five-hundred-and-seventy-ninth', 'ableton-live-jterratsdev', ['ableton_create_midi_clip'], 'parameter-description'] as const;
    const request = ['mcp-corpus-six-hundred-and-seventh', 'insomnia-meatpaste', ['create_request'], 'parameter-description'] as const;
    expect([...unitAsked(findings(clip[0], clip[1], [...clip[2]], clip[3])), ...formatAsked(findings(request[0], request[1], [...request[2]], request[3]))]).toEqual([]);
    const noBeats = findingsAfterEdit(clip[0], clip[1], [...clip[2]], clip[3], (captured) => {
      renameProperty(propertiesOf(captured[0]!), 'lengthBeats', 'length');
    });
    const noScript = findingsAfterEdit(request[0], request[1], [...request[2]], request[3], (captured) => {
      renameProperty(propertiesOf(captured[0]!), 'afterResponseScript', 'afterResponse');
    });
    expect([...unitAsked(noBeats), ...formatAsked(noScript)]).toEqual(['start', 'duration', 'afterResponse']);
  });
});

describe('the hundred-and-twenty-fourth pass, on the five-hundred-and-sixty-second corpus', () => {
  it('reads "START HERE — single entry point that returns…" as the thing and what it does, and still reports the label before a bare thing', () => {
    const context = ['mcp-corpus-five-hundred-and-sixty-second', 'prediction-market-spfunctions', ['get_context'], 'description-action-first'] as const;
    expect(findings(context[0], context[1], [...context[2]], context[3])).toEqual([]);
    const bare = findingsAfterEdit(context[0], context[1], [...context[2]], context[3], (captured) => {
      captured[0]!.description = String(captured[0]!.description).replace('single entry point that returns a global', 'single entry point for the global');
    });
    expect(bare.map((finding) => finding.tool)).toEqual(['get_context']);
  });
});
