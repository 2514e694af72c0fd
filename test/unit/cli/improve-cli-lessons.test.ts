import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeMessagesApiForTest } from '../../support/fake-apis-for-test';
import { fakeApiKey } from '../../support/fake-api-key';
import { runCli } from '../../support/run-cli';
import { evaluationLesson, exactEdit, heldOutLesson, isProposer, modelUnderTest, scripted } from '../improve/lesson-script';

/**
 * `npm run improve` on lessons, in process against the local Messages API, with the model under
 * test and the proposer of lesson-script.ts: a rewrite that says how exact oldText must be makes
 * the lesson pass.
 */
const key = fakeApiKey('improve-lessons');
async function outputs() {
  const folder = await mkdtemp(join(tmpdir(), 'aci-improve-lessons-'));
  return { out: join(folder, 'report.json'), surfaceOut: join(folder, 'better.json') };
}

describe('npm run improve on lessons', () => {
  it('accepts a rewrite that makes the lesson pass, proves it on a held-out lesson the proposer never saw, and writes --surface-out', async () => {
    const api = await fakeMessagesApiForTest({ script: scripted(() => ({ blocks: [{ type: 'tool_use', name: 'propose_surface_edit', input: exactEdit }] })) });
    const paths = await outputs();
    const args = ['--lesson', evaluationLesson, '--holdout-lesson', heldOutLesson, '-n', '3', '--rounds', '2', '--candidates', '1', '--out', paths.out, '--surface-out', paths.surfaceOut];
    const result = await runCli('improve', args, { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`starting from the lesson's "before" variant · evaluation on lesson set-port × 3 runs · held out lesson set-timeout × 3 runs`);
    expect(result.stdout).toContain('current on lesson "set-port": 0 of 3 runs passed');
    expect(result.stdout).toMatch(/candidate 1: is better: \+100\.0 points \(95% interval \+\d+\.\d to \+100\.0\) against the current surface on lesson "set-port"/);
    expect(result.stdout).toMatch(/Held-out: the improved surface is better: \+100\.0 points \(95% interval \+\d+\.\d to \+100\.0\) against the starting one, over 3 runs each/);
    expect(result.stdout).toContain('Improved: proven better on the held-out lesson "set-timeout"');

    const report = JSON.parse(await readFile(paths.out, 'utf8'));
    expect(report).toMatchObject({ improved: true, stopped: 'no-misses', lessons: { evaluation: 'set-port', holdout: 'set-timeout' }, holdout: { set: 'lesson "set-timeout"', verdict: 'better', runs: 3 } });
    expect(report.rounds[0].rates).toEqual([{ set: 'lesson "set-port"', right: 0, total: 3 }]);
    expect(report.rounds[1].rates).toEqual([{ set: 'lesson "set-port"', right: 3, total: 3 }]);
    expect(report.rounds[0].candidates[0]).toMatchObject({ accepted: true, score: { verdict: 'better', delta: 1 } });
    const written = JSON.parse(await readFile(paths.surfaceOut, 'utf8'));
    expect(written.tools.find((tool: { name: string }) => tool.name === 'edit_file').description).toBe(exactEdit.edits[0]!.text);

    // The proposer read the failed check in its own words, the call's arguments and the failure it got back...
    const proposerBodies = api.messageRequests.filter(isProposer).map((request) => JSON.stringify(request.body));
    expect(proposerBodies).toHaveLength(1);
    const brief: string = api.messageRequests.find(isProposer)!.body.messages[0].content;
    expect(brief).toContain('"port is 8080: config/server.ts has no \\"port: 8080,\\""');
    expect(brief).toContain('"oldText": "port = 3000"');
    expect(brief).toContain('"failed": "NoMatch: ');
    expect(brief).toContain('"times": 3');
    // ...and nothing of the held-out lesson: not its task, its file, its id, nor its runs.
    for (const body of proposerBodies) for (const word of ['requestTimeoutMs', 'limits.ts', 'set-timeout', 'timeout is 30_000']) expect(body).not.toContain(word);
    // The held-out lesson did run, on the model under test: 3 runs of 2 steps for each surface.
    const heldOutRuns = api.messageRequests.filter((request) => !isProposer(request) && JSON.stringify(request.body.messages[0]).includes('requestTimeoutMs'));
    expect(heldOutRuns).toHaveLength(12);
  });

  it('measures prompts and a lesson together, splitting the 5% across both, and accepts a rewrite better on one and worse on neither', async () => {
    const api = await fakeMessagesApiForTest({ script: scripted(() => ({ blocks: [{ type: 'tool_use', name: 'propose_surface_edit', input: exactEdit }] })) });
    const paths = await outputs();
    const prompts = join(paths.out, '..', 'prompts.json');
    // The fixture always picks edit_file for these, so the prompts cannot tell the surfaces apart.
    await writeFile(prompts, JSON.stringify({ version: 2, prompts: ['config/server.ts', 'config/app.ts'].map((file) => ({ prompt: `In ${file}, change the port to 8080.`, expect: 'edit_file' })) }));
    const args = ['--prompts', prompts, '--lesson', evaluationLesson, '--holdout-lesson', heldOutLesson, '-n', '3', '--rounds', '1', '--candidates', '1', '--out', paths.out];
    const result = await runCli('improve', args, { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('evaluation on 2 prompts × 3 and lesson set-port × 3 runs · held out lesson set-timeout × 3 runs · up to 1 rounds of 1 candidates (each tested at 2.50%');
    expect(result.stdout).toMatch(/candidate 1: is undecided: \+0\.0 points \(97\.5% interval .*\) against the current surface on prompts\./);
    expect(result.stdout).toMatch(/candidate 1: is better: \+100\.0 points \(97\.5% interval .*\) against the current surface on lesson "set-port"\./);
    const report = JSON.parse(await readFile(paths.out, 'utf8'));
    expect(report.rounds[0].alphaPerCandidate).toBeCloseTo(0.025);
    expect(report.rounds[0].candidates[0].scores.map((score: { set: string; verdict: string }) => `${score.set} ${score.verdict}`)).toEqual(['prompts undecided', 'lesson "set-port" better']);
    expect(report.rounds[0].candidates[0].accepted).toBe(true);
    expect(report.improved).toBe(true);
  });

  it('stops on Ctrl-C in the middle of a lesson run with exit 130, writing what it has to --out', async () => {
    const stop = new AbortController();
    let calls = 0;
    const api = await fakeMessagesApiForTest({
      script: (request) => {
        // The second run's first step never answers: Ctrl-C comes while it waits.
        if (++calls === 3) {
          stop.abort();
          return { hangMs: 5_000 };
        }
        return modelUnderTest(request);
      },
    });
    const paths = await outputs();
    const args = ['--lesson', evaluationLesson, '--holdout-lesson', heldOutLesson, '-n', '3', '--out', paths.out];
    const result = await runCli('improve', args, { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url }, { signal: stop.signal });
    expect(result.code).toBe(130);
    expect(result.stderr).toContain('Stopped after');
    const report = JSON.parse(await readFile(paths.out, 'utf8'));
    expect(report).toMatchObject({ stopped: 'cancelled', improved: false, holdout: null });
    expect(report.best).toEqual(report.start);
    expect(api.messageRequests.some(isProposer)).toBe(false);
  });

  it('refuses a lesson held out and evaluated at once, a tools array for a lesson, and a missing lesson, before any call', async () => {
    const api = await fakeMessagesApiForTest({ script: [] });
    const env = { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url };
    const same = await runCli('improve', ['--lesson', evaluationLesson, '--holdout-lesson', evaluationLesson], env);
    expect(same.code).toBe(2);
    expect(same.stderr).toContain('are both');
    expect(same.stderr).toContain('a held-out lesson must be one the proposer never sees');
    // A built-in lesson with the same task under another id is the same lesson.
    const sameTask = await runCli('improve', ['--lesson', 'edit-file-flat-form', '--holdout-lesson', evaluationLesson], env);
    expect(sameTask.stderr).toBe('--lesson and --holdout-lesson are the same lesson ("edit-file-flat-form"): a held-out lesson must be one the proposer never sees, so hold out another lesson or prompts.\n');
    const tools = join(await mkdtemp(join(tmpdir(), 'aci-improve-lessons-')), 'tools.json');
    await writeFile(tools, JSON.stringify([{ name: 'edit_file', description: 'Edits.', input_schema: { type: 'object', properties: {} } }]));
    const toolsArray = await runCli('improve', ['--lesson', evaluationLesson, '--holdout-lesson', heldOutLesson, '--variant', `tools:${tools}`], env);
    expect(toolsArray.code).toBe(2);
    expect(toolsArray.stderr).toContain(`is a tools array, which has no handlers to run a lesson's task with; give a surface file (surface:<file>), a preset or defaults.`);
    const missing = await runCli('improve', ['--lesson', 'no-such-lesson', '--holdout-lesson', heldOutLesson], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^--lesson "no-such-lesson" is neither a built-in lesson nor a file; built-in lessons: .*edit-file-flat-form/);
    expect(api.messageRequests).toHaveLength(0);
  });
});
