import { beforeAll, describe, expect, it } from 'vitest';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { findingsAfterEdit, findingsOn as findings } from '../../support/captured-corpus-tools';
import { formatAsked, limitAsked, propertiesOf, renameProperty, unitAsked } from '../../support/narrower-evidence';

// The hundred-and-thirty-fifth to the hundred-and-fifty-first passes. Blind measures showed rules
// wrong more often than right on servers no rule was written against, and each pass asks for
// narrower evidence. Each case is a real captured tool where a rule must stay quiet, beside the same
// tool edited, where the same rule must still speak.

beforeAll(loadVerbTagger);

describe('the hundred-and-thirty-fifth pass, on every labelled corpus up to the six-hundred-and-seventy-first', () => {
  it('reads a condition whose main clause opens on the verb the tool is named for as the action, and still reports the condition before another verb or advice to the caller', () => {
    const record = ['mcp-corpus-six-hundred-and-thirty-fifth', 'phaedo-phaedolabs', ['phaedo_record_outcome', 'phaedo_escalate'], 'description-action-first'] as const;
    const commit = ['mcp-corpus-five-hundred-and-eighty-fifth', 'featureboard-valentil', ['commit_feature'], 'description-action-first'] as const;
    expect([record, commit].flatMap(([folder, server, tools, rule]) => findings(folder, server, [...tools], rule))).toEqual([]);
    const otherVerbs = [
      findingsAfterEdit(record[0], record[1], [...record[2]], record[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace('record their outcome', 'note their outcome');
        captured[1]!.description = String(captured[1]!.description).replace('escalate it to them', 'hand it to them');
      }),
      findingsAfterEdit(commit[0], commit[1], [...commit[2]], commit[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace(', commit (and optionally push)', ', ask the user to save (and optionally push)');
      }),
    ].flat();
    expect(otherVerbs.map((finding) => [finding.tool, finding.message.endsWith('it opens with a condition.')])).toEqual([
      ['phaedo_record_outcome', true],
      ['phaedo_escalate', true],
      ['commit_feature', true],
    ]);
  });
});

describe('the hundred-and-thirty-sixth pass, on every labelled corpus up to the six-hundred-and-seventy-ninth', () => {
  it('reads "(required if workspacePath omitted)" as a condition a flat "required" cannot say, and still reports a plain "(required)" on an optional path', () => {
    const builds = ['mcp-corpus-six-hundred-and-seventy-second', 'mobile-automator-jegriffi91', ['build_app', 'start_build', 'run_unit_tests'], 'schema-contradiction'] as const;
    expect(findings(builds[0], builds[1], [...builds[2]], builds[3])).toEqual([]);
    const unconditional = findingsAfterEdit(builds[0], builds[1], [...builds[2]], builds[3], (captured) => {
      for (const tool of captured) {
        const projectPath = propertiesOf(tool).projectPath!;
        projectPath.description = String(projectPath.description).replace('(required if workspacePath omitted)', '(required)');
      }
    });
    expect(unconditional.map((finding) => finding.message)).toEqual([
      expect.stringContaining('projectPath of build_app: the description says it is required'),
      expect.stringContaining('projectPath of start_build: the description says it is required'),
      expect.stringContaining('projectPath of run_unit_tests: the description says it is required'),
    ]);
  });
});

