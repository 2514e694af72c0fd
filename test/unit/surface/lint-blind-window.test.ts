import { beforeAll, describe, expect, it } from 'vitest';
import { BLIND } from '../../../src/engine/surface-analysis/lint/blind-precision';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { blindFigures, capturedCorporaBetween } from '../../support/lint-corpus-precision';

// The window the trust line reports: the corpora that measured the hundred-and-eleventh pass to the
// hundred-and-seventeenth (the hundred-and-eleventh, the hundred-and-twelfth with the
// hundred-and-thirteenth, the hundred-and-fourteenth, the hundred-and-fifteenth on two rounds, the
// hundred-and-sixteenth and the hundred-and-seventeenth). The five-hundred-and-seventh, fifteenth,
// seventeenth, fifty-fourth and fifty-sixth kept no server and have no folder. When a new round moves
// the window, `lint-corpus-cli window <first>..<last> --write` rewrites the table and these two names
// move with it.
const firstOfWindow = 'mcp-corpus-five-hundred-and-second';
const lastOfWindow = 'mcp-corpus-five-hundred-and-sixty-seventh';

describe('the trust line of the lint', () => {
  beforeAll(loadVerbTagger);

  it('gives, for every rule, the figures its window of labelled corpora gives, so none is typed by hand or left stale', () => {
    const window = capturedCorporaBetween(firstOfWindow, lastOfWindow);
    expect(window).toHaveLength(61);
    const { figures } = blindFigures(window);
    expect(Object.fromEntries(figures.map(({ rule, ...figure }) => [rule, figure]))).toEqual(BLIND);
  }, 180_000);
});
