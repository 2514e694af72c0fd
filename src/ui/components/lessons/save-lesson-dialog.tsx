import { useEffect, useId, useState } from 'react';
import { draftOfCheck, type CheckDraft } from '../../../engine/lessons/check-forms';
import type { Lesson } from '../../../engine/lessons/lesson';
import { useModalDialog } from '../../hooks/use-modal-dialog';
import { usePlayground } from '../../hooks/playground-context';
import { useStore } from '../../hooks/use-store';
import { lessonLink, type LessonLinkResult } from '../../state/lessons/lesson-link';
import { lessonBarOf, lessonsCatalogOf } from '../../state/lessons/lessons-wiring';
import { saveAsLesson } from '../../state/lessons/save-as-lesson';
import { CheckDraftFields } from './check-draft-fields';
import { downloadLessonFile } from './lesson-card';
import './lessons.css';

interface SaveLessonDialogProps {
  open: boolean;
  onClose: () => void;
}

const firstCheck: CheckDraft = { kind: 'file-contains', fields: {} };

/**
 * "Save as lesson": the workspace's files, the task and the surface as edited become a lesson, with
 * the title, teaching text, checks and saved variants typed here. Saved among your lessons, then
 * exported as a file or handed out as a link.
 */
export function SaveLessonDialog({ open, onClose }: SaveLessonDialogProps) {
  const playground = usePlayground();
  const { variants } = useStore(playground.variants);
  const titleId = useId();
  const dialogRef = useModalDialog(open);
  const [title, setTitle] = useState('');
  const [teaching, setTeaching] = useState('');
  const [checks, setChecks] = useState<CheckDraft[]>([firstCheck]);
  const [variantIds, setVariantIds] = useState<string[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<{ lesson: Lesson; message: string; link?: LessonLinkResult }>();

  // Opened while a lesson is open and nothing is typed yet: start from that lesson, so changing one
  // and saving it is a few edits (an imported lesson saved under its own title is replaced).
  useEffect(() => {
    const shownLesson = lessonBarOf(playground).getSnapshot().lesson;
    if (!open || !shownLesson || title !== '' || teaching !== '') return;
    setTitle(shownLesson.title);
    setTeaching(shownLesson.teaching);
    setChecks(shownLesson.checks.map(draftOfCheck));
  }, [open]);

  const save = async () => {
    setSaving(true);
    setProblems([]);
    try {
      const result = await saveAsLesson(playground, { title, teaching, checks, variantIds });
      if (!result.ok) return setProblems(result.problems);
      setSaved({ lesson: result.lesson, message: result.message });
    } catch (error) {
      setProblems([`The lesson was not saved: ${error instanceof Error ? error.message : String(error)}`]);
    } finally {
      setSaving(false);
    }
  };

  const copyLink = async (lesson: Lesson) => {
    const link = await lessonLink(lesson, location.href);
    if (link.ok) await navigator.clipboard?.writeText(link.link).catch(() => undefined);
    setSaved((current) => current && { ...current, link });
  };

  const exportFile = async (lesson: Lesson) => {
    const file = await lessonsCatalogOf(playground).exportFile(lesson.id);
    if (file) downloadLessonFile(file);
  };

  const close = () => {
    setSaved(undefined);
    setProblems([]);
    onClose();
  };

  const changeCheck = (index: number, draft: CheckDraft) => setChecks(checks.map((check, at) => (at === index ? draft : check)));
  const toggleVariant = (id: string, on: boolean) => setVariantIds(on ? [...variantIds, id] : variantIds.filter((candidate) => candidate !== id));

  return (
    <dialog ref={dialogRef} className="settings-dialog save-lesson-dialog" aria-labelledby={titleId} onClose={close}>
      <h2 id={titleId}>Save as lesson</h2>
      {saved ? (
        <>
          <p role="status">{saved.message} It is in the Lessons list.</p>
          <div className="button-row">
            <button type="button" onClick={() => void exportFile(saved.lesson)}>
              Export
            </button>
            <button type="button" onClick={() => void copyLink(saved.lesson)}>
              Copy lesson link
            </button>
          </div>
          {saved.link?.ok && (
            <label className="field lesson-link">
              <span className="small">The lesson link (it holds the whole lesson; nothing is uploaded):</span>
              <input readOnly value={saved.link.link} aria-label="Lesson link" onFocus={(event) => event.target.select()} />
            </label>
          )}
          {saved.link && !saved.link.ok && (
            <p className="problem-text small" role="alert">
              {saved.link.message}
            </p>
          )}
        </>
      ) : (
        // A closed dialog holds no form: the page's first render stays small. What was typed is
        // kept all the same, in this component's state.
        open && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <p className="hint">The workspace's files, the task and the surface as edited become the lesson; its first variant is the surface as edited.</p>
            <label className="field">
              <span>Title</span>
              <input value={title} onChange={(event) => setTitle(event.target.value)} />
            </label>
            <label className="field">
              <span>Teaching text</span>
              <textarea rows={3} value={teaching} placeholder="What the lesson shows, in a few sentences" onChange={(event) => setTeaching(event.target.value)} />
            </label>
            <h3>Checks: a run passes when all of them hold</h3>
            {checks.map((draft, index) => (
              <CheckDraftFields key={index} index={index} draft={draft} onChange={(next) => changeCheck(index, next)} onRemove={() => setChecks(checks.filter((_, at) => at !== index))} />
            ))}
            <button type="button" onClick={() => setChecks([...checks, firstCheck])}>
              Add a check
            </button>
            <fieldset className="save-lesson-variants">
              <legend>More variants, from your saved variants</legend>
              {variants.length === 0 && <p className="small">No saved variants yet: save one in the Surface tab to add it here.</p>}
              {variants.map((variant) => (
                <label key={variant.id} className="checkbox">
                  <input type="checkbox" checked={variantIds.includes(variant.id)} onChange={(event) => toggleVariant(variant.id, event.target.checked)} />
                  {variant.name}
                </label>
              ))}
            </fieldset>
            {problems.length > 0 && (
              <ul className="problem-text small" role="alert" aria-label="Why the lesson was not saved">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
            <div className="dialog-actions">
              <button type="submit" className="primary" disabled={saving}>
                {saving ? 'Saving…' : 'Save lesson'}
              </button>
              <button type="button" onClick={close}>
                Cancel
              </button>
            </div>
          </form>
        )
      )}
      {saved && (
        <div className="dialog-actions">
          <button type="button" onClick={close}>
            Close
          </button>
        </div>
      )}
    </dialog>
  );
}