describe('the hundred-and-thirty-seventh pass, on every labelled corpus up to the six-hundred-and-seventy-ninth', () => {
  it('reads a tag in capitals, a spaced dash and a verb as the action, and still reports the tag before words that are no verb', () => {
    const bets = ['mcp-corpus-six-hundred-and-seventy-second', 'propprofessor-jbdrak', ['log_pick', 'place_bet'], 'description-action-first'] as const;
    const branding = ['mcp-corpus-six-hundred-and-seventy-ninth', 'raziel-tidefoundation', ['tide_branding'], 'description-action-first'] as const;
    expect([bets, branding].flatMap(([folder, server, tools, rule]) => findings(folder, server, [...tools], rule))).toEqual([]);
    const noVerbAfterTheDash = [
      findingsAfterEdit(bets[0], bets[1], [...bets[2]], bets[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace('RECORD — log a bet you placed', 'RECORD — a bet you placed');
        captured[1]!.description = String(captured[1]!.description).replace('EXECUTE — validates then logs the bet', 'EXECUTE — the bet, validated then logged');
      }),
      findingsAfterEdit(branding[0], branding[1], [...branding[2]], branding[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace('— generate a logo', '— a logo');
      }),
    ].flat();
    expect(noVerbAfterTheDash.map((finding) => finding.message)).toEqual([
      expect.stringContaining('it opens with "RECORD" in capitals'),
      expect.stringContaining('it opens with "EXECUTE" in capitals'),
      expect.stringContaining('it opens with "BRAND" in capitals'),
    ]);
  });
});

describe('the hundred-and-thirty-eighth pass, on every labelled corpus up to the six-hundred-and-eighty-seventh', () => {
  it('reads a parameter in a sentence that routes the call "via `getItem`" as that operation\'s, and still reports it once the sentence names no operation', () => {
    const catalogue = ['mcp-corpus-six-hundred-and-eighty-fifth', 'tridion-sites-nickianhill', ['getToolDetails'], 'drift'] as const;
    expect(findings(catalogue[0], catalogue[1], [...catalogue[2]], catalogue[3])).toEqual([]);
    const noOperation = findingsAfterEdit(catalogue[0], catalogue[1], [...catalogue[2]], catalogue[3], (captured) => {
      captured[0]!.description = String(captured[0]!.description).replace('When fetching details via `getItem` or `bulkReadItems`, you', 'When fetching details, you');
    });
    expect(noOperation.map((finding) => finding.message)).toEqual([expect.stringContaining('names a parameter includeProperties')]);
  });

  it('reads "For assets, the asset\'s file name (required)" as required for one kind, and still reports a plain "(required)" on the optional name', () => {
    const media = ['mcp-corpus-six-hundred-and-eighty-sixth', 'mealie-mswdev', ['recipe_media'], 'schema-contradiction'] as const;
    expect(findings(media[0], media[1], [...media[2]], media[3])).toEqual([]);
    const unscoped = findingsAfterEdit(media[0], media[1], [...media[2]], media[3], (captured) => {
      const fileName = propertiesOf(captured[0]!).fileName!;
      fileName.description = String(fileName.description).replace("For assets, the asset's file name (required).", "The asset's file name (required).");
    });
    expect(unscoped.map((finding) => finding.message)).toEqual([expect.stringContaining('fileName of recipe_media: the description says it is required')]);
  });
});

describe('the hundred-and-thirty-ninth pass, on every labelled corpus up to the six-hundred-and-eighty-seventh', () => {
  it('takes "Resume a paused session" as more than a read, and still asks readOnlyHint of the same tool once it only returns the state', () => {
    const resume = ['mcp-corpus-six-hundred-and-eighty-second', 'camoufox-whit3rabbit', ['browse_session_resume'], 'annotations'] as const;
    expect(findings(resume[0], resume[1], [...resume[2]], resume[3])).toEqual([]);
    const stateOnly = findingsAfterEdit(resume[0], resume[1], [...resume[2]], resume[3], (captured) => {
      captured[0]!.description = 'Return the current state of a paused session.';
    });
    expect(stateOnly.map((finding) => finding.tool)).toEqual(['browse_session_resume']);
  });
});

