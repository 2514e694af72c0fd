import { beforeAll, describe, expect, it } from 'vitest';
import { BLIND } from '../../../src/engine/surface-analysis/lint/blind-precision';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import { blindFigures, capturedCorporaBetween } from '../../support/lint-corpus-precision';

// The window the trust line reports: the corpora that measured the sixty-eighth pass to the
// seventy-fifth (the seventy-second measured with the seventy-first and the seventy-fourth with the
// seventy-third). When a new round moves the window, `lint-corpus-cli window <first>..<last> --write`
// rewrites the table and these two names move with it.
const firstOfWindow = 'mcp-corpus-two-hundred-and-sixty-seventh';
const lastOfWindow = 'mcp-corpus-three-hundred-and-thirty-fifth';

describe('the trust line of the lint', () => {
  beforeAll(loadVerbTagger);

  it('gives, for every rule, the figures its window of labelled corpora gives, so none is typed by hand or left stale', () => {
    const window = capturedCorporaBetween(firstOfWindow, lastOfWindow);
    expect(window).toHaveLength(57);
    const { figures } = blindFigures(window);
    expect(Object.fromEntries(figures.map(({ rule, ...figure }) => [rule, figure]))).toEqual(BLIND);
  }, 180_000);
});
