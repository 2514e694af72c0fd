import Editor from '@monaco-editor/react';
import type { editor } from 'monaco-editor';
import { useEffect, useRef, useState } from 'react';
import { editorOptions, monaco } from '../workspace/monaco-setup';
import { undoAction } from './prose/prose-text';

/** The model's path: the suffix is what the surface file's JSON Schema is matched to. */
const modelPath = 'aci-playground/surface.aci-surface.json';
const schemaUri = 'https://aci-playground.invalid/schemas/surface-file.json';

export interface SurfaceMarker {
  offset: number;
  message: string;
  severity: 'error' | 'warning' | 'info';
}

/** What the panel may ask of the editor: move the cursor to a field (lint "go to"). */
export interface SurfaceEditorHandle {
  revealOffset(offset: number): void;
}

interface SurfaceMonacoProps {
  value: string;
  onChange: (text: string) => void;
  /** Undo and redo walk the history the prose view shares, not Monaco's own (see onMount). */
  onUndo: () => void;
  onRedo: () => void;
  /** The surface file's JSON Schema: Monaco's JSON service checks the text against it as you type. */
  schema: Record<string, unknown> | undefined;
  /** Our own findings (the invalid field, lint), shown as squiggles beside the schema's. */
  markers: SurfaceMarker[];
  onReady: (handle: SurfaceEditorHandle | undefined) => void;
}

const severities = { error: monaco.MarkerSeverity.Error, warning: monaco.MarkerSeverity.Warning, info: monaco.MarkerSeverity.Info };

/** The surface file in Monaco, validated as you type; the default export so React.lazy loads it. */
export default function SurfaceMonaco({ value, onChange, onUndo, onRedo, schema, markers, onReady }: SurfaceMonacoProps) {
  // The key handler is installed once, at mount: it reads the latest callbacks from here.
  const history = useRef({ onUndo, onRedo });
  history.current = { onUndo, onRedo };
  const editorRef = useRef<editor.IStandaloneCodeEditor | undefined>(undefined);
  // Markers may arrive before the editor has mounted: set them again once it has.
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (!schema) return;
    // Our schema is handed over whole: nothing is fetched, so the editor works offline.
    monaco.json.jsonDefaults.setDiagnosticsOptions({
      validate: true,
      // Comments and trailing commas are left to Monaco's defaults: these options are page-wide,
      // and a workspace tsconfig.json with comments must not turn red in the file editor. The
      // surface's own reader refuses them, and the banner says where.
      enableSchemaRequest: false,
      schemaValidation: 'error',
      schemas: [{ uri: schemaUri, fileMatch: ['*.aci-surface.json'], schema }],
    });
  }, [schema]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!model) return;
    monaco.editor.setModelMarkers(
      model,
      'aci-surface',
      markers.map(({ offset, message, severity }) => {
        const position = model.getPositionAt(offset);
        return {
          severity: severities[severity],
          message,
          startLineNumber: position.lineNumber,
          startColumn: position.column,
          endLineNumber: position.lineNumber,
          endColumn: model.getLineMaxColumn(position.lineNumber),
        };
      }),
    );
  }, [markers, mounted]);

  useEffect(() => () => onReady(undefined), [onReady]);

  return (
    <Editor
      path={modelPath}
      language="json"
      value={value}
      theme="vs"
      onChange={(next) => onChange(next ?? '')}
      onMount={(instance) => {
        editorRef.current = instance;
        setMounted(true);
        // Caught on the way down, before Monaco's own keybindings see it: Monaco's undo stack
        // knows nothing of edits made in the prose view, so undo must come from the shared one.
        instance.getContainerDomNode().addEventListener(
          'keydown',
          (event) => {
            const action = undoAction(event);
            if (!action) return;
            event.preventDefault();
            event.stopPropagation();
            if (action === 'undo') history.current.onUndo();
            else history.current.onRedo();
          },
          true,
        );
        onReady({
          revealOffset(offset) {
            const position = instance.getModel()?.getPositionAt(offset);
            if (!position) return;
            instance.setPosition(position);
            instance.revealPositionInCenter(position);
            instance.focus();
          },
        });
      }}
      options={{
        ...editorOptions,
        ariaLabel: 'Surface JSON',
        // The file is one long document: keep folding, drop the noise a JSON reader does not need.
        folding: true,
        glyphMargin: false,
      }}
    />
  );
}
