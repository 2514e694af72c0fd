import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// Ten real MCP servers captured and labelled blind while the rules were being changed elsewhere
// (test/fixtures/mcp-corpus-unseen). They measured the rules cleanly once (151 of 240 findings
// right); then five rules were tuned on their false alarms, so this is training data now: the floors
// below are the figures after that tuning, fitted to these servers, and guard against a rule getting
// worse, not prove it good. The labels of the false alarms that went quiet are kept under "retired".
// Every finding must have a label and every label a finding, so the figure can never go stale
// without this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-unseen',
  title: 'lint on the unseen MCP servers, labelled blind, tuned on since: precision per rule',
  servers: 10,
  tools: 83,
  measuredPrecision: {
    annotations: 44 / 44,
    'description-action-first': 3 / 3,
    'description-length': 23 / 23,
    drift: 19 / 19,
    'parameter-description': 7 / 7,
    'required-optional': 2 / 2,
  },
});
