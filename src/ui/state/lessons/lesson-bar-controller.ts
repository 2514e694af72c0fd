import type { Check } from '../../../engine/lessons/checks';
import type { Lesson } from '../../../engine/lessons/lesson';
import type { TreeEvent } from '../../../engine/nodes/agent-tree';
import type { Surface } from '../../../engine/toolkit/surface';
import type { Workspace } from '../../../engine/workspace/workspace';
import { Controller } from '../controller';
import type { RunEvent } from '../run/run-snapshot';
import type { SettingsStorage } from '../settings/settings-controller';

/** One check as "Check now" found it; `passed` is undefined for a check that needs a run not made yet. */
export interface LessonCheckOutcome {
  label: string;
  passed?: boolean;
  explanation: string;
}

export interface LessonBarSnapshot {
  /** The lesson the playground is working on, or undefined when the bar is closed. */
  lesson?: Lesson;
  teachingOpen: boolean;
  checking: boolean;
  /** What the last "Check now" found, check by check, in the lesson's order. */
  outcomes?: LessonCheckOutcome[];
  /** Whether the outcomes looked at a run, or at the workspace alone. */
  checkedRun?: boolean;
  problem?: string;
}

export interface LessonBarOptions {
  storage: SettingsStorage | undefined;
  /** Finds a lesson by id once the built-ins and imports are loaded (the reload case). */
  findLesson: (id: string) => Promise<Lesson | undefined>;
  workspace: () => Workspace | undefined;
  /** The surface in force, which maps the names the model called to handlers. */
  surface: () => Surface | undefined;
  /** The playground's run events: the last run is recorded for the checks that need one. */
  onRunEvent: (listener: (event: RunEvent) => void) => () => void;
}

const storageKey = 'aci-playground:open-lesson';

/**
 * The lesson bar above the Playground: which lesson is open (kept on this device, so the bar is
 * back after a reload), its teaching text folded or not, and "Check now", which runs the lesson's
 * checks against the workspace as it is and the last run made in this page.
 */
export class LessonBarController extends Controller<LessonBarSnapshot> {
  private lastRun: { surface: Surface | undefined; events: TreeEvent[] } | undefined;

  constructor(private readonly options: LessonBarOptions) {
    super({ teachingOpen: true, checking: false });
    options.onRunEvent((event) => {
      if (event.type === 'run-start') this.lastRun = { surface: options.surface(), events: [] };
      else if (event.type === 'agent') this.lastRun?.events.push(event);
    });
  }

  /** Shows the bar of the lesson left open before the reload, if it is still among the lessons. */
  async restore(): Promise<void> {
    const saved = this.read();
    if (!saved || this.getSnapshot().lesson) return;
    const lesson = await this.options.findLesson(saved.id);
    if (!lesson) return this.options.storage?.removeItem(storageKey);
    if (!this.getSnapshot().lesson) this.replace({ lesson, teachingOpen: saved.teachingOpen, checking: false });
  }

  show(lesson: Lesson): void {
    this.replace({ lesson, teachingOpen: true, checking: false });
    this.write();
  }

  close(): void {
    this.replace({ teachingOpen: true, checking: false });
    this.options.storage?.removeItem(storageKey);
  }

  toggleTeaching(): void {
    this.update({ teachingOpen: !this.getSnapshot().teachingOpen });
    this.write();
  }

  async checkNow(): Promise<void> {
    const { lesson } = this.getSnapshot();
    const workspace = this.options.workspace();
    if (!lesson) return;
    if (!workspace) return this.update({ problem: 'The workspace is not ready yet. Wait for the file list to appear, then press Check now again.' });
    this.update({ checking: true, problem: undefined });
    try {
      const [{ evaluateChecks, describeCheck }, { createRunRecorder }, { checkNeedsRun }] = await Promise.all([
        import('../../../engine/lessons/checks'),
        import('../../../engine/lessons/run-trace'),
        import('../../../engine/lessons/check-forms'),
      ]);
      const run = this.lastRun;
      const recorder = createRunRecorder(run?.surface ?? { system: '', tools: [], failures: {} });
      for (const event of run?.events ?? []) recorder.onEvent(event);
      const checkable = run ? lesson.checks : lesson.checks.filter((check) => !checkNeedsRun(check));
      const results = await evaluateChecks(checkable, { trace: recorder.trace(), workspace });
      const outcomes = lesson.checks.map((check: Check): LessonCheckOutcome => {
        const result = results.find((candidate) => candidate.check === check);
        if (result) return { label: result.label, passed: result.passed, explanation: result.explanation };
        return { label: describeCheck(check), explanation: 'needs a run: press Run in the Playground, then Check now again' };
      });
      if (this.getSnapshot().lesson === lesson) this.update({ outcomes, checkedRun: run !== undefined, checking: false });
    } catch (error) {
      this.update({ checking: false, problem: `The checks could not run: ${error instanceof Error ? error.message : String(error)}. Press Check now to try again.` });
    }
  }

  private read(): { id: string; teachingOpen: boolean } | undefined {
    try {
      const value: unknown = JSON.parse(this.options.storage?.getItem(storageKey) ?? 'null');
      if (typeof value !== 'object' || value === null || typeof (value as { id?: unknown }).id !== 'string') return undefined;
      return { id: (value as { id: string }).id, teachingOpen: (value as { teachingOpen?: unknown }).teachingOpen !== false };
    } catch {
      return undefined;
    }
  }

  private write(): void {
    const { lesson, teachingOpen } = this.getSnapshot();
    if (!lesson) return;
    try {
      this.options.storage?.setItem(storageKey, JSON.stringify({ id: lesson.id, teachingOpen }));
    } catch {
      // Storage full or off: the bar still shows for this visit.
    }
  }
}
