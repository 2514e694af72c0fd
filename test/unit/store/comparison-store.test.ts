import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { ComparisonResult, RunOutcome } from '../../../src/engine/compare/comparison';
import { summarizeRuns } from '../../../src/engine/compare/metrics';
import { findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { zeroUsage } from '../../../src/engine/model/model-client';
import { openStore } from '../../../src/store/open-store';
import { playgroundMigrations } from '../../../src/store/migrations';
import { appendMany, freshStore, makeNode } from './store-fixtures';

function outcome(variant: string, run: number, status: RunOutcome['status']): RunOutcome {
  return {
    variant,
    run,
    sessionId: `cmp_1/${variant}/${run}`,
    rootNodeId: `n_${variant}_${run}`,
    status,
    checks: [{ check: { kind: 'max-steps', steps: 5 }, label: 'at most 5 model calls', passed: status === 'passed', explanation: '2 model calls' }],
    steps: 2,
    usage: { ...zeroUsage(), inputTokens: 1200, outputTokens: 80 },
    toolCalls: { edit_file: 1 },
    toolSequence: ['edit_file'],
    failures: {},
    wallTimeMs: 1500,
    surfaceHash: 'h1',
  };
}

function comparison(id: string, startedAt: number): ComparisonResult {
  const runs = [outcome('before', 1, 'failed'), outcome('after', 1, 'passed')];
  return {
    id,
    lessonId: 'write-file-routing',
    lessonTitle: 'Route edits away from write_file',
    modelId: 'claude-test',
    variants: ['before', 'after'],
    runsPerVariant: 1,
    checkLabels: ['at most 5 model calls'],
    startedAt,
    finishedAt: startedAt + 3000,
    cancelled: false,
    runs,
    metrics: summarizeRuns(['before', 'after'], runs, 'claude-test', ['at most 5 model calls']),
  };
}

describe('saved comparisons and imported lessons', () => {
  it('upgrades a version-1 database to version 2, keeping every record and adding the two new stores', async () => {
    const factory = new IDBFactory();
    const old = await openStore({ factory, migrations: playgroundMigrations.slice(0, 1) });
    const session = await old.sessions.create({ title: 'Before the upgrade', task: 'Fix the test' });
    await old.nodes.createNode(makeNode({ id: 'n_root', sessionId: session.id, status: { state: 'done' } }));
    await appendMany(old, 'n_root', 4);
    await old.settings.set('theme', 'dark');
    old.close();

    const upgraded = await openStore({ factory });
    expect(upgraded.database.connection.version).toBe(playgroundMigrations.length);
    expect(await upgraded.sessions.get(session.id)).toMatchObject({ title: 'Before the upgrade', task: 'Fix the test' });
    expect((await upgraded.nodes.loadMessages('n_root')).map((entry) => entry.seq)).toEqual([0, 1, 2, 3]);
    expect(await upgraded.settings.get('theme')).toBe('dark');
    expect(await upgraded.comparisons.list()).toEqual([]);
    await upgraded.comparisons.save(comparison('cmp_1', 100));
    expect((await upgraded.comparisons.list()).map((entry) => entry.id)).toEqual(['cmp_1']);
  });

  it('saves a comparison again as runs finish, lists newest first, and keeps them across a reload', async () => {
    const { store, reopen } = await freshStore();
    const first = comparison('cmp_old', 1_000);
    await store.comparisons.save({ ...first, runs: first.runs.slice(0, 1), cancelled: true });
    await store.comparisons.save(first);
    await store.comparisons.save(comparison('cmp_new', 2_000));
    store.close();

    const reloaded = await reopen();
    expect((await reloaded.comparisons.list()).map((entry) => entry.id)).toEqual(['cmp_new', 'cmp_old']);
    const saved = await reloaded.comparisons.get('cmp_old');
    expect(saved).toMatchObject({ cancelled: false, variants: ['before', 'after'] });
    expect(saved!.runs.map((run) => run.status)).toEqual(['failed', 'passed']);
    expect(saved!.metrics.map((metrics) => metrics.passRate)).toEqual([0, 1]);
    await reloaded.comparisons.delete('cmp_old');
    expect((await reloaded.comparisons.list()).map((entry) => entry.id)).toEqual(['cmp_new']);
  });

  it('keeps imported lessons, replacing one imported again under the same id', async () => {
    const { store } = await freshStore();
    const lesson = { ...findLesson('write-file-routing')!, id: 'my-lesson', title: 'Mine' };
    await store.lessons.save(lesson);
    await store.lessons.save({ ...lesson, title: 'Mine, corrected' });
    const listed = await store.lessons.list();
    expect(listed.map((entry) => entry.lesson.title)).toEqual(['Mine, corrected']);
    expect(listed[0]!.lesson.files).toEqual(lesson.files);
  });

  it('carries comparisons and lessons through export and import; an older export without them still imports', async () => {
    const { store } = await freshStore();
    await store.comparisons.save(comparison('cmp_1', 100));
    await store.lessons.save({ ...findLesson('failure-next-move')!, id: 'imported-one' });
    const exported = await store.exportAll();
    expect(exported.comparisons!.map((entry) => entry.id)).toEqual(['cmp_1']);

    const { store: elsewhere } = await freshStore();
    const summary = await elsewhere.importAll(JSON.parse(JSON.stringify(exported)));
    expect(summary.added).toMatchObject({ comparisons: 1, lessons: 1 });
    expect(await elsewhere.comparisons.get('cmp_1')).toEqual(await store.comparisons.get('cmp_1'));
    expect((await elsewhere.lessons.list()).map((entry) => entry.id)).toEqual(['imported-one']);
    expect((await elsewhere.importAll(exported)).skipped).toMatchObject({ comparisons: 1, lessons: 1 });

    const { comparisons: _comparisons, lessons: _lessons, ...older } = exported;
    const { store: third } = await freshStore();
    expect((await third.importAll(older)).added).toMatchObject({ comparisons: 0, lessons: 0 });

    const broken = { ...exported, comparisons: [{ ...exported.comparisons![0]!, runs: [{ variant: 'before' }] }] };
    await expect(third.importAll(broken)).rejects.toMatchObject({ kind: 'corrupt', message: expect.stringContaining('comparisons[0].runs[0]') });
  });
});
