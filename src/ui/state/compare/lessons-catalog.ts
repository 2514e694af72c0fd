import type { Lesson } from '../../../engine/lessons/lesson';
import type { PlaygroundStore } from '../../../store/open-store';
import type { CompareModules } from '../chunk-loaders';
import { Controller } from '../controller';

export interface LessonEntry {
  lesson: Lesson;
  source: 'builtin' | 'imported';
}

export interface LessonsSnapshot {
  state: 'idle' | 'loading' | 'ready' | 'failed';
  /** Built-ins first, in workshop order, then imported ones in the order they came in. */
  lessons: LessonEntry[];
  /** The outcome of the last import, in words for the person. */
  importResult?: { ok: boolean; message: string };
  /** Why the list could not be loaded, or why imported lessons are missing from it. */
  problem?: string;
}

export interface LessonsCatalogOptions {
  loadCompare: () => Promise<CompareModules>;
  store: () => PlaygroundStore | undefined;
}

/**
 * The lessons a comparison can run: the built-ins, plus lesson files the person imported (kept in
 * browser storage, so they are still here after a reload). Import checks a file with the engine's
 * lesson reader and shows its field path and message; export writes what import reads back.
 */
export class LessonsCatalog extends Controller<LessonsSnapshot> {
  private loading: Promise<void> | undefined;

  constructor(private readonly options: LessonsCatalogOptions) {
    super({ state: 'idle', lessons: [] });
  }

  /** Loads the built-ins and the stored imports, once; later calls share the first. */
  load(): Promise<void> {
    this.loading ??= this.loadOnce();
    return this.loading;
  }

  find(id: string): Lesson | undefined {
    return this.getSnapshot().lessons.find((entry) => entry.lesson.id === id)?.lesson;
  }

  /** Reads a lesson file's text; adds it (or replaces an imported one with the same id). */
  async importText(text: string, fileName: string): Promise<Lesson | undefined> {
    await this.load();
    const modules = await this.options.loadCompare();
    let lesson: Lesson;
    try {
      lesson = modules.parseLessonText(text, modules.allTools);
    } catch (error) {
      const detail = describe(error).replace(/\.$/, '');
      this.update({ importResult: { ok: false, message: `${fileName} cannot be used as a lesson: ${detail}. Fix that field and import the file again.` } });
      return undefined;
    }
    if (this.getSnapshot().lessons.some((entry) => entry.source === 'builtin' && entry.lesson.id === lesson.id)) {
      this.update({ importResult: { ok: false, message: `${fileName} has the id "${lesson.id}", which a built-in lesson already uses. Change the file's "id" and import it again.` } });
      return undefined;
    }
    const others = this.getSnapshot().lessons.filter((entry) => entry.lesson.id !== lesson.id);
    this.update({ lessons: [...others, { lesson, source: 'imported' }], importResult: { ok: true, message: `Imported "${lesson.title}".` } });
    await this.persist(lesson);
    return lesson;
  }

  /** Takes an imported lesson off the list and out of storage (built-ins stay). */
  async remove(id: string): Promise<void> {
    const entry = this.getSnapshot().lessons.find((candidate) => candidate.lesson.id === id);
    if (!entry || entry.source !== 'imported') return;
    this.update({ lessons: this.getSnapshot().lessons.filter((candidate) => candidate !== entry), importResult: undefined });
    try {
      await this.options.store()?.lessons.delete(id);
    } catch (error) {
      this.update({ problem: `"${entry.lesson.title}" is off the list for now, but ${describe(error)}` });
    }
  }

  /** The lesson file's name and text, for a download. */
  async exportFile(id: string): Promise<{ fileName: string; text: string } | undefined> {
    const lesson = this.find(id);
    if (!lesson) return undefined;
    const modules = await this.options.loadCompare();
    return { fileName: `${lesson.id}.lesson.json`, text: modules.lessonToJson(lesson) };
  }

  private async loadOnce(): Promise<void> {
    this.update({ state: 'loading', problem: undefined });
    let modules: CompareModules;
    try {
      modules = await this.options.loadCompare();
    } catch (error) {
      this.loading = undefined;
      this.update({ state: 'failed', problem: `The lessons could not be loaded: ${describe(error)}. Check the connection to this page and reload.` });
      return;
    }
    const builtins: LessonEntry[] = modules.builtinLessons.map((lesson) => ({ lesson, source: 'builtin' }));
    const { imported, problem } = await this.storedLessons(modules);
    this.update({ state: 'ready', lessons: [...builtins, ...imported], problem });
  }

  /** Stored lessons are read again with the lesson reader: one this version cannot use is named, not loaded. */
  private async storedLessons(modules: CompareModules): Promise<{ imported: LessonEntry[]; problem?: string }> {
    const store = this.options.store();
    if (!store) return { imported: [] };
    try {
      const imported: LessonEntry[] = [];
      const unusable: string[] = [];
      for (const record of await store.lessons.list()) {
        try {
          imported.push({ lesson: modules.parseLesson(record.lesson, modules.allTools), source: 'imported' });
        } catch (error) {
          unusable.push(`"${record.id}" (${describe(error)})`);
        }
      }
      const problem = unusable.length === 0 ? undefined : `Some imported lessons cannot be used by this version and are not listed: ${unusable.join('; ')}.`;
      return { imported, problem };
    } catch (error) {
      return { imported: [], problem: `Imported lessons are not listed: ${describe(error)}` };
    }
  }

  private async persist(lesson: Lesson): Promise<void> {
    const store = this.options.store();
    if (!store) {
      this.update({ importResult: { ok: true, message: `Imported "${lesson.title}". Browser storage is off, so it is gone after a reload: keep the file.` } });
      return;
    }
    try {
      await store.lessons.save(lesson);
    } catch (error) {
      this.update({ importResult: { ok: true, message: `Imported "${lesson.title}" for this visit only: ${describe(error)}` } });
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
