import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Three real MCP servers built from their public GitHub repositories (test/fixtures/mcp-corpus-sixty-ninth),
// none of them captured by an earlier corpus, chosen by the order a repository search lists them in.
// They were captured and labelled blind on the rules as they stood after the twenty-second change, and
// no rule has changed since on their account: a clean measure of what comes next. The floors are what
// the rules measure now; this test guards against a rule getting worse, it does not pretend a rule is
// good. Every finding must have a label and every label a finding, so the figures can never go stale
// without this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-sixty-ninth',
  title: 'lint on a sixty-ninth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 78,
  measuredPrecision: {
    'description-action-first': 1 / 1,
    'description-length': 12 / 12,
    'naming-consistency': 0 / 1,
    'required-optional': 1 / 1,
  },
});
