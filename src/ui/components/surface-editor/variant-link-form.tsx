import { useEffect, useState } from 'react';
import { usePlayground } from '../../hooks/playground-context';
import { useStore } from '../../hooks/use-store';
import { compareControllersOf } from '../../state/compare/compare-controllers';
import { lessonInTaskBox, makeVariantLink, type VariantLinkResult } from '../../state/share/variant-link';
import { useVariants } from './surface-hooks';
import { LessonOptions } from '../lessons/lesson-options';

/** The student's name, remembered on this device so the next link is one click. */
const authorKey = 'aci-playground:variant-author';
const noLesson = '';

function rememberedAuthor(): string {
  try {
    return localStorage.getItem(authorKey) ?? '';
  } catch {
    return '';
  }
}

function rememberAuthor(author: string): void {
  try {
    localStorage.setItem(authorKey, author.trim());
  } catch {
    // Storage off in this tab: the name is asked again next time, nothing else changes.
  }
}

/**
 * "Copy variant link": the editor's surface or a saved variant as a `#variant=` link, with a title,
 * the author's name and the lesson it belongs to (the lesson in the Task box, unless another is
 * picked). The link is copied and also shown, so it can be copied by hand when the browser keeps
 * the clipboard closed.
 */
export function VariantLinkForm() {
  const playground = usePlayground();
  const { variants, currentId } = useVariants();
  const lessonsCatalog = compareControllersOf(playground).lessons;
  const { lessons } = useStore(lessonsCatalog);
  const task = useStore(playground.taskDraft);
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState('current');
  const [title, setTitle] = useState('');
  const [author, setAuthor] = useState(rememberedAuthor);
  const [lessonId, setLessonId] = useState<string | undefined>(undefined);
  const [result, setResult] = useState<VariantLinkResult & { copied?: boolean }>();

  useEffect(() => {
    if (open) void lessonsCatalog.load();
  }, [open, lessonsCatalog]);
  const picked = lessonId ?? lessonInTaskBox(lessons, task)?.lesson.id ?? noLesson;
  const sourceVariant = variants.find((variant) => variant.id === (source === 'current' ? undefined : source));

  const copy = async () => {
    const surface = sourceVariant?.surface ?? playground.surfaceEditor.getSnapshot().analysis?.surface;
    if (!surface) return setResult({ ok: false, message: 'The surface editor is still loading. Copy the link again in a moment.' });
    rememberAuthor(author);
    const made = await makeVariantLink(
      // A saved variant's name is its title unless the person types another.
      { title: title.trim() || sourceVariant?.name || '', author, surface, lesson: lessons.find((entry) => entry.lesson.id === picked) },
      {
        surfaceText: (shown) => playground.surfaceEditor.textOf(shown),
        secrets: () => [...playground.settings.allKeys(), ...playground.mcpServers.headerValues()],
        pageAddress: () => `${location.origin}${location.pathname}`,
      },
    );
    if (!made.ok) return setResult(made);
    let copied = false;
    try {
      await navigator.clipboard.writeText(made.link);
      copied = true;
    } catch {
      // Shown below to copy by hand.
    }
    setResult({ ...made, copied });
  };

  return (
    <details className="variant-link" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Copy variant link…</summary>
      <form
        className="variant-row variant-link-form"
        onSubmit={(event) => {
          event.preventDefault();
          void copy();
        }}
      >
        <label>
          Of{' '}
          <select aria-label="Variant to send" value={source} onChange={(event) => setSource(event.target.value)}>
            <option value="current">The editor</option>
            {variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.name}
                {variant.id === currentId ? ' (in the editor)' : ''}
              </option>
            ))}
          </select>
        </label>
        <label>
          Title <input type="text" aria-label="Variant title" value={title} placeholder={sourceVariant?.name ?? 'e.g. One-based read_file'} onChange={(event) => setTitle(event.target.value)} />
        </label>
        <label>
          Your name <input type="text" aria-label="Your name" value={author} onChange={(event) => setAuthor(event.target.value)} />
        </label>
        <label>
          Lesson{' '}
          <select aria-label="Lesson of the variant" value={picked} onChange={(event) => setLessonId(event.target.value)}>
            <option value={noLesson}>No lesson</option>
            <LessonOptions lessons={lessons} />
          </select>
        </label>
        <button type="submit">Copy link</button>
      </form>
      <p className="muted small">The link holds the surface, the title, your name and the lesson: never a key or a server's header. Your name is remembered on this device.</p>
      {result && !result.ok && (
        <p className="problem-text" role="alert">
          {result.message}
        </p>
      )}
      {result?.ok && (
        <div role="status">
          <p>{result.copied ? 'Variant link copied.' : 'The browser kept the clipboard closed; copy the link from the box.'}</p>
          {result.notes.map((note) => (
            <p key={note} className="small">
              {note}
            </p>
          ))}
          <input readOnly className="variant-link-text" aria-label="Variant link" value={result.link} onFocus={(event) => event.target.select()} />
        </div>
      )}
    </details>
  );
}
