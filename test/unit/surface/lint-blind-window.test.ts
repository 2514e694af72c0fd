import { beforeAll, describe, expect, it } from 'vitest';
import { BLIND } from '../../../src/engine/surface-analysis/lint/blind-precision';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { blindFigures, capturedCorporaBetween } from '../../support/lint-corpus-precision';

// The window the trust line reports: the corpora that measured the last six passes with a round of
// their own, the hundred-and-twenty-fifth to the hundred-and-thirty-third (the hundred-and-twenty-sixth
// was measured by two rounds, the hundred-and-twenty-seventh to the hundred-and-twenty-ninth by one
// round together, and so were the hundred-and-thirty-first and the hundred-and-thirty-second; the
// six-hundred-and-seventieth corpus found no server, so the window holds one folder fewer).
// When a new round moves the window,
// `lint-corpus-cli window <first>..<last> --write` rewrites the table and these two names move with
// it.
const firstOfWindow = 'mcp-corpus-six-hundred-and-sixteenth';
const lastOfWindow = 'mcp-corpus-six-hundred-and-seventy-first';

describe('the trust line of the lint', () => {
  beforeAll(loadVerbTagger);

  it('gives, for every rule, the figures its window of labelled corpora gives, so none is typed by hand or left stale', () => {
    const window = capturedCorporaBetween(firstOfWindow, lastOfWindow);
    expect(window).toHaveLength(55);
    const { figures } = blindFigures(window);
    expect(Object.fromEntries(figures.map(({ rule, ...figure }) => [rule, figure]))).toEqual(BLIND);
  }, 180_000);
});
