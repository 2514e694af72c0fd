import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The three-hundred-and-fourteenth to three-hundred-and-twenty-first corpora: the sixtieth round of
// MCP servers built from their public repositories, none captured by an earlier corpus. Every
// repository earlier rounds read is left out, and at most three servers come from one repository; the
// comments above their lists in mcp-corpus-servers.ts say where each stopped and why. They took
// searches no round had worked through: "metabase-mcp" (three-hundred-and-fourteenth), "posthog-mcp"
// (three-hundred-and-fifteenth), "mapbox-mcp" (three-hundred-and-eighteenth) and "react-mcp"
// (three-hundred-and-twenty-first); the three-hundred-and-sixteenth ("zapier-mcp") and seventeenth
// ("chroma-mcp") kept nothing, and API outages took the windows of the nineteenth ("intercom-mcp") and
// twentieth ("docs-mcp"). The fifteenth, eighteenth and twenty-first were labelled blind on the rules
// after the seventy-second change and read only once the seventy-third was committed (the eighteenth
// once the seventy-fourth was), which moved none of their findings; the fourteenth, started again
// after an outage, was labelled on the rules after the seventy-third. Each was labelled by someone who
// saw no other of them and none of the changes; together they measure the seventy-third.
// The floors are what the lint finds now: these tests guard against a rule getting worse, they do not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without a test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundred-and-fourteenth',
  title: 'lint on a three-hundred-and-fourteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 128,
  measuredPrecision: {
    annotations: 43 / 43,
    'description-length': 66 / 67,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundred-and-fifteenth',
  title: 'lint on a three-hundred-and-fifteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 5,
  measuredPrecision: {
    annotations: 4 / 4,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundred-and-eighteenth',
  title: 'lint on a three-hundred-and-eighteenth set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 1,
  tools: 40,
  measuredPrecision: {
    'description-length': 6 / 7,
  },
});

describeLabelledCorpus({
  folder: 'mcp-corpus-three-hundred-and-twenty-first',
  title: 'lint on a three-hundred-and-twenty-first set of MCP servers, built from their repositories and labelled blind: precision per rule',
  servers: 6,
  tools: 28,
  measuredPrecision: {
    annotations: 12 / 12,
    'description-length': 7 / 7,
  },
});
