import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lintInput } from '../../../src/engine/surface-analysis/lint/lint-input';
import { loadVerbTagger } from '../../../src/engine/surface-analysis/lint/verb-tagger';
import type { Finding } from '../../../src/engine/surface-analysis/lint/finding';

// The false alarms the rules made on the fifth corpus (test/fixtures/mcp-corpus-fifth), each on the
// real captured text that caused it, beside a true finding of the same kind that must stay: a rule
// made quieter here must not go deaf.

const fifth = join(import.meta.dirname, '..', '..', 'fixtures', 'mcp-corpus-fifth');

interface CapturedTool {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown> & { properties: Record<string, Record<string, unknown>> };
}

function capturedTool(server: string, name: string): CapturedTool {
  const tools: CapturedTool[] = JSON.parse(readFileSync(join(fifth, `${server}.json`), 'utf8')).tools;
  const tool = tools.find((candidate) => candidate.name === name);
  if (!tool) throw new Error(`${server} has no tool ${name}`);
  return tool;
}

function lintTools(tools: CapturedTool[]): Finding[] {
  return lintInput({ tools }, [], 'fifth').findings;
}

/** The captured tool with one parameter's description replaced, to make a true finding beside it. */
function withDescription(tool: CapturedTool, parameter: string, description: string): CapturedTool {
  const copy: CapturedTool = structuredClone(tool);
  copy.inputSchema.properties[parameter]!.description = description;
  return copy;
}

const byRule = (findings: Finding[], rule: string) => findings.filter((finding) => finding.rule === rule);

beforeAll(loadVerbTagger);

describe('schema-contradiction on the fifth servers', () => {
  it('reads "Defaults to session working directory…" as a phrase and "Defaults to DESTINATION_USER_ID" as a setting, not as defaults', () => {
    const found = byRule(lintTools([capturedTool('git', 'git_add'), capturedTool('line-bot', 'push_text_message')]), 'schema-contradiction');
    expect(found).toEqual([]);
  });

  it('still flags a stated default that is a value and disagrees with the schema', () => {
    const quotedWord = withDescription(capturedTool('git', 'git_add'), 'path', 'Path to the Git repository. Defaults to "session".');
    const bareValue = withDescription(capturedTool('line-bot', 'push_text_message'), 'userId', 'The user ID to receive a message. Defaults to U1234567.');
    const found = byRule(lintTools([quotedWord, bareValue]), 'schema-contradiction');
    expect(found.map((finding) => finding.message)).toEqual([
      'path of git_add: the description says the default is session, but the schema default is ".". A model that leaves it out cannot know which it gets.',
      'userId of push_text_message: the description says the default is U1234567, but the schema default is "U0000000". A model that leaves it out cannot know which it gets.',
    ]);
  });
});

describe('parameter-description on the fifth servers', () => {
  const fieldsOf = (findings: Finding[]) => byRule(findings, 'parameter-description').map((finding) => finding.field.replace(/\.description$/, '').split('.').pop());

  it('asks nothing of a field inside a described message whose pattern, format, choices or true/false already say what to send', () => {
    const fields = fieldsOf(lintTools([capturedTool('line-bot', 'push_flex_message')]));
    for (const quiet of ['offsetTop', 'offsetBottom', 'paddingAll', 'color', 'backgroundColor', 'margin', 'position', 'gravity', 'scaling', 'animated']) expect(fields).not.toContain(quiet);
  });

  it('asks nothing of a datetime picker\'s initial, max and min either: their names raise no unit, format or syntax to ask for', () => {
    const fields = fieldsOf(lintTools([capturedTool('line-bot', 'create_rich_menu')]));
    for (const quiet of ['initial', 'max', 'min']) expect(fields).not.toContain(quiet);
  });
});

describe('drift on the fifth servers', () => {
  const drifts = (tools: CapturedTool[]) => byRule(lintTools(tools), 'drift').map((finding) => finding.message);

  it('reads "project=PROJ" in a JSON example and "use `query` param" beside a map of free query keys as values, not missing parameters', () => {
    expect(drifts([capturedTool('atlassian-jira', 'jira_get'), capturedTool('atlassian-jira', 'jira_post')])).toEqual([]);
  });

  it('still flags name=value written as prose on the same tool', () => {
    const prose = withDescription(capturedTool('atlassian-jira', 'jira_get'), 'queryParams', 'Optional query parameters. Set project=PROJ to read one project.');
    expect(drifts([prose])).toEqual(['A parameter description of jira_get names a parameter project, but the inputSchema of jira_get has no such property.']);
  });

  it('reads "Pass the `nextCursor` value from the previous response" as a field of the response, but not a bare "Pass the `nextCursor` value"', () => {
    const search = capturedTool('postman', 'searchPostmanElements');
    expect(drifts([search])).toEqual([]);
    const bare = withDescription(search, 'cursor', 'The cursor to get the next set of results. Pass the `nextCursor` value.');
    expect(drifts([bare])).toEqual([expect.stringContaining('names a parameter nextCursor')]);
  });

  it('reads "removeMemberFromCard" in a list of example action types as a value, but not when a sentence sends the model to it', () => {
    const history = capturedTool('trello', 'get_card_history');
    const remove = capturedTool('trello', 'remove_member_from_card');
    expect(drifts([history, remove])).toEqual([]);
    const call = withDescription(history, 'filter', 'Optional. To drop someone, call "removeMemberFromCard" first.');
    expect(drifts([call, remove])).toEqual([expect.stringContaining('names the tool "removeMemberFromCard", but the tool is called remove_member_from_card')]);
  });
});

