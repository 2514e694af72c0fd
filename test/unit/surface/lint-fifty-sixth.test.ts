import { describeLabelledCorpus } from '../../support/describe-labelled-corpus';

// The servers Hostinger's package (hostinger-api-mcp) ships beside the VPS one an earlier corpus holds
// (test/fixtures/mcp-corpus-fifty-sixth): its ten per-part servers, each holding only tools no earlier
// corpus holds, captured and labelled blind on the rules after the eighteenth change (no rule changed
// since). The floors are what the rules measure now: this test guards against a rule getting worse,
// it does not pretend the rule is good. Every finding must have a label and every label a finding,
// so the figures can never go stale without this test saying so.

describeLabelledCorpus({
  folder: 'mcp-corpus-fifty-sixth',
  title: "lint on the servers Hostinger's package ships beside its VPS one, labelled blind: precision per rule",
  servers: 10,
  tools: 337,
  measuredPrecision: {
    'description-length': 1 / 1,
    drift: 6 / 6,
    'index-base': 1 / 2,
    'naming-consistency': 12 / 12,
  },
});
