import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The small servers earlier corpora left out for listing one or two tools
// (test/fixtures/mcp-corpus-fifty-fifth), each captured whole, every tool it lists. Labelled blind on
// the rules after the eighteenth change (no rule has changed since), so its figures measure that
// change on servers it never saw. The floors are what the rules measure now: this test guards against
// a rule getting worse, it does not pretend the rule is good. Every finding must have a label and
// every label a finding, so the figures can never go stale without this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-fifty-fifth',
  title: 'lint on the small servers earlier corpora left out, labelled blind: precision per rule',
  servers: 55,
  tools: 80,
  measuredPrecision: {
    annotations: 31 / 33,
    'description-action-first': 5 / 5,
    'description-length': 8 / 8,
    'parameter-description': 3 / 4,
    'required-optional': 2 / 4,
    'tool-name': 1 / 1,
  },
});
