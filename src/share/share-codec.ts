import { fieldPath } from '../engine/toolkit/field-error';
import { contentHash } from '../engine/toolkit/stable-json';
import { jsonShapeProblem, SHARE_DOCUMENT_VERSION, shareDocumentSchema, type ShareDocument } from './share-document';
import { deflateRaw, fromBase64Url, inflateRawCapped, toBase64Url } from './share-compression';
import { resolveStartFiles, type ShareSamples } from './share-files';
import { describeJsonCost, JsonCostScanner, jsonCostProblem } from './json-cost';
import { fromWire, toWire } from './share-link-wire';
import { stepCount } from './replay-steps';
import { shareFailure, type ShareFailure, type ShareSource } from './share-problems';

/**
 * Share links and files. A link is `#share=v<version>.<data>.<check>`: `data` is the document's
 * JSON in its link form (share-link-wire.ts), raw-deflated and base64url-encoded; `check` is 8 hex digits of a hash of what precedes it.
 * The check at the END is what tells a cut-off link (no check, or a short one) from a changed one
 * (a check that does not match). It is integrity, not security: a crafted link passes it, and the
 * caps and the strict schema are what stand between it and the page.
 */

export const SHARE_FRAGMENT_PREFIX = '#share=';
/** A link longer than this is refused before any decoding. */
export const MAX_LINK_CHARACTERS = 2_000_000;
/** What a link may unpack to, and the largest share file read. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** Past this, offer the .json download instead of a link (chat apps and browsers cut long URLs). */
export const SHARE_LINK_LIMIT = 32 * 1024;
/**
 * Starting files times model calls a replay opens. Each step shows the whole file list, so past
 * this a person would wait on every step; the message says so instead.
 */
export const MAX_REPLAY_FILE_STEPS = 500_000_000;

const CHECK_LENGTH = 8;

export type ShareDecodeResult = { ok: true; document: ShareDocument } | ShareFailure;

/** A document that fails its own schema on the way out: a bug in whoever built it. */
export class ShareDocumentError extends Error {
  override name = 'ShareDocumentError';
}

/** The URL fragment for a document, `#share=v1....`; append it to the page's address. */
export async function encodeShareLink(document: ShareDocument): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(toWire(checkedDocument(document))));
  const data = toBase64Url(await deflateRaw(bytes));
  // The document's own version: one without version 2's fields stays readable by older apps.
  const body = `v${document.version}.${data}`;
  return `${SHARE_FRAGMENT_PREFIX}${body}.${checkOf(body)}`;
}

/** True when a link (the whole URL or its fragment) is too long to paste: offer the .json file. */
export function shareLinkTooLong(link: string): boolean {
  return link.length > SHARE_LINK_LIMIT;
}

/** The same document as a readable .json file. */
export function encodeShareFile(document: ShareDocument): string {
  return `${JSON.stringify(checkedDocument(document), null, 2)}\n`;
}

/**
 * Opens a link: a whole URL, its fragment (`#share=...`) or the bare `share=...`. Whitespace a mail
 * client inserted, and punctuation a chat app glued on, are ignored. Never throws; every refusal
 * says what to do next.
 */
export async function decodeShareLink(link: string, samples: ShareSamples): Promise<ShareDecodeResult> {
  try {
    return await decodeLink(link, samples);
  } catch (error) {
    // Every hostile input above has its own answer; this is for a platform that cannot inflate
    // (a browser without 'deflate-raw') or a bug of ours: still an answer, with the cause kept.
    return shareFailure('damaged', 'link', error instanceof Error ? error.message : String(error));
  }
}

