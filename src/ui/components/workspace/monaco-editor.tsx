import Editor from '@monaco-editor/react';
import { useRef } from 'react';
import { editorOptions, monaco } from './monaco-setup';

const languageByExtension: Record<string, string> = {
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  json: 'json',
  md: 'markdown',
  sh: 'shell',
  css: 'css',
  html: 'html',
  py: 'python',
  yml: 'yaml',
  yaml: 'yaml',
};

export function languageOf(path: string): string {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return Object.hasOwn(languageByExtension, extension) ? languageByExtension[extension]! : 'plaintext';
}

interface MonacoEditorProps {
  path: string;
  value: string;
  onChange: (value: string) => void;
  onSave: () => void;
}

/** The Monaco editor for one file; the default export so React.lazy can load it on demand. */
export default function MonacoEditor({ path, value, onChange, onSave }: MonacoEditorProps) {
  // The command is registered once at mount; the ref keeps it calling the current onSave.
  const onSaveRef = useRef(onSave);
  onSaveRef.current = onSave;
  return (
    <Editor
      path={path}
      language={languageOf(path)}
      value={value}
      theme="vs"
      onChange={(next) => onChange(next ?? '')}
      onMount={(editor) => {
        // Ctrl/Cmd+S inside Monaco: its own binding, so the browser's "save page" never opens.
        editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => onSaveRef.current());
      }}
      options={editorOptions}
    />
  );
}
