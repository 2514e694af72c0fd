import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Two real MCP servers (test/fixtures/mcp-corpus-forty-eighth) that earlier corpora left out only for
// their size, each captured whole: Microsoft 365's (every tool it lists as it starts, without
// --org-mode) and Resend's. Labelled blind on the rules after the sixteenth change, so they
// measured the seventeenth on servers it never saw. The floors are what the
// rules measure now, some of them nothing right at all: this test guards against a rule getting
// worse, it does not pretend the rule is good. Every finding must have a label and every label a
// finding, so the figures can never go stale without this test saying so.
// They measured the seventeenth change blind; the eighteenth was then tuned on the forty-seventh to
// fifty-second corpora, so this is training data now and the floors are fitted figures (the labels a
// change made vanish are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-forty-eighth',
  title: 'lint on a forty-eighth set of MCP servers, left out before for their size, labelled blind: precision per rule',
  servers: 2,
  tools: 293,
  measuredPrecision: {
    annotations: 1 / 1,
    'description-action-first': 8 / 8,
    'description-length': 16 / 17,
    drift: 0 / 4,
    'parameter-description': 11 / 15,
    'schema-contradiction': 8 / 8,
  },
});
