import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The hundred-and-seventy-fourth to hundred-and-seventy-seventh corpora: the twenty-ninth round of
// MCP servers built from their public repositories, none captured by an earlier corpus. Every
// repository earlier rounds read is left out, and at most three servers come from one repository;
// the comments above their lists in mcp-corpus-servers.ts say where each stopped and why. They took
// searches no round had worked through: "calendar-mcp" (hundred-and-seventy-fourth), "trello-mcp"
// (hundred-and-seventy-fifth), "todoist-mcp" (hundred-and-seventy-sixth) and "weather-mcp"
// (hundred-and-seventy-seventh). Labelled blind on the rules after the forty-sixth change, each by
// someone who saw no other of them, and read only after the forty-seventh was committed, they
// measure the forty-seventh.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-seventy-fourth',
  title: 'lint on a hundred-and-seventy-fourth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 7,
  tools: 111,
  measuredPrecision: {
    annotations: 25 / 25,
    'description-length': 19 / 19,
    'naming-consistency': 2 / 2,
    'parameter-description': 29 / 29,
    'required-optional': 1 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-seventy-fifth',
  title: 'lint on a hundred-and-seventy-fifth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 2,
  tools: 106,
  measuredPrecision: {
    annotations: 24 / 24,
    'description-action-first': 29 / 29,
    'description-length': 11 / 11,
    'index-base': 0 / 1,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-seventy-sixth',
  title: 'lint on a hundred-and-seventy-sixth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 3,
  tools: 98,
  measuredPrecision: {
    annotations: 47 / 47,
    'description-length': 42 / 42,
    'parameter-description': 3 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-hundred-and-seventy-seventh',
  title: 'lint on a hundred-and-seventy-seventh set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 65,
  measuredPrecision: {
    annotations: 37 / 37,
    'description-length': 6 / 6,
    'parameter-description': 1 / 1,
    'required-optional': 1 / 1,
  },
});