async function decodeLink(link: string, samples: ShareSamples): Promise<ShareDecodeResult> {
  if (link.length > MAX_LINK_CHARACTERS) return shareFailure('too-large', 'link');
  // Chat apps glue punctuation to a pasted link ("...e4f1a2b9)."); a link never ends with any.
  const payload = payloadOf(link.replace(/\s+/g, '').replace(/[).,;:!?'"\]>]+$/, ''));
  if (payload === undefined) return shareFailure('not-a-share', 'link');

  const firstDot = payload.indexOf('.');
  const versionToken = firstDot === -1 ? payload : payload.slice(0, firstDot);
  if (!/^v\d{1,9}$/.test(versionToken)) {
    return firstDot === -1 && 'v'.startsWith(versionToken) ? shareFailure('truncated', 'link') : shareFailure('unknown-version', 'link', versionToken.slice(0, 20));
  }
  const version = Number(versionToken.slice(1));
  if (version > SHARE_DOCUMENT_VERSION) return shareFailure('newer-version', 'link', versionToken);
  if (version < 1) return shareFailure('unknown-version', 'link', versionToken);

  const lastDot = payload.lastIndexOf('.');
  if (firstDot === -1 || lastDot === firstDot) return shareFailure('truncated', 'link');
  const body = payload.slice(0, lastDot);
  const check = payload.slice(lastDot + 1);
  if (check.length < CHECK_LENGTH && /^[0-9a-f]*$/.test(check)) return shareFailure('truncated', 'link');
  if (check !== checkOf(body)) return shareFailure('damaged', 'link', 'the check digits do not match');

  const compressed = fromBase64Url(body.slice(firstDot + 1));
  if (compressed === undefined) return shareFailure('damaged', 'link', 'not base64url');
  // What the text will cost to parse is read as it inflates, so a hostile one stops there.
  const cost = new JsonCostScanner();
  const inflated = await inflateRawCapped(compressed, MAX_DOCUMENT_BYTES, (piece) => cost.feed(piece) !== undefined);
  if (!inflated.ok) {
    if (inflated.reason === 'refused') return shareFailure('invalid-document', 'link', describeJsonCost(cost.problem!));
    return inflated.reason === 'over-cap' ? shareFailure('too-large-when-opened', 'link') : shareFailure('damaged', 'link', 'the compressed data is corrupt');
  }
  const json = parseJson(inflated.bytes);
  if (!json.ok) return shareFailure('damaged', 'link', json.why);
  const unwired = fromWire(json.value, MAX_DOCUMENT_BYTES);
  if (!unwired.ok) {
    return unwired.reason === 'over-budget' ? shareFailure('too-large-when-opened', 'link') : shareFailure('invalid-document', 'link', 'a list of numbered lines is malformed');
  }
  return checkDocument(unwired.value, samples, 'link');
}

/** Opens a .json share file (picked or dropped), with the same checks as a link. */
export function decodeShareFile(text: string, samples: ShareSamples): ShareDecodeResult {
  if (text.length > MAX_DOCUMENT_BYTES) return shareFailure('too-large', 'file');
  const cost = jsonCostProblem(text);
  if (cost !== undefined) return shareFailure('invalid-document', 'file', describeJsonCost(cost));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text.trimStart().startsWith('{') ? shareFailure('damaged', 'file') : shareFailure('not-a-share', 'file');
  }
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, 'version')) return shareFailure('not-a-share', 'file');
  return checkDocument(value, samples, 'file');
}

function payloadOf(link: string): string | undefined {
  const at = link.indexOf(SHARE_FRAGMENT_PREFIX);
  if (at !== -1) return link.slice(at + SHARE_FRAGMENT_PREFIX.length);
  const bare = SHARE_FRAGMENT_PREFIX.slice(1);
  return link.startsWith(bare) ? link.slice(bare.length) : undefined;
}

function checkOf(body: string): string {
  return contentHash(body).slice(0, CHECK_LENGTH);
}

function parseJson(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false; why: string } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, why: 'not UTF-8' };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, why: 'not JSON' };
  }
}

/** Version first (so a newer document gets "newer", not a schema error), then schema, then samples. */
function checkDocument(value: unknown, samples: ShareSamples, source: ShareSource): ShareDecodeResult {
  const version = typeof value === 'object' && value !== null && Object.hasOwn(value, 'version') ? (value as { version: unknown }).version : undefined;
  if (typeof version === 'number' && Number.isInteger(version) && version > SHARE_DOCUMENT_VERSION) {
    return shareFailure('newer-version', source, `v${version}`);
  }
  if (!(typeof version === 'number' && Number.isInteger(version) && version >= 1)) return shareFailure('unknown-version', source, JSON.stringify(version ?? null).slice(0, 20));

  const shapeProblem = jsonShapeProblem(value);
  if (shapeProblem !== undefined) return shareFailure('invalid-document', source, shapeProblem);
  const parsed = shareDocumentSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return shareFailure('invalid-document', source, `${fieldPath(issue.path) || '(document)'}: ${issue.message}`);
  }
  const start = resolveStartFiles(parsed.data.workspace, samples);
  if (!start.ok) return shareFailure(start.problem, source, start.sampleId);
  const files = Object.keys(start.files).length;
  const steps = stepCount(parsed.data);
  if (files * steps > MAX_REPLAY_FILE_STEPS) return shareFailure('too-long-to-replay', source, `${files} files × ${steps} steps`);
  return { ok: true, document: parsed.data };
}

/** The document as it passed the schema: what is encoded is that copy, nothing else. */
function checkedDocument(document: ShareDocument): ShareDocument {
  const shapeProblem = jsonShapeProblem(document);
  if (shapeProblem !== undefined) throw new ShareDocumentError(`Not a valid share document at ${shapeProblem}`);
  const parsed = shareDocumentSchema.safeParse(document);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ShareDocumentError(`Not a valid share document at ${fieldPath(issue.path) || '(document)'}: ${issue.message}`);
  }
  if (new TextEncoder().encode(JSON.stringify(parsed.data)).length > MAX_DOCUMENT_BYTES) {
    throw new ShareDocumentError(`The share document is over ${MAX_DOCUMENT_BYTES} bytes; no link or file could open it.`);
  }
  return parsed.data;
}
