import { useEffect, useRef } from 'react';
import { monaco } from '../workspace/monaco-setup';

interface VariantDiffEditorProps {
  original: string;
  modified: string;
}

/**
 * Two surfaces side by side in Monaco's diff editor, read-only; lazily loaded with Monaco. Made
 * directly rather than through @monaco-editor/react's DiffEditor, which disposes the text models
 * before the diff widget lets go of them (Monaco 0.5x throws "TextModel got disposed before
 * DiffEditorWidget model got reset" on unmount): here the widget goes first, then its models.
 */
export default function VariantDiffEditor({ original, modified }: VariantDiffEditorProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current) return;
    const editor = monaco.editor.createDiffEditor(container.current, {
      readOnly: true,
      originalEditable: false,
      renderSideBySide: true,
      // Side by side even in a narrow pane. (Not hideUnchangedRegions: in Monaco 0.57 it makes the
      // worker answer "no diff result available"; the first change is scrolled into view instead.)
      useInlineViewWhenSpaceIsLimited: false,
      minimap: { enabled: false },
      wordWrap: 'on',
      scrollBeyondLastLine: false,
      automaticLayout: true,
      fontSize: 12,
      originalAriaLabel: 'Surface before',
      modifiedAriaLabel: 'Surface after',
    });
    const models = { original: monaco.editor.createModel(original, 'json'), modified: monaco.editor.createModel(modified, 'json') };
    editor.setModel(models);
    const firstChange = editor.onDidUpdateDiff(() => {
      const change = editor.getLineChanges()?.[0];
      if (!change) return;
      editor.getModifiedEditor().revealLineInCenter(Math.max(change.modifiedStartLineNumber, 1));
      firstChange.dispose();
    });
    return () => {
      firstChange.dispose();
      editor.dispose();
      models.original.dispose();
      models.modified.dispose();
    };
  }, [original, modified]);

  return <div ref={container} className="variant-diff-monaco" />;
}
