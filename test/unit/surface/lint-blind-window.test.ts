import { beforeAll, describe, expect, it } from 'vitest';
import { BLIND } from '../../../src/engine/surface-analysis/lint/blind-precision';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { blindFigures, capturedCorporaBetween } from '../../support/lint-corpus-precision';

// The window the trust line reports: the corpora that measured the hundred-and-third pass to the
// hundred-and-eleventh (the hundred-and-third with the hundred-and-fourth, the hundred-and-fifth with
// the hundred-and-sixth, the hundred-and-seventh, the hundred-and-eighth, the hundred-and-ninth with the
// hundred-and-tenth, and the hundred-and-eleventh). The four-hundred-and-seventy-third and the
// five-hundred-and-seventh kept no server and have no folder. When a new round moves the window,
// `lint-corpus-cli window <first>..<last> --write` rewrites the table and these two names move with it.
const firstOfWindow = 'mcp-corpus-four-hundred-and-fifty-fourth';
const lastOfWindow = 'mcp-corpus-five-hundred-and-ninth';

describe('the trust line of the lint', () => {
  beforeAll(loadVerbTagger);

  it('gives, for every rule, the figures its window of labelled corpora gives, so none is typed by hand or left stale', () => {
    const window = capturedCorporaBetween(firstOfWindow, lastOfWindow);
    expect(window).toHaveLength(54);
    const { figures } = blindFigures(window);
    expect(Object.fromEntries(figures.map(({ rule, ...figure }) => [rule, figure]))).toEqual(BLIND);
  }, 180_000);
});
