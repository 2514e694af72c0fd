import type { Lesson } from '../../../engine/lessons/lesson';
import { isMcpHandler } from '../../../engine/mcp/mcp-handler-id';
import type { Surface } from '../../../engine/toolkit/surface';
import type { LessonEntry } from '../compare/lessons-catalog';

/**
 * "Copy variant link" in the page: the same `#variant=` link `npm run share -- variant` makes, from
 * a surface in the editor or a saved variant, with the student's title and name and, when they
 * pick one, the lesson it was made on. Nothing of the person's setup goes in: the document holds
 * only the surface file, the title, the name and the lesson, and a last check refuses a link in
 * which any key or MCP header value appears (typed into a description by mistake, say).
 */

export interface VariantLinkRequest {
  title: string;
  author: string;
  surface: Surface;
  /** The lesson the variant was made on; a built-in travels as its id, an imported one whole. */
  lesson?: LessonEntry;
}

export interface VariantLinkParts {
  /** The surface as the schema editor saves it (a surface file's JSON text). */
  surfaceText(surface: Surface): string | undefined;
  /** Every key set in this tab and every MCP header value: none may appear in the link. */
  secrets(): readonly string[];
  /** The page's address without its fragment ('' outside a browser). */
  pageAddress(): string;
}

export type VariantLinkResult = { ok: true; link: string; notes: string[] } | { ok: false; message: string };

/** Over this, some chat apps and mail clients cut a link; it still opens when it arrives whole. */
const LONG_LINK = 32 * 1024;

export async function makeVariantLink(request: VariantLinkRequest, parts: VariantLinkParts): Promise<VariantLinkResult> {
  const title = request.title.trim();
  const author = request.author.trim();
  if (title === '' || author === '') return { ok: false, message: 'Give the variant a title and your name first: the teacher sees both when the link is opened.' };
  // A server's tools exist only where that server runs: the link carries the built-in tools.
  const serverTools = request.surface.tools.filter((tool) => isMcpHandler(tool.handler));
  const surface = serverTools.length === 0 ? request.surface : { ...request.surface, tools: request.surface.tools.filter((tool) => !isMcpHandler(tool.handler)) };
  const text = parts.surfaceText(surface);
  if (text === undefined) return { ok: false, message: 'The surface editor is still loading. Copy the link again in a moment.' };

  const [{ encodeClassroomLink }, { ClassroomDocumentError }, { findSecret }, { MAX_LINK_CHARACTERS }] = await Promise.all([
    import('../../../share/classroom-link'),
    import('../../../share/classroom-document'),
    import('../../../share/share-secrets'),
    import('../../../share/share-codec'),
  ]);
  const document = { version: 1 as const, kind: 'variant' as const, title, author, surface: JSON.parse(text) as Record<string, unknown>, ...lessonField(request.lesson) };
  const secretAt = findSecret(document, parts.secrets());
  if (secretAt !== undefined) {
    return { ok: false, message: `An API key or an MCP header value appears in this variant (at ${secretAt}), so no link was made. Take it out of the surface, then copy the link again.` };
  }
  let fragment: string;
  try {
    fragment = await encodeClassroomLink(document);
  } catch (error) {
    if (!(error instanceof ClassroomDocumentError)) throw error;
    return { ok: false, message: tooLargeOrInvalid(error.message) };
  }
  const link = `${parts.pageAddress()}${fragment}`;
  if (link.length > MAX_LINK_CHARACTERS) return { ok: false, message: tooLargeOrInvalid('over 2 MB') };
  const notes: string[] = [];
  if (serverTools.length > 0) notes.push(`The MCP server tools (${serverTools.map((tool) => tool.name).join(', ')}) were left out: a variant link carries the built-in tools only.`);
  if (link.length > LONG_LINK) notes.push(`The link is ${Math.round(link.length / 1024)} kB: some chat apps cut links that long, so send it by mail or as a file if it arrives cut off.`);
  return { ok: true, link, notes };
}

function lessonField(entry: LessonEntry | undefined): { lesson?: string | Lesson } {
  if (!entry) return {};
  return { lesson: entry.source === 'builtin' ? entry.lesson.id : entry.lesson };
}

function tooLargeOrInvalid(detail: string): string {
  if (/over \d|over 2 MB/.test(detail)) {
    return 'This variant is too large for a link (with its lesson it is over what a link can carry). Pick no lesson, or shorten the longest descriptions, then copy the link again.';
  }
  return `This variant cannot be sent as a link: ${detail}. Fix that field in the surface editor, then copy the link again.`;
}

/**
 * The lesson the person is working on, as far as the page knows: the one whose task is in the
 * Task box (opening a lesson link puts it there). Undefined when none matches.
 */
export function lessonInTaskBox(lessons: readonly LessonEntry[], task: string): LessonEntry | undefined {
  const typed = task.trim();
  return typed === '' ? undefined : lessons.find((entry) => entry.lesson.task.trim() === typed);
}
