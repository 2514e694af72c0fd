import { useEffect, useState, type CSSProperties } from 'react';
import { ManualCallPanel } from './components/be-the-model/manual-call-panel';
import { CompareView } from './components/compare/compare-view';
import { ClassBoardView } from './components/class-board/class-board-view';
import { NodeTree } from './components/nodes/node-tree';
import { FirstVisitNotice } from './components/run/first-visit-notice';
import { RunPane } from './components/run/run-pane';
import { SessionsSidebar } from './components/sessions/sessions-sidebar';
import { SettingsDialog } from './components/settings/settings-dialog';
import { ReplayView } from './components/share/replay-view';
import { ShareButton } from './components/share/share-button';
import { StatusBar } from './components/status/status-bar';
import { SurfacePanel } from './components/surface-editor/surface-panel';
import { WirePanel } from './components/wire/wire-panel';
import { EditorPanel } from './components/workspace/editor-panel';
import { FileTree } from './components/workspace/file-tree';
import { Tabs } from './components/tabs';
import { PaneDivider } from './components/layout/pane-divider';
import { runPanelLimits, useRunPanelWidth } from './components/layout/use-surface-first';
import './components/layout/surface-first.css';
import { useSettings } from './hooks/use-playground-state';
import { usePlayground } from './hooks/playground-context';
import { canCallModel } from './state/settings/model-connection';
import './components/layout/workshop.css';
import type { WorkspacePreference } from './state/settings/settings-controller';
import './app.css';
import { CLASSROOM_FRAGMENT } from './state/share/classroom-link-opener';
import { LessonBar } from './components/lessons/lesson-bar';
import { LessonsView } from './components/lessons/lessons-view';
import { SaveLessonDialog } from './components/lessons/save-lesson-dialog';
import { openClassroomLinkInPage } from './state/share/classroom-link-wiring';

interface AppProps {
  /** Hands a Settings change of workspace kind to the workspace manager. */
  onWorkspacePreference: (preference: WorkspacePreference) => void;
}

type View = 'playground' | 'lessons' | 'compare' | 'class-board';

/** A share link lives in the fragment, so opening one never sends it to any server. */
function shareLinkInLocation(): string | undefined {
  return location.hash.startsWith('#share=') ? location.hash : undefined;
}

/**
 * The page. Playground view: sessions and files on the left; the file editor, the surface editor
 * and the wire view as tabs in the middle; the run (agent tree and transcript) on the right; "be
 * the model" beside it when open. The Compare view replaces the middle and right. A share link in
 * the address opens the read-only replay instead of either.
 */