describe('the hundred-and-fortieth pass, on every labelled corpus up to the six-hundred-and-ninety-fifth', () => {
  it('takes "updates local fetch metadata" and "upsert them into the branch catalog" as more than a read, and still asks readOnlyHint without them', () => {
    const fetch = ['mcp-corpus-six-hundred-and-ninetieth', 'git-unleash-niamster', ['git_fetch'], 'annotations'] as const;
    const sync = ['mcp-corpus-six-hundred-and-ninety-second', 'aitl-harness-eversuelo', ['sync_branches'], 'annotations'] as const;
    expect([fetch, sync].flatMap(([folder, server, tools, rule]) => findings(folder, server, [...tools], rule))).toEqual([]);
    const readsOnly = [
      findingsAfterEdit(fetch[0], fetch[1], [...fetch[2]], fetch[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace(' This tool updates local fetch metadata and remote-tracking state only; it', ' It');
      }),
      findingsAfterEdit(sync[0], sync[1], [...sync[2]], sync[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace(' and upsert them into the branch catalog', '');
      }),
    ].flat();
    expect(readsOnly.map((finding) => finding.tool)).toEqual(['git_fetch', 'sync_branches']);
  });
});

describe('the hundred-and-forty-first pass, on every labelled corpus up to the seven-hundred-and-third', () => {
  it('reads a language server\'s `startCharacter` as a column in a line, not a time, and still asks the unit of a `startTime` in its place', () => {
    const format = ['mcp-corpus-six-hundred-and-ninety-sixth', 'language-server-spiritledsoftware', ['format_range'], 'parameter-description'] as const;
    const unitOf = (finding: { message: string }) => finding.message.includes('a time given as a number with no unit');
    expect(findings(format[0], format[1], [...format[2]], format[3]).filter(unitOf)).toEqual([]);
    const times = findingsAfterEdit(format[0], format[1], [...format[2]], format[3], (captured) => {
      renameProperty(propertiesOf(captured[0]!), 'startCharacter', 'startTime');
      renameProperty(propertiesOf(captured[0]!), 'endCharacter', 'endTime');
    });
    expect(times.filter(unitOf).map((finding) => finding.message)).toEqual([
      expect.stringContaining('The parameter startTime of format_range'),
      expect.stringContaining('The parameter endTime of format_range'),
    ]);
  });
});

describe('the hundred-and-forty-second pass, on every labelled corpus up to the seven-hundred-and-third', () => {
  it('takes "Returns main task IDs for tracking" as work set going, more than a read, and still asks readOnlyHint once it returns the answer itself', () => {
    const pipeline = ['mcp-corpus-six-hundred-and-ninety-ninth', 'llms-full-shariqriazz', ['get_llms_full'], 'annotations'] as const;
    expect(findings(pipeline[0], pipeline[1], [...pipeline[2]], pipeline[3])).toEqual([]);
    const answersAtOnce = findingsAfterEdit(pipeline[0], pipeline[1], [...pipeline[2]], pipeline[3], (captured) => {
      captured[0]!.description = String(captured[0]!.description).replace('Returns main task IDs for tracking.', 'Returns the synthesized text.');
    });
    expect(answersAtOnce.map((finding) => finding.tool)).toEqual(['get_llms_full']);
  });
});

describe('the hundred-and-forty-third pass, on every labelled corpus up to the seven-hundred-and-eleventh', () => {
  it('reads a default of 80 as the scale of a `spool_threshold_percent`, and still asks the scale once the default is 0.8', () => {
    const queues = ['mcp-corpus-seven-hundred-and-eighth', 'solace-semp-tanendra77', ['find_backlogged_queues'], 'parameter-description'] as const;
    const scaleOf = (finding: { message: string }) => finding.message.includes('whether it runs from 0 to 1 or is a percentage');
    expect(findings(queues[0], queues[1], [...queues[2]], queues[3]).filter(scaleOf)).toEqual([]);
    const fractional = findingsAfterEdit(queues[0], queues[1], [...queues[2]], queues[3], (captured) => {
      propertiesOf(captured[0]!).spool_threshold_percent!.default = 0.8;
    });
    expect(fractional.filter(scaleOf).map((finding) => finding.message)).toEqual([expect.stringContaining('The parameter spool_threshold_percent of find_backlogged_queues')]);
  });

  it('reads a fader\'s "Normalized position 0.0–1.0" as a fraction, not a place counted from 0 or 1, and still asks the base of a position with no range', () => {
    const fader = ['mcp-corpus-seven-hundred-and-eleventh', 'q-sys-tomsfaire', ['qsys_set_control'], 'index-base'] as const;
    expect(findings(fader[0], fader[1], [...fader[2]], fader[3])).toEqual([]);
    const unranged = findingsAfterEdit(fader[0], fader[1], [...fader[2]], fader[3], (captured) => {
      propertiesOf(captured[0]!).position!.description = 'Position of the control.';
    });
    expect(unranged.map((finding) => finding.message)).toEqual([expect.stringContaining('position of qsys_set_control is a position')]);
  });
});

