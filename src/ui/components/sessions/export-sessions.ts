import type { SessionsController } from '../../state/sessions/sessions-controller';

/**
 * Saves everything stored (sessions, agents, transcripts, variants; never the API key) as a .json
 * download: the way out when storage is full, or to move to another browser.
 */
export async function downloadSessionsExport(sessions: SessionsController): Promise<void> {
  const exported = await sessions.exportSessions();
  if (!exported) return;
  const blob = new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `aci-playground-sessions-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  // The click has handed the file to the browser by the next task; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
