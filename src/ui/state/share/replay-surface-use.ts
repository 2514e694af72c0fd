import type { Surface } from '../../../engine/toolkit/surface';
import type { SurfaceEditorController } from '../surface/surface-editor-controller';

/**
 * Puts a shared run's surface in the schema editor: its tool texts, the tools it switched off, its
 * failure templates and its system prompt become the editor's text and are in force from the next
 * model call. The person's own text is not lost: a confirmation would only ask to replace what
 * Undo gives back anyway, so it is answered here, and the text before stays one Undo away.
 * Resolves to what happened, in a sentence the replay or the fork notice shows.
 */
export async function useSharedSurface(editor: SurfaceEditorController, surface: Surface, label: string): Promise<{ ok: boolean; text: string }> {
  await editor.start();
  if (editor.getSnapshot().status !== 'ready') return { ok: false, text: `The surface editor could not start, so it keeps its text: ${editor.getSnapshot().loadProblem ?? 'reload the page to try again'}.` };
  // A run shared from this app is built on its defaults, so its surface opens on the default preset.
  editor.open(surface, label, undefined);
  if (editor.getSnapshot().confirm) editor.confirmReplace();
  const { invalid, analysis } = editor.getSnapshot();
  if (invalid) return { ok: false, text: `The surface editor could not take ${label} (${invalid.field}: ${invalid.message}), so the surface in force is unchanged.` };
  const waiting = analysis?.mcpTools.filter((tool) => !tool.ready).length ?? 0;
  const servers = waiting > 0 ? ` ${waiting} of its MCP tools wait for their server to be ready here, as the editor says.` : '';
  return { ok: true, text: `The surface editor now holds ${label}: its tools, descriptions, failure texts and system prompt (Undo there takes it back).${servers}` };
}