describe('the hundred-and-forty-fourth pass, on every labelled corpus up to the seven-hundred-and-eleventh', () => {
  it('reads "Use this after docs_search to read the full content" as the action, and still reports "Use this when you need to read…"', () => {
    const docs = ['mcp-corpus-six-hundred-and-eighty-fifth', 'nanostores-valyay', ['nanostores_docs_read_page'], 'description-action-first'] as const;
    const contentful = ['mcp-corpus-three-hundred-and-thirteenth', 'contentful-graphql-ivotoby', ['graphql_get_example'], 'description-action-first'] as const;
    expect([docs, contentful].flatMap(([folder, server, tools, rule]) => findings(folder, server, [...tools], rule))).toEqual([]);
    const whenNeeded = [
      findingsAfterEdit(docs[0], docs[1], [...docs[2]], docs[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace('Use this after nanostores_docs_search to read', 'Use this when you need to read');
      }),
      findingsAfterEdit(contentful[0], contentful[1], [...contentful[2]], contentful[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace('Use this tool AFTER using graphql_get_content_type_schema to see', 'Use this tool when you want to see');
      }),
    ].flat();
    expect(whenNeeded.map((finding) => finding.tool)).toEqual(['nanostores_docs_read_page', 'graphql_get_example']);
  });
});

describe('the hundred-and-forty-fifth pass, on every labelled corpus up to the seven-hundred-and-nineteenth', () => {
  it('reads "Before opening an issue, check for duplicates" as the action after a moment in the work, and still reports the same verb after "Before calling this tool"', () => {
    const dedup = ['mcp-corpus-hundred-and-sixtieth', 'rethunk-github', ['issue_dedup'], 'description-action-first'] as const;
    const commit = ['mcp-corpus-seven-hundred-and-seventeenth', 'packwright-rithwikbabu', ['visual_commit'], 'description-action-first'] as const;
    expect([dedup, commit].flatMap(([folder, server, tools, rule]) => findings(folder, server, [...tools], rule))).toEqual([]);
    const choresOfTheCaller = [
      findingsAfterEdit(dedup[0], dedup[1], [...dedup[2]], dedup[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace('Before opening an issue,', 'Before calling this tool,');
      }),
      findingsAfterEdit(commit[0], commit[1], [...commit[2]], commit[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace('atomically install', 'ask the user to install');
      }),
    ].flat();
    expect(choresOfTheCaller.map((finding) => [finding.tool, finding.message.endsWith('it opens with a condition.')])).toEqual([
      ['issue_dedup', true],
      ['visual_commit', true],
    ]);
  });
});

describe('the hundred-and-forty-sixth pass, on every labelled corpus up to the seven-hundred-and-twenty-seventh', () => {
  it('reads `before_load` as a step hooked before a load, not a date, and still asks a `before_date` its format', () => {
    const datamart = ['mcp-corpus-seven-hundred-and-twenty-third', 'trocco-tools-growthmanagement', ['create_datamart_definition'], 'parameter-description'] as const;
    expect(formatAsked(findings(datamart[0], datamart[1], [...datamart[2]], datamart[3]))).toEqual([]);
    const dated = findingsAfterEdit(datamart[0], datamart[1], [...datamart[2]], datamart[3], (captured) => {
      const bigquery = propertiesOf(captured[0]!).datamart_bigquery_option as { properties: Record<string, unknown> };
      renameProperty(bigquery.properties, 'before_load', 'before_date');
    });
    expect(formatAsked(dated)).toEqual(['before_date']);
  });
});

