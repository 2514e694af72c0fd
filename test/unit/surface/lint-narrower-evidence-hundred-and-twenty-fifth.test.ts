import { beforeAll, describe, expect, it } from 'vitest';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { findingsAfterEdit, findingsOn as findings } from '../../support/captured-corpus-tools';
import { lastKey, propertiesOf, renameProperty, scaleAsked } from '../../support/narrower-evidence';

// The hundred-and-twenty-fifth pass. Blind measures showed rules wrong more often than right on
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
