import { contentHash } from '../engine/toolkit/stable-json';
import { checkClassroomDocument, ClassroomDocumentError, CLASSROOM_LINK_VERSION, type ClassroomDocument } from './classroom-document';
import { classroomFailure, type ClassroomLinkFailure, type ClassroomLinkKind } from './classroom-problems';
import { describeJsonCost, JsonCostScanner } from './json-cost';
import { MAX_DOCUMENT_BYTES, MAX_LINK_CHARACTERS } from './share-codec';
import { deflateRaw, fromBase64Url, inflateRawCapped, toBase64Url } from './share-compression';

/**
 * Lesson links (`#lesson=v1.<data>.<check>`) and variant links (`#variant=...`): the share link's
 * form and limits (share-codec.ts) for what a teacher hands out and a student hands back. `data`
 * is the document's JSON, raw-deflated and base64url-encoded; `check` is 8 hex digits of a hash of
 * what precedes it, so a cut-off link reads as cut off and a changed one as damaged. The name in
 * the fragment and the `kind` inside must agree: a link cannot open as what it does not say it is.
 */

export const CLASSROOM_PREFIXES: Record<ClassroomLinkKind, string> = { lesson: '#lesson=', variant: '#variant=' };

const CHECK_LENGTH = 8;

export type ClassroomDecodeResult = { ok: true; document: ClassroomDocument } | ClassroomLinkFailure;

/** The URL fragment for a document; append it to the page's address. Throws ClassroomDocumentError for an invalid one. */
export async function encodeClassroomLink(document: ClassroomDocument): Promise<string> {
  const checked = checkClassroomDocument(document);
  const bytes = new TextEncoder().encode(JSON.stringify(checked));
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new ClassroomDocumentError(`the ${checked.kind} is over ${MAX_DOCUMENT_BYTES} bytes; no link could open it`);
  const body = `v${CLASSROOM_LINK_VERSION}.${toBase64Url(await deflateRaw(bytes))}`;
  return `${CLASSROOM_PREFIXES[checked.kind]}${body}.${checkOf(body)}`;
}

/** Which kind of link this is, by its fragment, or undefined when it is neither. */
export function classroomLinkKind(link: string): ClassroomLinkKind | undefined {
  const kinds = (Object.keys(CLASSROOM_PREFIXES) as ClassroomLinkKind[]).filter((kind) => link.includes(CLASSROOM_PREFIXES[kind]));
  return kinds.sort((a, b) => link.indexOf(CLASSROOM_PREFIXES[a]) - link.indexOf(CLASSROOM_PREFIXES[b]))[0];
}

/**
 * Opens a lesson or variant link: a whole URL or its fragment. Whitespace a mail client inserted,
 * and punctuation a chat app glued on, are ignored. Never throws; every refusal says what to do.
 */
export async function decodeClassroomLink(link: string): Promise<ClassroomDecodeResult> {
  const kind = classroomLinkKind(link);
  try {
    return await decode(link, kind);
  } catch (error) {
    // A platform that cannot inflate, or a bug of ours: still an answer, with the cause kept.
    return classroomFailure('damaged', kind, error instanceof Error ? error.message : String(error));
  }
}

async function decode(link: string, kind: ClassroomLinkKind | undefined): Promise<ClassroomDecodeResult> {
  if (link.length > MAX_LINK_CHARACTERS) return classroomFailure('too-large', kind);
  if (kind === undefined) return classroomFailure('not-a-link', kind);
  const cleaned = link.replace(/\s+/g, '').replace(/[).,;:!?'"\]>]+$/, '');
  const payload = cleaned.slice(cleaned.indexOf(CLASSROOM_PREFIXES[kind]) + CLASSROOM_PREFIXES[kind].length);

  const firstDot = payload.indexOf('.');
  const versionToken = firstDot === -1 ? payload : payload.slice(0, firstDot);
  if (!/^v\d{1,9}$/.test(versionToken)) {
    return firstDot === -1 && 'v'.startsWith(versionToken) ? classroomFailure('truncated', kind) : classroomFailure('unknown-version', kind, versionToken.slice(0, 20));
  }
  const version = Number(versionToken.slice(1));
  if (version > CLASSROOM_LINK_VERSION) return classroomFailure('newer-version', kind, versionToken);
  if (version !== CLASSROOM_LINK_VERSION) return classroomFailure('unknown-version', kind, versionToken);

  const lastDot = payload.lastIndexOf('.');
  if (firstDot === -1 || lastDot === firstDot) return classroomFailure('truncated', kind);
  const body = payload.slice(0, lastDot);
  const check = payload.slice(lastDot + 1);
  if (check.length < CHECK_LENGTH && /^[0-9a-f]*$/.test(check)) return classroomFailure('truncated', kind);
  if (check !== checkOf(body)) return classroomFailure('damaged', kind, 'the check digits do not match');

  const compressed = fromBase64Url(body.slice(firstDot + 1));
  if (compressed === undefined) return classroomFailure('damaged', kind, 'not base64url');
  // Depth and size are read as the text inflates, so a hostile one stops before it is parsed.
  const cost = new JsonCostScanner();
  const inflated = await inflateRawCapped(compressed, MAX_DOCUMENT_BYTES, (piece) => cost.feed(piece) !== undefined);
  if (!inflated.ok) {
    if (inflated.reason === 'refused') return classroomFailure('invalid-document', kind, describeJsonCost(cost.problem!));
    return inflated.reason === 'over-cap' ? classroomFailure('too-large-when-opened', kind) : classroomFailure('damaged', kind, 'the compressed data is corrupt');
  }
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes));
  } catch {
    return classroomFailure('damaged', kind, 'not JSON');
  }
  const inner = typeof value === 'object' && value !== null ? (value as { version?: unknown; kind?: unknown }) : {};
  if (typeof inner.version === 'number' && inner.version > CLASSROOM_LINK_VERSION) return classroomFailure('newer-version', kind, `v${inner.version}`);
  if (inner.version !== CLASSROOM_LINK_VERSION) return classroomFailure('unknown-version', kind, JSON.stringify(inner.version ?? null).slice(0, 20));
  if (inner.kind !== kind) return classroomFailure('wrong-kind', kind, typeof inner.kind === 'string' ? `a ${inner.kind.slice(0, 20)}` : 'no kind');
  try {
    return { ok: true, document: checkClassroomDocument(value) };
  } catch (error) {
    if (error instanceof ClassroomDocumentError) return classroomFailure('invalid-document', kind, error.message);
    throw error;
  }
}

function checkOf(body: string): string {
  return contentHash(body).slice(0, CHECK_LENGTH);
}
