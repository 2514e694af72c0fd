import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The twenty-fifth to thirty-fourth corpora, each described as it was when it had a file of its own: one file
// for them all, so the suite loads the lint once rather than once a corpus.

// Nine more real MCP servers (test/fixtures/mcp-corpus-twenty-fifth: SaaS, productivity, commerce,
// media, finance and everyday services whose package names start with a to m), captured and labelled
// blind while the rules were being changed an eleventh time elsewhere: the clean measure of that
// change, on servers it never saw. The floors are what the rules measure now, some at nothing: this
// test guards against a rule getting worse, it does not pretend the rule is good. Every finding must
// have a label and every label a finding, so the figures can never go stale without this test saying so.
// They measured the eleventh change blind; the twelfth was then tuned on them, so they are
// training data now and the floors are fitted figures (the vanished labels are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-twenty-fifth',
  title: 'lint on a twenty-fifth set of MCP servers, labelled blind: precision per rule',
  servers: 9,
  tools: 159,
  measuredPrecision: {
    annotations: 29 / 29,
    'description-length': 11 / 11,
    'naming-consistency': 2 / 2,
    'required-optional': 6 / 6,
  },
});

// Eleven more real MCP servers (test/fixtures/mcp-corpus-twenty-sixth), developer tools whose names
// start n–z: databases, cloud storage, browser testing, design systems, LLM tracing, agent memory and
// code review. Captured and labelled blind while the rules were being changed an eleventh time
// elsewhere, so they measure that change on servers it never saw. The floors are what the rules
// measure now: this test guards against a rule getting worse, it does not pretend the rule is good.
// Every finding must have a label and every label a finding, so the figures can never go stale
// without this test saying so.
// They measured the eleventh change blind; the twelfth was then tuned on them, so they are
// training data now and the floors are fitted figures (the vanished labels are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-twenty-sixth',
  title: 'lint on a twenty-sixth set of MCP servers, labelled blind: precision per rule',
  servers: 11,
  tools: 158,
  measuredPrecision: {
    annotations: 66 / 66,
    'description-action-first': 1 / 1,
    'description-length': 13 / 14,
    'naming-consistency': 2 / 2,
  },
});

// Twelve more real MCP servers (test/fixtures/mcp-corpus-twenty-seventh): developer tools,
// infrastructure, data, testing, design docs, AI tooling and code utilities whose package names run
// from a to m. They were captured and labelled blind while the rules were being changed a twelfth time
// elsewhere, so they measure that change on servers it never saw. The floors are what the rules
// measure now, some far under 9 in 10: this test guards against a rule getting worse, it does not
// pretend the rule is good. Every finding must have a label and every label a finding, so the
// figures can never go stale without this test saying so.
// They measured the twelfth change blind; the thirteenth was then tuned on them, so they are
// training data now and the floors are fitted figures (the vanished labels are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-twenty-seventh',
  title: 'lint on a twenty-seventh set of MCP servers, labelled blind: precision per rule',
  servers: 12,
  tools: 156,
  measuredPrecision: {
    annotations: 45 / 45,
    'description-length': 14 / 14,
    drift: 4 / 4,
    'index-base': 2 / 2,
    'parameter-description': 6 / 6,
    'tool-name': 1 / 1,
  },
});

// Nine real MCP servers of SaaS, productivity, content, finance, media, travel and sports, named n to z
// (test/fixtures/mcp-corpus-twenty-eighth), captured and labelled blind while the rules were being
// changed a twelfth time elsewhere: a clean measure of that change, on servers it never saw. Few
// servers of this kind and these letters were left untaken, so the corpus is small. The floors are
// what the rules measure now: this test guards against a rule getting worse, it does not pretend the
// rule is good. Every finding must have a label and every label a finding, so the figures can never
// go stale without this test saying so.
// They measured the twelfth change blind; the thirteenth was then tuned on them, so they are
// training data now and the floors are fitted figures (the vanished labels are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-twenty-eighth',
  title: 'lint on a twenty-eighth set of MCP servers, labelled blind: precision per rule',
  servers: 9,
  tools: 70,
  measuredPrecision: {
    annotations: 55 / 55,
    'description-length': 12 / 12,
  },
});

// Six real MCP servers of SaaS, commerce, marketing and office services whose names run a to m
// (test/fixtures/mcp-corpus-twenty-ninth), captured and labelled blind while the rules were being
// changed a twelfth time elsewhere: a measure of that change on servers it never saw. The floors are
// what the rules measure now, some far under 9 in 10: this test guards against a rule getting worse,
// it does not pretend the rule is good. Every finding must have a label and every label a finding, so
// the figures can never go stale without this test saying so.
// They measured the twelfth change blind; the thirteenth was then tuned on them, so they are
// training data now and the floors are fitted figures (the vanished labels are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-twenty-ninth',
  title: 'lint on a twenty-ninth set of MCP servers, labelled blind: precision per rule',
  servers: 6,
  tools: 176,
  measuredPrecision: {
    annotations: 58 / 58,
    'description-action-first': 6 / 6,
    'description-length': 31 / 31,
    'naming-consistency': 5 / 5,
    'parameter-description': 9 / 9,
  },
});

