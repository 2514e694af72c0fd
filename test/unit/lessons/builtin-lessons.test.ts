import { describe, expect, it } from 'vitest';
import { runComparison } from '../../../src/engine/compare/run-comparison';
import { builtinLessons, findLesson } from '../../../src/engine/lessons/builtin/builtin-lessons';
import { lessonToJson, parseLessonText } from '../../../src/engine/lessons/lesson-file';
import { lessonContracts, lessonSurface } from '../../../src/engine/lessons/lesson-surface';
import { MemoryNodeStore } from '../../../src/engine/nodes/memory-node-store';
import { lintSurface } from '../../../src/engine/surface-analysis/lint/lint-surface';
import { createRegistry } from '../../../src/engine/toolkit/toolkit';
import { diffSurfaces } from '../../../src/engine/toolkit/surface-diff';
import { lessonScripts } from './builtin-scripts';
import { policyModel, type ScriptedRun } from './lesson-scripts';

async function runScripted(lessonId: string, scripted: ScriptedRun) {
  const result = await runComparison({
    lesson: findLesson(lessonId)!,
    variants: [scripted.variant],
    runsPerVariant: 1,
    model: policyModel(scripted.policy),
    modelId: 'claude-test',
    store: new MemoryNodeStore(),
  });
  return result.runs[0]!;
}

/** The lessons about one rule of tool design: a "before" and an "after" surface over the defaults. */
const surfaceLessons = builtinLessons.filter((lesson) => Object.values(lesson.variants).every((variant) => variant.preset === undefined));

describe('built-in lessons', () => {
  it('ship at least six surface lessons, each with before and after variants, and a preset shootout; each with a task, files and checks', () => {
    expect(surfaceLessons.length).toBeGreaterThanOrEqual(6);
    for (const lesson of surfaceLessons) expect(Object.keys(lesson.variants), lesson.id).toEqual(expect.arrayContaining(['before', 'after']));
    expect(Object.values(findLesson('preset-shootout')!.variants).map((variant) => variant.preset)).toEqual(['efferent', 'claude-code', 'swe-agent', 'mini-swe-agent', 'aider']);
    for (const lesson of builtinLessons) {
      expect(Object.keys(lesson.files).length, lesson.id).toBeGreaterThan(0);
      expect(lesson.checks.length, lesson.id).toBeGreaterThan(0);
      expect(lesson.task.length, lesson.id).toBeGreaterThan(20);
    }
    expect(new Set(builtinLessons.map((lesson) => lesson.id)).size).toBe(builtinLessons.length);
  });

  it('are valid lesson files that survive export and import unchanged', () => {
    for (const lesson of builtinLessons) expect(parseLessonText(lessonToJson(lesson)), lesson.id).toEqual(lesson);
  });

  it('differ between before and after only in the surface, and really differ there', () => {
    for (const lesson of surfaceLessons) {
      const changes = diffSurfaces(lessonSurface(lesson, 'before'), lessonSurface(lesson, 'after'));
      expect(changes.length, lesson.id).toBeGreaterThan(0);
      // The only per-variant part of a lesson is its overlay: task, files and checks are shared.
      expect(Object.keys(lesson.variants.before!).every((key) => ['system', 'failures', 'tools', 'order'].includes(key)), lesson.id).toBe(true);
    }
  });

  it('have "after" variants that pass the surface lint, and "before" variants it can explain', () => {
    const findings = (lesson: (typeof builtinLessons)[number], variant: string) =>
      lintSurface(lessonSurface(lesson, variant), createRegistry(lessonContracts(lesson))).filter((finding) => finding.severity !== 'info');
    for (const lesson of surfaceLessons) expect(findings(lesson, 'after').map((finding) => `${finding.rule} ${finding.field}`), lesson.id).toEqual([]);
    // Where the lint can see the rule a lesson is about, it flags the "before" variant for it.
    const rules = (id: string) => new Set(findings(findLesson(id)!, 'before').map((finding) => finding.rule));
    expect(rules('write-file-routing')).toContain('routing-sentence');
    expect(rules('read-file-index-base')).toContain('index-base');
    expect(rules('failure-next-move')).toEqual(new Set(['failure-next-move']));
    expect(rules('read-file-envelope')).toContain('truncation-word');
    expect(rules('calendar-create-event')).toContain('handler-mismatch');
  });

  it('each have a good and a bad scripted run', () => {
    expect(Object.keys(lessonScripts).sort()).toEqual(builtinLessons.map((lesson) => lesson.id).sort());
  });

  for (const lesson of builtinLessons) {
    describe(lesson.id, () => {
      it('passes every check on the scripted good run', async () => {
        const run = await runScripted(lesson.id, lessonScripts[lesson.id]!.good);
        const failed = run.checks.filter((check) => !check.passed).map((check) => `${check.label}: ${check.explanation}`);
        expect(failed).toEqual([]);
        expect(run.status).toBe('passed');
        expect(run.stopReason).toEqual({ type: 'done' });
      });

      it('fails the expected checks on the scripted bad run', async () => {
        const scripts = lessonScripts[lesson.id]!;
        const run = await runScripted(lesson.id, scripts.bad);
        expect(run.status).toBe('failed');
        const failed = run.checks.filter((check) => !check.passed).map((check) => check.label);
        expect(failed).toEqual(expect.arrayContaining(scripts.badFails));
      });
    });
  }
});
