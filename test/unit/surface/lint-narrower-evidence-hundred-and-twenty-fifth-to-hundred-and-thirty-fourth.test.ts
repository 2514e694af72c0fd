import { beforeAll, describe, expect, it } from 'vitest';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { findingsAfterEdit, findingsOn as findings } from '../../support/captured-corpus-tools';
import { lastKey, propertiesOf, renameProperty, scaleAsked, unitAsked } from '../../support/narrower-evidence';

// The hundred-and-twenty-fifth to the hundred-and-thirty-fourth passes. Blind measures showed rules wrong more often than right on
// servers no rule was written against, and each pass asks for narrower evidence. Each case is a real
// captured tool where a rule must stay quiet, beside the same tool edited, where the same rule must
// still speak.

beforeAll(loadVerbTagger);

describe('the hundred-and-twenty-fifth pass, on the six-hundred-and-eighth to fifteenth corpora', () => {
  it('reads a name that opens on "save", a token "automatically" cached, a corpus shallow-cloned and tools activated as more than a read, and still asks readOnlyHint without them', () => {
    const bids = ['mcp-corpus-six-hundred-and-fifteenth', 'jp-bids-sugukurukabe', ['save_search'], 'annotations'] as const;
    const walmart = ['mcp-corpus-six-hundred-and-thirteenth', 'walmart-yufakang', ['walmart_get_token'], 'annotations'] as const;
    const workday = ['mcp-corpus-six-hundred-and-twelfth', 'workday-extend-krishnagutta', ['search_extend_examples'], 'annotations'] as const;
    const powerbi = ['mcp-corpus-six-hundred-and-thirteenth', 'powerbi-report-edgargm87', ['pbir_load_tools'], 'annotations'] as const;
    const cases = [bids, walmart, workday, powerbi];
    expect(cases.flatMap(([folder, server, tools, rule]) => findings(folder, server, [...tools], rule))).toEqual([]);
    const reads = [
      findingsAfterEdit(bids[0], bids[1], [...bids[2]], bids[3], (captured) => {
        captured[0]!.name = 'search_bids';
      }),
      findingsAfterEdit(walmart[0], walmart[1], [...walmart[2]], walmart[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace(' This tool automatically caches the token.', '');
      }),
      findingsAfterEdit(workday[0], workday[1], [...workday[2]], workday[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace(/First call shallow-clones the corpus[^;]*; /, '');
      }),
      findingsAfterEdit(powerbi[0], powerbi[1], [...powerbi[2]], powerbi[3], (captured) => {
        captured[0]!.description = 'List on-demand tools (no args) or look them up by name (pass `tools` array).';
      }),
    ].flat();
    expect(reads.map((finding) => finding.tool)).toEqual(['search_bids', 'walmart_get_token', 'search_extend_examples', 'pbir_load_tools']);
  });

  it('reads a plot line whose default is 0.05 as a threshold, not a place to count from, and still asks the base without that default', () => {
    const volcano = ['mcp-corpus-six-hundred-and-thirteenth', 'geneexpert-mituvinci', ['run_volcano_plot'], 'index-base'] as const;
    expect(findings(volcano[0], volcano[1], [...volcano[2]], volcano[3])).toEqual([]);
    const whole = findingsAfterEdit(volcano[0], volcano[1], [...volcano[2]], volcano[3], (captured) => {
      delete propertiesOf(captured[0]!).fdr_line!.default;
    });
    expect(whole.map(lastKey)).toEqual(['fdr_line']);
  });

  it('asks no scale of a ratio or a threshold counted in ATR, and still asks it of the same numbers named without the unit', () => {
    const audit = ['mcp-corpus-six-hundred-and-eighth', 'tradingview-tedorigawa', ['run_feature_outcome_power_audit'], 'parameter-description'] as const;
    expect(scaleAsked(findings(audit[0], audit[1], [...audit[2]], audit[3]))).toEqual([]);
    const bare = findingsAfterEdit(audit[0], audit[1], [...audit[2]], audit[3], (captured) => {
      renameProperty(propertiesOf(captured[0]!), 'atr_compression_high_ratio', 'compression_high_ratio');
      renameProperty(propertiesOf(captured[0]!), 'gap_atr_threshold', 'gap_threshold');
    });
    expect(scaleAsked(bare).sort()).toEqual(['compression_high_ratio', 'gap_threshold']);
  });
});