// Nine more real MCP servers (test/fixtures/mcp-corpus-thirtieth), developer tools whose names run
// from n to z: design-system docs, browser and device testing, debugging, SSH, a database and
// firewall management. Captured and labelled blind while the rules were being changed a twelfth time
// elsewhere, so they measure that change on servers it never saw. The floors are what the rules
// measure now, some far under 9 in 10: this test guards against a rule getting worse, it does not
// pretend the rule is good. Every finding must have a label and every label a finding, so the
// figures can never go stale without this test saying so.
// They measured the twelfth change blind; the thirteenth was then tuned on them, so they are
// training data now and the floors are fitted figures (the vanished labels are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-thirtieth',
  title: 'lint on a thirtieth set of MCP servers, labelled blind: precision per rule',
  servers: 9,
  tools: 237,
  measuredPrecision: {
    annotations: 111 / 112,
    'description-length': 8 / 8,
    'index-base': 2 / 2,
    'parameter-description': 50 / 50,
  },
});

// Twelve more real MCP servers (test/fixtures/mcp-corpus-thirty-first), dealt from a pool of the
// registry's MCP packages that no earlier corpus used, ranked by monthly downloads and taken from the
// top down past the libraries, clients and frameworks: diagrams, browser automation, vision, design
// files, cloud storage, memory, a database and a secrets manager. Captured and labelled blind while
// the rules were being changed a fourteenth time elsewhere, so they measure that change on servers it
// never saw. The floors are what the rules measure now, some far under 9 in 10: this test guards
// against a rule getting worse, it does not pretend the rule is good. Every finding must have a label
// and every label a finding, so the figures can never go stale without this test saying so.
// The labels judge the rules as they were before that change, and measured it blind; the fifteenth
// was then tuned on them, so they are training data now and the floors are fitted figures (the labels
// whose finding a change removed are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-thirty-first',
  title: 'lint on a thirty-first set of MCP servers, labelled blind: precision per rule',
  servers: 12,
  tools: 152,
  measuredPrecision: {
    annotations: 51 / 51,
    'description-action-first': 1 / 1,
    'description-length': 53 / 53,
    drift: 0 / 1,
    'index-base': 1 / 1,
    'parameter-description': 1 / 1,
  },
});

// Eleven more real MCP servers (test/fixtures/mcp-corpus-thirty-second), dealt from this corpus's own
// pool of the registry's MCP packages that no earlier corpus used, and captured and labelled blind
// while the rules were being changed a fourteenth time elsewhere: the clean measure of that change,
// on servers it never saw. The floors are what the rules measure now, some of them nothing: this test
// guards against a rule getting worse, it does not pretend the rule is good. Every finding must have
// a label and every label a finding, so the figures can never go stale without this test saying so.
// The labels judge the rules as they were before that change, and measured it blind; the fifteenth
// was then tuned on them, so they are training data now and the floors are fitted figures (the labels
// whose finding a change removed are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-thirty-second',
  title: 'lint on a thirty-second set of MCP servers, labelled blind: precision per rule',
  servers: 11,
  tools: 200,
  measuredPrecision: {
    annotations: 46 / 46,
    'description-action-first': 1 / 1,
    'description-length': 30 / 30,
    'naming-consistency': 2 / 2,
    'parameter-description': 2 / 2,
    'required-optional': 6 / 6,
  },
});

// Nine more real MCP servers (test/fixtures/mcp-corpus-thirty-third), dealt from this corpus's pool
// of the registry's MCP packages no earlier corpus used, taken from the most downloaded down:
// a project tracker, design files, paper search, trace analysis, a game editor, a browser, web
// search, a music studio and media generation. Captured and labelled blind while the rules were
// being changed a fourteenth time elsewhere, so they measure that change on servers it never saw.
// The floors are what the rules measure now, some far under 9 in 10: this test guards against a
// rule getting worse, it does not pretend the rule is good. Every finding must have a label and
// every label a finding, so the figures can never go stale without this test saying so.
// The labels judge the rules as they were before that change, and measured it blind; the fifteenth
// was then tuned on them, so they are training data now and the floors are fitted figures (the labels
// whose finding a change removed are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-thirty-third',
  title: 'lint on a thirty-third set of MCP servers, labelled blind: precision per rule',
  servers: 9,
  tools: 168,
  measuredPrecision: {
    annotations: 33 / 34,
    'description-action-first': 8 / 8,
    'description-length': 37 / 37,
    drift: 1 / 1,
    'index-base': 3 / 3,
    'naming-consistency': 2 / 2,
    'parameter-description': 2 / 2,
  },
});

// Eight more real MCP servers (test/fixtures/mcp-corpus-thirty-fourth), dealt from this corpus's own
// pool of the registry's MCP packages no earlier corpus had used, taken from the most downloaded down.
// They were captured and labelled blind while the rules were being changed a fourteenth time
// elsewhere: the clean measure of that change, on servers it never saw. The floors are what the rules
// measure now, one of them at nothing: this test guards against a rule getting worse, it does not
// pretend the rule is good. Every finding must have a label and every label a finding, so the figures
// can never go stale without this test saying so.
// The labels judge the rules as they were before that change, and measured it blind; the fifteenth
// was then tuned on them, so they are training data now and the floors are fitted figures (the labels
// whose finding a change removed are kept under "retired").

describeLabelledCorpus({
  folder: 'mcp-corpus-thirty-fourth',
  title: 'lint on a thirty-fourth set of MCP servers, labelled blind: precision per rule',
  servers: 8,
  tools: 160,
  measuredPrecision: {
    annotations: 63 / 63,
    'description-length': 24 / 24,
  },
});