describe('the hundred-and-forty-seventh pass, on every labelled corpus up to the seven-hundred-and-thirty-fifth', () => {
  it('reads a removal whose description says the thing stays in the library as destroying nothing, and still reports it without that sentence', () => {
    const kolbo = ['mcp-corpus-seven-hundred-and-twenty-eighth', 'kolbo-zoharvan12', ['remove_media_from_folder', 'unlink_project_asset'], 'annotations'] as const;
    expect(findings(kolbo[0], kolbo[1], [...kolbo[2]], kolbo[3])).toEqual([]);
    const saysNothingKept = findingsAfterEdit(kolbo[0], kolbo[1], [...kolbo[2]], kolbo[3], (captured) => {
      captured[0]!.description = String(captured[0]!.description).replace('Items themselves remain in the library. ', '');
      captured[1]!.description = String(captured[1]!.description).replace("The asset itself stays in the user's library — this only untags it from the project. ", '');
    });
    expect(saysNothingKept.map((finding) => [finding.tool, finding.message.includes('deletes or stops something')])).toEqual([
      ['remove_media_from_folder', true],
      ['unlink_project_asset', true],
    ]);
  });

  it('reads `words_per_line` as a count for each line, not a position, and still asks a `start_line` where counting starts', () => {
    const transcribe = ['mcp-corpus-seven-hundred-and-twenty-eighth', 'kolbo-zoharvan12', ['transcribe_audio'], 'index-base'] as const;
    expect(findings(transcribe[0], transcribe[1], [...transcribe[2]], transcribe[3])).toEqual([]);
    const aPlace = findingsAfterEdit(transcribe[0], transcribe[1], [...transcribe[2]], transcribe[3], (captured) => {
      renameProperty(propertiesOf(captured[0]!), 'words_per_line', 'start_line');
    });
    expect(aPlace.map((finding) => finding.field.split('.').at(-2))).toEqual(['start_line']);
  });
});

describe('the hundred-and-forty-eighth pass, on every labelled corpus up to the seven-hundred-and-forty-third', () => {
  it('leaves a `limit` alone when the tool says its page size or its cap, and still asks it when the tool does not', () => {
    const conviso = ['mcp-corpus-seven-hundred-and-twenty-ninth', 'conviso-convisoappsec', ['get_assets'], 'parameter-description'] as const;
    const duckdb = ['mcp-corpus-seven-hundred-and-thirty-sixth', 'matchi-barockok', ['run_sql'], 'parameter-description'] as const;
    expect([conviso, duckdb].flatMap(([folder, server, tools, rule]) => limitAsked(findings(folder, server, [...tools], rule)))).toEqual([]);
    const unsaid = [
      findingsAfterEdit(conviso[0], conviso[1], [...conviso[2]], conviso[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace('(paginated, default 25/page)', '(paginated)');
      }),
      findingsAfterEdit(duckdb[0], duckdb[1], [...duckdb[2]], duckdb[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace('Caps results at 20 rows; ', '');
      }),
    ];
    expect(unsaid.map(limitAsked)).toEqual([['limit'], ['limit']]);
  });

  it('reads `startAngle` as an angle, not a time, and still asks a `startDelay` its unit', () => {
    const circle = ['mcp-corpus-seven-hundred-and-thirty-sixth', 'gephi-kgatilin', ['layout_nodes_circle'], 'parameter-description'] as const;
    expect(unitAsked(findings(circle[0], circle[1], [...circle[2]], circle[3]))).toEqual([]);
    const delayed = findingsAfterEdit(circle[0], circle[1], [...circle[2]], circle[3], (captured) => {
      renameProperty(propertiesOf(captured[0]!), 'startAngle', 'startDelay');
    });
    expect(unitAsked(delayed)).toEqual(['startDelay']);
  });
});

