import { beforeAll, describe, expect, it } from 'vitest';
import { BLIND } from '../../../src/engine/surface-analysis/lint/blind-precision';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { blindFigures, capturedCorporaBetween } from '../../support/lint-corpus-precision';

// The window the trust line reports: the corpora that measured the ninety-third pass to the
// hundred-and-seventh (the ninety-third and ninety-fourth measured with the ninety-fifth, the
// ninety-sixth to the ninety-ninth with the hundredth, the hundred-and-first with the
// hundred-and-second, the hundred-and-third with the hundred-and-fourth, the hundred-and-fifth with
// the hundred-and-sixth). The four-hundred-and-seventy-third kept no server and has no folder. When a
// new round moves the window, `lint-corpus-cli window <first>..<last> --write` rewrites the table and
// these two names move with it.
const firstOfWindow = 'mcp-corpus-four-hundred-and-thirty-first';
const lastOfWindow = 'mcp-corpus-four-hundred-and-seventy-seventh';

describe('the trust line of the lint', () => {
  beforeAll(loadVerbTagger);

  it('gives, for every rule, the figures its window of labelled corpora gives, so none is typed by hand or left stale', () => {
    const window = capturedCorporaBetween(firstOfWindow, lastOfWindow);
    expect(window).toHaveLength(46);
    const { figures } = blindFigures(window);
    expect(Object.fromEntries(figures.map(({ rule, ...figure }) => [rule, figure]))).toEqual(BLIND);
  }, 180_000);
});
