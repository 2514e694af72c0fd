import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The tools that servers of earlier corpora list only when started in another mode
// (test/fixtures/mcp-corpus-fifty-seventh): Playwright with its extra capabilities, Exa with its
// optional tools, Chrome DevTools with its opt-in categories, MongoDB with Atlas credentials,
// Sentry in experimental mode and Postman in full mode. Each capture keeps only the tools no earlier
// capture of that server holds. Labelled blind on the rules after the nineteenth change (no rule
// changed since). The floors are what the rules measure now, some far under 9 in 10: this test
// guards against a rule getting worse, it does not pretend the rule is good. Every finding must have
// a label and every label a finding, so the figures can never go stale without this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-fifty-seventh',
  title: 'lint on the tools earlier servers list only in another mode, labelled blind: precision per rule',
  servers: 6,
  tools: 243,
  measuredPrecision: {
    annotations: 1 / 2,
    'description-action-first': 3 / 3,
    'description-length': 20 / 20,
    drift: 0 / 3,
    'required-optional': 2 / 7,
  },
});