describe('the hundred-and-forty-ninth pass, on every labelled corpus up to the seven-hundred-and-forty-third', () => {
  it('reads "may write a local screenshot artifact" and "Local file path to save the image" as more than a read, and still asks for readOnlyHint without them', () => {
    const scan = ['mcp-corpus-seven-hundred-and-thirty-second', 'qmax-qualitymax', ['scan_url'], 'annotations'] as const;
    const view = ['mcp-corpus-seven-hundred-and-thirty-third', 'tableau-enhanced-petewhore', ['get-view-image'], 'annotations'] as const;
    expect([scan, view].flatMap(([folder, server, tools, rule]) => findings(folder, server, [...tools], rule))).toEqual([]);
    const onlyReads = [
      findingsAfterEdit(scan[0], scan[1], [...scan[2]], scan[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace(/This may write a local screenshot artifact[^.]*\.?/, '');
      }),
      findingsAfterEdit(view[0], view[1], [...view[2]], view[3], (captured) => {
        captured[0]!.description = String(captured[0]!.description).replace('Local file path to save the image', 'Local file path of the image');
      }),
    ].flat();
    expect(onlyReads.map((finding) => [finding.tool, finding.message.includes('only reads')])).toEqual([
      ['scan_url', true],
      ['get-view-image', true],
    ]);
  });
});

describe('the hundred-and-fiftieth pass, on every labelled corpus up to the seven-hundred-and-forty-third', () => {
  it('leaves a "(required)" parameter alone when its schema gives a default, and still reports it without one', () => {
    const niches = ['mcp-corpus-seven-hundred-and-thirty-fourth', 'amazon-data-pangolinfo', ['filter_niches'], 'schema-contradiction'] as const;
    expect(findings(niches[0], niches[1], [...niches[2]], niches[3])).toEqual([]);
    const noDefault = findingsAfterEdit(niches[0], niches[1], [...niches[2]], niches[3], (captured) => {
      delete propertiesOf(captured[0]!).marketplaceId!.default;
    });
    expect(noDefault.map((finding) => finding.field.split('.').at(-2))).toEqual(['marketplaceId']);
  });

  it('reads `reset_filters` as showing the whole graph again, and still reports a reset of the layout as destroying something', () => {
    const gephi = ['mcp-corpus-seven-hundred-and-thirty-sixth', 'gephi-kgatilin', ['reset_filters'], 'annotations'] as const;
    expect(findings(gephi[0], gephi[1], [...gephi[2]], gephi[3])).toEqual([]);
    const layout = findingsAfterEdit(gephi[0], gephi[1], [...gephi[2]], gephi[3], (captured) => {
      captured[0]!.name = 'reset_layout';
    });
    expect(layout.map((finding) => [finding.tool, finding.message.includes('deletes or stops something')])).toEqual([['reset_layout', true]]);
  });
});

describe('the hundred-and-fifty-first pass, on every labelled corpus up to the seven-hundred-and-forty-third', () => {
  it('reads a console-log read that takes an `executeScript` to run in the page as more than a read, and still asks for readOnlyHint when the input only names a script', () => {
    const testcafe = ['mcp-corpus-seven-hundred-and-forty-third', 'testcafe-rkdfx', ['get_console_logs'], 'annotations'] as const;
    expect(findings(testcafe[0], testcafe[1], [...testcafe[2]], testcafe[3])).toEqual([]);
    const named = findingsAfterEdit(testcafe[0], testcafe[1], [...testcafe[2]], testcafe[3], (captured) => {
      renameProperty(propertiesOf(captured[0]!), 'executeScript', 'scriptName');
    });
    expect(named.map((finding) => [finding.tool, finding.message.includes('only reads')])).toEqual([['get_console_logs', true]]);
  });
});
