import { beforeAll, describe, expect, it } from 'vitest';
import { BLIND } from '../../../src/engine/surface-analysis/lint/blind-precision';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { blindFigures, capturedCorporaBetween } from '../../support/lint-corpus-precision';

// The window the trust line reports: the corpora that measured the last six passes with a round of
// their own, the hundred-and-forty-first to the hundred-and-fifty-first (the hundred-and-forty-first
// and -second were measured by one round together, and so were the hundred-and-forty-third and
// -fourth; the hundred-and-forty-eighth to the hundred-and-fifty-first by two rounds, the second cut
// to three corpora when fetching was refused; the seven-hundred-and-thirty-fifth and
// seven-hundred-and-thirty-seventh corpora found no server, so the window holds two folders fewer).
// When a new round moves the window,
// `lint-corpus-cli window <first>..<last> --write` rewrites the table and these two names move with
// it.
const firstOfWindow = 'mcp-corpus-seven-hundred-and-fourth';
const lastOfWindow = 'mcp-corpus-seven-hundred-and-fifty-fifth';

describe('the trust line of the lint', () => {
  beforeAll(loadVerbTagger);

  it('gives, for every rule, the figures its window of labelled corpora gives, so none is typed by hand or left stale', () => {
    const window = capturedCorporaBetween(firstOfWindow, lastOfWindow);
    expect(window).toHaveLength(49);
    const { figures } = blindFigures(window);
    expect(Object.fromEntries(figures.map(({ rule, ...figure }) => [rule, figure]))).toEqual(BLIND);
  }, 180_000);
});