export function App({ onWorkspacePreference }: AppProps) {
  const currentSettings = useSettings();
  const { presenter } = currentSettings;
  const playground = usePlayground();
  const { settings } = playground;
  // What opening a lesson or variant link did, or why it was refused.
  const [classroomNotice, setClassroomNotice] = useState<{ ok: boolean; message: string }>();
  const [view, setView] = useState<View>('playground');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [manualOpen, setManualOpen] = useState(false);
  const [saveLessonOpen, setSaveLessonOpen] = useState(false);
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  const [sharedLink, setSharedLink] = useState(shareLinkInLocation);
  // A shared run opened from a .json file (picked or dropped) rather than a link.
  const [sharedFile, setSharedFile] = useState<File>();
  const replaying = sharedLink !== undefined || sharedFile !== undefined;
  // The Surface tab puts the surface first: the run panel narrows to a column the person sizes.
  const [workspaceTab, setWorkspaceTab] = useState('editor');
  const [runPanelWidth, setRunPanelWidth] = useRunPanelWidth();
  const surfaceFirst = workspaceTab === 'surface';

  useEffect(() => {
    const openClassroomLink = () => {
      if (!CLASSROOM_FRAGMENT.test(location.hash)) return;
      const link = location.hash;
      // The link is read once: a reload must not save its variants again.
      history.replaceState(null, '', location.pathname + location.search);
      setView('playground');
      setClassroomNotice({ ok: true, message: 'Opening the link…' });
      openClassroomLinkInPage(link, playground).then(setClassroomNotice, (error: unknown) =>
        setClassroomNotice({ ok: false, message: `The link was not opened: ${error instanceof Error ? error.message : String(error)}` }),
      );
    };
    openClassroomLink();
    const onHashChange = () => (setSharedLink(shareLinkInLocation()), openClassroomLink());
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [playground]);

  const leaveReplay = () => {
    history.replaceState(null, '', location.pathname + location.search);
    setSharedLink(undefined);
    setSharedFile(undefined);
  };

  return (
    <div className={`app${manualOpen && view === 'playground' ? ' with-manual' : ''}${presenter ? ' presenter' : ''}`}>
      <header className="top-bar">
        <h1>ACI Playground</h1>
        <nav className="view-switch" aria-label="Views">
          <button type="button" aria-pressed={view === 'playground' && !replaying} onClick={() => (leaveReplay(), setView('playground'))}>
            Playground
          </button>
          <button type="button" aria-pressed={view === 'lessons' && !replaying} onClick={() => (leaveReplay(), setView('lessons'))}>
            Lessons
          </button>
          <button type="button" aria-pressed={view === 'compare' && !replaying} onClick={() => (leaveReplay(), setView('compare'))}>
            Compare
          </button>
          <button type="button" aria-pressed={view === 'class-board' && !replaying} onClick={() => (leaveReplay(), setView('class-board'))}>
            Class board
          </button>
        </nav>
        <div className="top-actions">
          {!replaying && view === 'playground' && <ShareButton onOpenFile={setSharedFile} />}
          {!replaying && view === 'playground' && (
            <button type="button" aria-pressed={manualOpen} onClick={() => setManualOpen(!manualOpen)}>
              Be the model
            </button>
          )}
          <button type="button" aria-pressed={presenter} title="Larger type and charts for a projector" onClick={() => settings.change({ presenter: !presenter })}>
            Presenter mode
          </button>
          <button type="button" onClick={() => setSettingsOpen(true)}>
            Settings
          </button>
        </div>
      </header>
      {classroomNotice && (
        <div className={`notice classroom-notice${classroomNotice.ok ? '' : ' problem'}`} role={classroomNotice.ok ? 'status' : 'alert'}>
          {classroomNotice.message}
          <button type="button" onClick={() => setClassroomNotice(undefined)}>
            Dismiss
          </button>
        </div>
      )}
      {replaying ? (
        <ReplayView link={sharedLink} file={sharedFile} onLeave={leaveReplay} onForked={() => (leaveReplay(), setView('playground'))} />
      ) : (
        <>
          {!canCallModel(currentSettings) && !noticeDismissed && view === 'playground' && (
            <FirstVisitNotice onAddKey={() => setSettingsOpen(true)} onTryTools={() => setManualOpen(true)} onDismiss={() => setNoticeDismissed(true)} />
          )}
          {view === 'playground' && <LessonBar onSaveAsLesson={() => setSaveLessonOpen(true)} />}
          {view === 'lessons' ? (
            <LessonsView onOpened={(message) => (setView('playground'), setClassroomNotice({ ok: true, message }))} onSaveAsLesson={() => setSaveLessonOpen(true)} />
          ) : view === 'class-board' ? (
            <main className="panes compare-panes">
              <ClassBoardView />
            </main>
          ) : view === 'compare' ? (
            <main className="panes compare-panes">
              <CompareView onOpenSettings={() => setSettingsOpen(true)} />
            </main>
          ) : (
            <main
              className={`panes${surfaceFirst ? ' surface-first' : ''}`}
              style={surfaceFirst ? ({ '--run-panel-width': `${runPanelWidth}px` } as CSSProperties) : undefined}
            >
              <section className="workspace-pane" aria-label="Workspace">
                <div className="side-column">
                  <SessionsSidebar />
                  <FileTree />
                </div>
                <Tabs
                  label="Workspace views"
                  onSelect={setWorkspaceTab}
                  tabs={[
                    { id: 'editor', label: 'Editor', render: () => <EditorPanel /> },
                    { id: 'surface', label: 'Surface', render: () => <SurfacePanel /> },
                    { id: 'wire', label: 'Wire', render: () => <WirePanel /> },
                  ]}
                />
              </section>
              {surfaceFirst && <PaneDivider width={runPanelWidth} min={runPanelLimits.min} max={runPanelLimits.max} onResize={setRunPanelWidth} />}
              <RunPane header={<NodeTree />} />
              {manualOpen && <ManualCallPanel onClose={() => setManualOpen(false)} />}
            </main>
          )}
        </>
      )}
      <StatusBar />
      <SaveLessonDialog open={saveLessonOpen} onClose={() => setSaveLessonOpen(false)} />
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} onWorkspaceChange={onWorkspacePreference} />
    </div>
  );
}