describe('the hundred-and-twenty-sixth pass, on the six-hundred-and-twentieth to twenty-third corpora', () => {
  it('reads "≈0.15s" in the part above a duration as its unit, and still asks the unit when the part gives bare numbers', () => {
    const wire = ['mcp-corpus-six-hundred-and-twenty-second', 'figma-prototype-smooeach', ['proto_wire'], 'parameter-description'] as const;
    expect(unitAsked(findings(wire[0], wire[1], [...wire[2]], wire[3]))).toEqual([]);
    const bare = findingsAfterEdit(wire[0], wire[1], [...wire[2]], wire[3], (captured) => {
      const wires = propertiesOf(captured[0]!).wires as { items: { properties: Record<string, { description: string }> } };
      const motion = wires.items.properties.motion!;
      motion.description = motion.description.replace(/(\d)s\b/g, '$1');
    });
    expect(unitAsked(bare)).toEqual(['duration', 'duration']);
  });

  it('reads a name the text asks for, or a lower-camel name, on a tool with a free-form `args` bag as a key of that bag, and still reports both once the bag is closed', () => {
    const resolve = ['mcp-corpus-six-hundred-and-twenty-third', 'resolve-advanced-samuelgursky', ['pipeline', 'offline_ref', 'project_db'], 'drift'] as const;
    expect(findings(resolve[0], resolve[1], [...resolve[2]], resolve[3])).toEqual([]);
    const closed = findingsAfterEdit(resolve[0], resolve[1], [...resolve[2]], resolve[3], (captured) => {
      for (const tool of captured.slice(0, 2)) propertiesOf(tool).args!.additionalProperties = false;
    });
    // Closed, the bag's `postgres` key is a missing parameter too.
    expect(closed.map((finding) => /names (?:a parameter |the tool ")(\w+)/.exec(finding.message)?.[1])).toEqual(['now', 'postgres', 'projectDb']);
  });

  it('reads a description that says its readOnlyHint is false on purpose as more than a read, and still asks readOnlyHint without that sentence', () => {
    const discover = ['mcp-corpus-six-hundred-and-twentieth', 'evokore-mattmre', ['discover_tools'], 'annotations'] as const;
    expect(findings(discover[0], discover[1], [...discover[2]], discover[3])).toEqual([]);
    const silent = findingsAfterEdit(discover[0], discover[1], [...discover[2]], discover[3], (captured) => {
      captured[0]!.description = String(captured[0]!.description).replace(/ Because the effect is mode-dependent[^.]*\./, '');
    });
    expect(silent.map((finding) => finding.tool)).toEqual(['discover_tools']);
  });
});

describe('the hundred-and-twenty-seventh pass, on the six-hundred-and-thirty-ninth corpus', () => {
  it('reads "Like or reply to …" as the action, and still reads "Like a tweet." on a tool not named for liking as advice', () => {
    const react = ['mcp-corpus-six-hundred-and-thirty-ninth', 'ani-gavxm', ['anilist_react'], 'description-action-first'] as const;
    expect(findings(react[0], react[1], [...react[2]], react[3])).toEqual([]);
    const alone = findingsAfterEdit(react[0], react[1], [...react[2]], react[3], (captured) => {
      captured[0]!.description = String(captured[0]!.description).replace('Like or reply to an AniList activity.', 'Like an AniList activity.');
    });
    expect(alone.map((finding) => finding.message.replace(/.*first: /, ''))).toEqual(['it opens with advice rather than the action.']);
  });

  it('reads `anilist_drops` ("Drop pattern analysis") as the shows dropped, and still reads `anilist_drop` as a tool that drops something', () => {
    const drops = ['mcp-corpus-six-hundred-and-thirty-ninth', 'ani-gavxm', ['anilist_drops'], 'annotations'] as const;
    expect(findings(drops[0], drops[1], [...drops[2]], drops[3])).toEqual([]);
    const verb = findingsAfterEdit(drops[0], drops[1], [...drops[2]], drops[3], (captured) => {
      captured[0]!.name = 'anilist_drop';
    });
    expect(verb.map((finding) => finding.message)).toEqual([expect.stringContaining('reads as a tool that deletes or stops something')]);
  });

  it('reads a name the text asks for on a tool that takes a JSON document as a key of that document, and still reports it when the tool takes plain text', () => {
    const report = ['mcp-corpus-six-hundred-and-thirty-ninth', 'veto-aljosamakevic', ['finalize_validation_report'], 'drift'] as const;
    expect(findings(report[0], report[1], [...report[2]], report[3])).toEqual([]);
    const plain = findingsAfterEdit(report[0], report[1], [...report[2]], report[3], (captured) => {
      const properties = propertiesOf(captured[0]!);
      renameProperty(properties, 'report_json', 'report');
      properties.report!.description = 'The full ValidationReport.';
      captured[0]!.description = String(captured[0]!.description).replaceAll('`report_json`', '`report`');
    });
    expect(plain.map((finding) => /names a parameter (\w+)/.exec(finding.message)?.[1])).toEqual(['contradicting_evidence']);
  });
});

describe('the hundred-and-twenty-eighth pass, on the six-hundred-and-eighth corpus', () => {
  it('asks no unit of a time inside observations the tool says another tool returns, and still asks it when the tool does not say where they come from', () => {
    const features = ['mcp-corpus-six-hundred-and-eighth', 'tradingview-tedorigawa', ['compute_market_features'], 'parameter-description'] as const;
    expect(unitAsked(findings(features[0], features[1], [...features[2]], features[3]))).toEqual([]);
    const unsourced = findingsAfterEdit(features[0], features[1], [...features[2]], features[3], (captured) => {
      captured[0]!.description = String(captured[0]!.description).replace(', typically returned by get_aligned_history', '');
    });
    expect(unitAsked(unsourced)).toEqual(['time']);
  });
});

describe('the hundred-and-twenty-ninth pass, on every labelled corpus up to the six-hundred-and-thirty-ninth', () => {
  it('leaves alone a pair whose descriptions state their scopes ("rare/unusual", "in the registry"), and still asks the same pair once both say only their names', () => {
    const birds = ['mcp-corpus-six-hundred-and-twenty-seventh', 'birding-buddy-woodcreeper', ['get_nearby_observations', 'get_nearby_notable_observations'], 'ambiguous-siblings'] as const;
    const servers = ['mcp-corpus-sixty-first', '1mcp-agent', ['1mcp_1mcp_mcp_list', '1mcp_1mcp_mcp_search'], 'ambiguous-siblings'] as const;
    expect([birds, servers].flatMap(([folder, server, tools, rule]) => findings(folder, server, [...tools], rule))).toEqual([]);
    const bareBirds = findingsAfterEdit(birds[0], birds[1], [...birds[2]], birds[3], (captured) => {
      captured[0]!.description = 'Get observations near a location';
      captured[1]!.description = 'Get bird observations near a location';
    });
    const bareServers = findingsAfterEdit(servers[0], servers[1], [...servers[2]], servers[3], (captured) => {
      captured[1]!.description = String(captured[1]!.description).replace(' in the registry', '');
    });
    expect(bareBirds.map((finding) => finding.tool)).toEqual(['get_nearby_observations', 'get_nearby_notable_observations']);
    expect(bareServers.map((finding) => finding.tool)).toEqual(['1mcp_1mcp_mcp_list', '1mcp_1mcp_mcp_search']);
    expect(bareServers[0]!.message).toContain('their descriptions add little to those names');
  });
});

describe('the hundred-and-thirtieth pass, on every labelled corpus up to the six-hundred-and-forty-seventh', () => {
  it('takes "the `game` parameter of your /studiogame URL" as the address\'s, and "(apply_vas)" in items_apply_vas as the tool itself, and still reports them said of the tool', () => {
    const logs = ['mcp-corpus-six-hundred-and-forty-sixth', 'bga-brandonborn', ['read_studio_logs'], 'drift'] as const;
    const vas = ['mcp-corpus-six-hundred-and-thirty-sixth', 'avito-elchin92', ['items_apply_vas', 'items_put_item_vas'], 'drift'] as const;
    expect([logs, vas].flatMap(([folder, server, tools, rule]) => findings(folder, server, [...tools], rule))).toEqual([]);
    const ownParameter = findingsAfterEdit(logs[0], logs[1], [...logs[2]], logs[3], (captured) => {
      const gameId = propertiesOf(captured[0]!).gameId!;
      gameId.description = String(gameId.description).replace(' parameter of your /studiogame URL', ' parameter');
    });
    expect(ownParameter.map((finding) => finding.message)).toEqual([expect.stringContaining('names a parameter game')]);
    const renamed = findingsAfterEdit(vas[0], vas[1], [...vas[2]], vas[3], (captured) => {
      captured[0]!.name = 'items_apply_services';
    });
    expect(renamed.map((finding) => finding.message)).toEqual([expect.stringContaining('names the tool "apply_vas"')]);
  });
});

describe('the hundred-and-thirty-first pass, on every labelled corpus up to the six-hundred-and-fifty-fifth', () => {
  it('asks no unit of a DNS record\'s ttl, and still asks it of a ttl beside no record\'s type and values', () => {
    const dns = ['mcp-corpus-six-hundred-and-fifty-first', 'gandi-dns-themkn', ['add_record'], 'parameter-description'] as const;
    expect(unitAsked(findings(dns[0], dns[1], [...dns[2]], dns[3]))).toEqual([]);
    const noRecord = findingsAfterEdit(dns[0], dns[1], [...dns[2]], dns[3], (captured) => {
      renameProperty(propertiesOf(captured[0]!), 'values', 'targets');
    });
    expect(unitAsked(noRecord)).toEqual(['ttl']);
  });

  it('takes a name the output schema lists ("pass `id`, not `login`") as a field of the answer, and still reports it once no output schema lists it', () => {
    const accounts = ['mcp-corpus-six-hundred-and-forty-ninth', 'senti-koniverse', ['list_accounts'], 'drift'] as const;
    expect(findings(accounts[0], accounts[1], [...accounts[2]], accounts[3])).toEqual([]);
    const noOutput = findingsAfterEdit(accounts[0], accounts[1], [...accounts[2]], accounts[3], (captured) => {
      delete (captured[0] as { outputSchema?: unknown }).outputSchema;
    });
    expect(noOutput.map((finding) => finding.message)).toEqual([expect.stringContaining('names a parameter id')]);
  });
});

describe('the hundred-and-thirty-second pass, on every labelled corpus up to the six-hundred-and-fifty-fifth', () => {
  it('reads a minimum of 0 that every branch of an index\'s choice shares as the first place, and still asks once the branches drop it', () => {
    const effects = ['mcp-corpus-six-hundred-and-forty-first', 'figma-write-oo', ['figma_effects'], 'index-base'] as const;
    expect(findings(effects[0], effects[1], [...effects[2]], effects[3])).toEqual([]);
    const unbounded = findingsAfterEdit(effects[0], effects[1], [...effects[2]], effects[3], (captured) => {
      const branches = propertiesOf(captured[0]!).effectIndex!.oneOf as { minimum?: number; items?: { minimum?: number } }[];
      for (const branch of branches) {
        delete branch.minimum;
        delete branch.items?.minimum;
      }
    });
    expect(unbounded.map((finding) => finding.message)).toEqual([expect.stringContaining('effectIndex of figma_effects is a position')]);
  });
});

describe('the hundred-and-thirty-third pass, on every labelled corpus up to the six-hundred-and-sixty-third', () => {
  it('takes a name opening on "trigger" and "Read and drain buffered events" as more than a read, and still asks readOnlyHint of the same tools without them', () => {
    const typing = ['mcp-corpus-six-hundred-and-fifty-eighth', 'discord-theermite', ['trigger_typing'], 'annotations'] as const;
    const watch = ['mcp-corpus-six-hundred-and-fifty-seventh', 'pacifica-blockchain-oracle', ['pacifica-watch-read'], 'annotations'] as const;
    expect([typing, watch].flatMap(([folder, server, tools, rule]) => findings(folder, server, [...tools], rule))).toEqual([]);
    const shown = findingsAfterEdit(typing[0], typing[1], [...typing[2]], typing[3], (captured) => {
      captured[0]!.name = 'show_typing';
    });
    const peeked = findingsAfterEdit(watch[0], watch[1], [...watch[2]], watch[3], (captured) => {
      captured[0]!.description = String(captured[0]!.description).replace('Read and drain buffered events', 'Read buffered events').replace('\n\nClears the buffer after reading.', '');
    });
    expect([...shown, ...peeked].map((finding) => finding.tool)).toEqual(['show_typing', 'pacifica-watch-read']);
  });
});

describe('the hundred-and-thirty-fourth pass, on every labelled corpus up to the six-hundred-and-seventy-first', () => {
  it('takes a player\'s "play" and "load" actions as changes, and still asks readOnlyHint once the actions only list', () => {
    const player = ['mcp-corpus-six-hundred-and-sixty-fourth', 'blu-gagin', ['presets', 'inputs', 'tidal'], 'annotations'] as const;
    expect(findings(player[0], player[1], [...player[2]], player[3])).toEqual([]);
    const listingOnly = findingsAfterEdit(player[0], player[1], [...player[2]], player[3], (captured) => {
      for (const tool of captured) {
        const action = propertiesOf(tool).action!;
        action.enum = (action.enum as string[]).filter((value) => value !== 'play' && value !== 'load');
        tool.description = String(tool.description).replace(/ (?:or|and) (?:load|select|play)/, '');
      }
    });
    expect(listingOnly.map((finding) => finding.tool)).toEqual(['presets', 'inputs', 'tidal']);
  });
});
