import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The seven-hundred-and-fifty-second, fifty-third and fifty-fifth corpora: the hundred-and-fifteenth
// round of MCP servers built from their public repositories, none captured by an earlier corpus. Each
// pool is the ranks an earlier corpus of the session drew and never reached, as its comment lists
// them: "lp-mcp" after the seven-hundred-and-fifteenth (fifty-second), "hi-mcp" after the thirty-sixth
// (fifty-third) and "au-mcp" after the thirty-third (fifty-fifth). Fetching new repositories was
// refused a minute into the round, so each kept what it had fetched by then (one, two and one server);
// five more corpora of the round fetched nothing and were given back.
// Labelled blind on the rules after the hundred-and-fifty-first change, as the round before was, so
// they measure the hundred-and-forty-eighth to the hundred-and-fifty-first again.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-fifty-second',
  title: 'lint on a seven-hundred-and-fifty-second set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 4,
  measuredPrecision: {
    annotations: 3 / 3,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-fifty-third',
  title: 'lint on a seven-hundred-and-fifty-third set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 30,
  measuredPrecision: {
    annotations: 10 / 10,
    'description-length': 6 / 8,
    'tool-name': 10 / 10,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-seven-hundred-and-fifty-fifth',
  title: 'lint on a seven-hundred-and-fifty-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 2,
  measuredPrecision: {
    annotations: 1 / 1,
  },
});