describe('index-base on the fifth servers', () => {
  const positions = (tools: CapturedTool[]) => byRule(lintTools(tools), 'index-base').map((finding) => finding.tool);

  // Trello's pos is a sort key whatever it takes; the question is asked of names that mean a place
  // in a sequence, so the same words under `position` show the sort-key reading still holds there.
  const asPosition = (tool: CapturedTool, schema?: Record<string, unknown>): CapturedTool => {
    const copy: CapturedTool = structuredClone(tool);
    const properties = copy.inputSchema.properties as Record<string, unknown>;
    properties.position = schema ?? properties.pos;
    delete properties.pos;
    return copy;
  };

  it('asks no base of a pos, nor of a position that also takes "top" or "bottom", in the words or in the enum', () => {
    const plainPos = structuredClone(capturedTool('trello', 'move_card'));
    (plainPos.inputSchema.properties as Record<string, unknown>).pos = { description: 'Position of the card in the target list', type: 'number' };
    expect(positions([plainPos, capturedTool('trello', 'update_checklist_item')])).toEqual([]);
    expect(positions([asPosition(capturedTool('trello', 'move_card')), asPosition(capturedTool('trello', 'update_checklist_item'))])).toEqual([]);
  });

  it('still asks for the base of a position that is only a number', () => {
    const plain = asPosition(capturedTool('trello', 'move_card'), { description: 'Position of the card in the target list', type: 'number' });
    expect(positions([plain])).toEqual(['move_card']);
  });
});

describe('parameter-description on the caller\'s own name and on choices of shapes', () => {
  const fieldsOf = (findings: Finding[]) => byRule(findings, 'parameter-description').map((finding) => finding.field.replace(/\.description$/, '').split('.').pop());

  it('asks nothing of llmModelName and aiAgentName', () => {
    const fields = fieldsOf(lintTools([capturedTool('netlify', 'netlify-project-services-updater')]));
    expect(fields).not.toContain('llmModelName');
    expect(fields).not.toContain('aiAgentName');
  });

  it('asks nothing of an action that is a choice of shapes with named fields', () => {
    expect(fieldsOf(lintTools([capturedTool('line-bot', 'push_flex_message')]))).not.toContain('action');
    expect(fieldsOf(lintTools([capturedTool('line-bot', 'broadcast_flex_message')]))).not.toContain('action');
  });
});

describe('description-action-first on the fifth servers', () => {
  it('reads "Rollback to a previous version" as a verb written as one word, and still flags an opening about something else', () => {
    const rollback = capturedTool('cloudflare', 'version_rollback');
    expect(byRule(lintTools([rollback]), 'description-action-first')).toEqual([]);
    const noun = { ...rollback, description: `These are the versions to roll back to. ${rollback.description}` };
    expect(byRule(lintTools([noun]), 'description-action-first').map((finding) => finding.tool)).toEqual(['version_rollback']);
  });
});

describe('ambiguous-siblings on the fifth servers', () => {
  const flagged = (tools: CapturedTool[]) => byRule(lintTools(tools), 'ambiguous-siblings').map((finding) => finding.tool);

  it('takes getSpecCollections\' "an API specification\'s generated collections" as saying what its name adds, and asks both when neither its words, its parameters\' nor a required parameter tell them apart', () => {
    const narrower = capturedTool('postman', 'getSpecCollections');
    const broader = capturedTool('postman', 'getCollections');
    expect(flagged([broader, narrower])).toEqual([]);
    // Vague words, in its description and its parameters', and neither requires an input the other
    // lacks: nothing says what "Spec" narrows it to.
    const properties = structuredClone(narrower.inputSchema.properties) as Record<string, { description?: string }>;
    delete properties.specId!.description;
    const vague = { ...narrower, description: 'Gets all generated collections.', inputSchema: { ...narrower.inputSchema, properties, required: [] } };
    const anyWorkspace = { ...broader, description: 'Gets all collections.', inputSchema: { ...broader.inputSchema, required: [] } };
    expect(flagged([anyWorkspace, vague])).toEqual(['getCollections', 'getSpecCollections']);
  });
});

describe('parameter-description on lists of pairs', () => {
  it('asks nothing of the key and value of each header of a collection request', () => {
    const fields = byRule(lintTools([capturedTool('postman', 'createCollection')]), 'parameter-description').map((finding) => finding.field.replace(/\.description$/, ''));
    expect(fields.filter((field) => /\.header\.items\.properties\.(?:key|value)$/.test(field))).toEqual([]);
  });
});
