import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePlayground } from '../../hooks/playground-context';
import { FailureTemplates } from './failure-templates';
import { LintPanel } from './lint-panel';
import { SurfaceHeader } from './surface-header';
import { useSurfaceEditorField } from './surface-hooks';
import type { SurfaceEditorHandle, SurfaceMarker } from './surface-monaco';
import { MismatchNotice } from './surface-notices';
import { McpToolsNotice } from './mcp-tools-notice';
import { ProseView } from './prose/prose-view';
import { SurfaceViewSwitch, type SurfaceViewMode } from './surface-view-switch';
import './surface-views.css';
import { TokenBreakdown } from './token-meter';
import { ToolSwitches } from './tool-switches';
import { VariantsPanel } from './variants-panel';
import './surface-editor.css';

const SurfaceMonaco = lazy(() => import('./surface-monaco'));

/**
 * The schema editor: the surface as prose (a card per tool) and as the surface file in Monaco
 * (what the provider receives), one text with one undo history, applied live once typing pauses;
 * around it what it costs, what the lint says, the failure templates rendered, tool switches,
 * presets and saved variants.
 */
export function SurfacePanel() {
  const { surfaceEditor, tokenMeter, variants } = usePlayground();
  const status = useSurfaceEditorField('status');
  const loadProblem = useSurfaceEditorField('loadProblem');
  const handle = useRef<SurfaceEditorHandle | undefined>(undefined);

  useEffect(() => {
    void surfaceEditor.start();
    tokenMeter.start();
    void variants.refresh();
  }, [surfaceEditor, tokenMeter, variants]);

  const reveal = useCallback(
    (field: string) => {
      const [offset] = surfaceEditor.offsetsOf([field]);
      if (offset !== undefined) handle.current?.revealOffset(offset);
    },
    [surfaceEditor],
  );
  const onReady = useCallback((ready: SurfaceEditorHandle | undefined) => (handle.current = ready), []);
  const markers = useMarkers();
  // The handlers a file may name grow when a server's tools join.
  const serverTools = useSurfaceEditorField('analysis')?.mcpTools.map((tool) => tool.handler).join('\n');
  const schema = useMemo(() => (status === 'ready' ? surfaceEditor.fileSchema() : undefined), [surfaceEditor, status, serverTools]);
  const [mode, setMode] = useState<SurfaceViewMode>('prose');

  if (status === 'failed') return <p className="problem-text surface-load-problem">{loadProblem}</p>;
  if (status !== 'ready') return <p className="empty-note">Loading the surface editor…</p>;
  return (
    <section className="surface-panel" aria-label="Surface editor">
      <SurfaceHeader onReveal={reveal}>
        <SurfaceViewSwitch mode={mode} onChange={setMode} />
      </SurfaceHeader>
      <MismatchNotice onReveal={reveal} />
      <McpToolsNotice />
      <ToolSwitches />
      <div className={`surface-views surface-views-${mode}`}>
        {mode !== 'json' && <ProseView />}
        {mode !== 'prose' && (
          <div className="surface-editor-body">
            <SurfaceText schema={schema} markers={markers} onReady={onReady} />
          </div>
        )}
      </div>
      <LintPanel onReveal={reveal} />
      <FailureTemplates onReveal={reveal} />
      <TokenBreakdown />
      <VariantsPanel />
    </section>
  );
}

interface SurfaceTextProps {
  schema: Record<string, unknown> | undefined;
  markers: SurfaceMarker[];
  onReady: (handle: SurfaceEditorHandle | undefined) => void;
}

/** The one part that follows every keystroke: the text in Monaco (as plain text while it loads). */
function SurfaceText({ schema, markers, onReady }: SurfaceTextProps) {
  const { surfaceEditor } = usePlayground();
  const text = useSurfaceEditorField('text');
  return (
    <Suspense fallback={<pre className="editor-fallback" aria-readonly="true">{text}</pre>}>
      <SurfaceMonaco
        value={text}
        onChange={(next) => surfaceEditor.edit(next)}
        onUndo={() => surfaceEditor.undo()}
        onRedo={() => surfaceEditor.redo()}
        schema={schema}
        markers={markers}
        onReady={onReady}
      />
    </Suspense>
  );
}

/** The invalid field and every lint finding, as squiggles in the editor. */
function useMarkers(): SurfaceMarker[] {
  const { surfaceEditor } = usePlayground();
  const invalid = useSurfaceEditorField('invalid');
  const findings = useSurfaceEditorField('analysis')?.findings;
  return useMemo(() => {
    const marked: Array<Omit<SurfaceMarker, 'offset'> & { field: string; offset?: number }> = (findings ?? []).map((finding) => ({
      field: finding.field,
      message: `${finding.message} Fix: ${finding.suggestion}`,
      severity: finding.severity,
    }));
    const offsets = surfaceEditor.offsetsOf(marked.map((marker) => marker.field));
    const markers: SurfaceMarker[] = [];
    marked.forEach((marker, index) => {
      const offset = offsets[index];
      if (offset !== undefined) markers.push({ offset, message: marker.message, severity: marker.severity });
    });
    if (invalid?.offset !== undefined) markers.push({ offset: invalid.offset, message: `Not applied: ${invalid.message}`, severity: 'error' });
    return markers;
    // Not on every keystroke: Monaco moves a marker with the text typed around it, and every edit
    // is followed (once typing pauses) by a commit that renews `findings` or `invalid`, which
    // places the markers afresh in the text as it then is.
  }, [surfaceEditor, findings, invalid]);
}
