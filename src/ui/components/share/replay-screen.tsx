import { useCallback, useEffect, useState } from 'react';
import { usePlayground } from '../../hooks/playground-context';
import { useStore } from '../../hooks/use-store';
import { ReplayController, type OpenReplay, type ReplaySource } from '../../state/share/replay-controller';
import { loadShare } from '../../state/chunk-loaders';
import { shareSamples } from '../../state/share/share-samples';
import { forkTarget, surfaceTarget } from '../../state/share/share-wiring';
import { ReplayAgents } from './replay-agents';
import { ReplayHeader } from './replay-header';
import { ReplayStepControls } from './replay-step-controls';
import { ReplaySurface } from './replay-surface';
import { ReplayTranscriptLog } from './replay-transcript-log';
import { ReplayWorkspace } from './replay-workspace';

export interface ReplayViewProps {
  /** The `#share=...` fragment from the address bar. */
  link?: string;
  /** A .json share file picked or dropped (used when there is no link). */
  file?: File;
  onLeave: () => void;
  /** After a fork: leave the replay for the playground, where the new session is open. */
  onForked: () => void;
}

/**
 * A shared run, read-only. Opening it reads nothing of the person's own data and writes nothing;
 * only Fork touches their workspace and sessions.
 */
export function ReplayScreen({ link, file, onLeave, onForked }: ReplayViewProps) {
  const [controller] = useState(() => new ReplayController(loadShare, shareSamples));
  const snapshot = useStore(controller);

  useEffect(() => {
    const source: ReplaySource | undefined = link !== undefined ? { kind: 'link', link } : file ? { kind: 'file', file } : undefined;
    if (source) void controller.open(source);
  }, [controller, link, file]);

  if (snapshot.state === 'opening') {
    return (
      <main className="replay">
        <p role="status" className="replay-opening">
          Opening the shared run…
        </p>
      </main>
    );
  }
  if (snapshot.state === 'failed') {
    return (
      <main className="replay">
        <div className="replay-failure">
          <h2>This shared run could not be opened</h2>
          <p role="alert">{snapshot.message}</p>
          {snapshot.detail && <p className="muted small">Technical detail: {snapshot.detail}</p>}
          <p className="muted small">Nothing from it reached your sessions or your files.</p>
          <button type="button" className="primary" onClick={onLeave}>
            Leave replay
          </button>
        </div>
      </main>
    );
  }
  return <OpenReplayView replay={snapshot} controller={controller} onLeave={onLeave} onForked={onForked} />;
}

function OpenReplayView({ replay, controller, onLeave, onForked }: { replay: OpenReplay; controller: ReplayController; onLeave: () => void; onForked: () => void }) {
  const playground = usePlayground();
  const goTo = useCallback((step: number) => controller.goTo(step), [controller]);
  const linkToStep = useCallback(async () => {
    const fragment = await controller.linkToCurrentStep();
    return fragment === undefined ? undefined : `${location.origin}${location.pathname}${fragment}`;
  }, [controller]);
  const { document } = replay;
  const node = document.nodes.find((candidate) => candidate.id === replay.nodeId);

  const fork = async (mode: 'end' | 'step') => {
    const forked = await controller.fork(mode, forkTarget(playground));
    if (!forked) return;
    playground.share.noteFork(forked);
    onForked();
  };

  return (
    <main className="replay" aria-label="Shared run">
      <ReplayHeader
        document={document}
        step={replay.step}
        fork={replay.fork}
        onLeave={onLeave}
        onFork={(mode) => void fork(mode)}
        onUseSurface={() => void controller.useSurface(surfaceTarget(playground))}
        surfaceUse={replay.surfaceUse}
      />
      <ReplayStepControls step={replay.step} steps={replay.steps} onGoTo={goTo} linkToStep={linkToStep} />
      {replay.mcpUse && (
        <p className="replay-mcp-use muted small" aria-label="MCP servers this run used">
          {replay.mcpUse}
        </p>
      )}
      <div className="replay-panes">
        <section className="replay-pane" aria-label="Shared conversation">
          {document.nodes.length > 1 && <ReplayAgents nodes={document.nodes} selectedId={replay.nodeId} onSelect={(id) => controller.selectNode(id)} />}
          {node && <h3 className="pane-title">Transcript of {node.name}</h3>}
          {document.nodes.length === 0 && <p className="muted">This session was shared before its first run: there is no transcript.</p>}
          <ReplayTranscriptLog transcript={replay.transcript} step={replay.step} agentName={node?.name ?? 'This agent'} />
        </section>
        <ReplayWorkspace workspace={replay.workspace} selectedPath={replay.selectedPath} onSelect={(path) => controller.selectPath(path)} />
        <ReplaySurface surface={replay.surface} changes={replay.surfaceChanges} />
      </div>
    </main>
  );
}
