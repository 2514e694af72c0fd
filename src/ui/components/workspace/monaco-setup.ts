import * as monaco from 'monaco-editor';
import { loader } from '@monaco-editor/react';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import TsWorker from 'monaco-editor/languages/features/typescript/ts.worker?worker';

/**
 * Monaco from our own bundle, never a CDN: the React wrapper's loader fetches from jsDelivr unless
 * it is handed the package, and the production build's editor worker fails without getWorker.
 * Imported only by the lazily loaded editor, so none of this is in the first chunk.
 */
self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'json') return new JsonWorker();
    if (label === 'typescript' || label === 'javascript') return new TsWorker();
    return new EditorWorker();
  },
};
loader.config({ monaco });

/** How every editor of the page looks: one place, so the file and surface editors never drift apart. */
export const editorOptions = {
  minimap: { enabled: false },
  fontSize: 13,
  scrollBeyondLastLine: false,
  automaticLayout: true,
  tabSize: 2,
  wordWrap: 'on',
  renderLineHighlight: 'line',
} satisfies monaco.editor.IStandaloneEditorConstructionOptions;

export { monaco };
