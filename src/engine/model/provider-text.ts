import { capText } from '../text/capped-text';

/**
 * What a provider (or whatever answers at its address) said, made readable on one line. An error
 * body may be the API's JSON, a proxy's web page or megabytes of anything; the person needs its
 * start, in words: a web page is read as its title and text, not as its markup.
 */

/** The provider's words we keep in a message, and in its detail: enough to act on, never a flood. */
export const MAX_PROVIDER_WORDS = 500;
export const MAX_DETAIL_CHARACTERS = 4_000;

/** True when the text is a web page rather than an API's JSON or plain words. */
export function looksLikeWebPage(text: string): boolean {
  return /^\s*(<!doctype html|<html|<head|<body|<title|<\?xml)/i.test(text);
}

/** The start of `text` on one line, at most `maxCharacters`: a page's title and text, or the words as sent. */
export function readableStart(text: string, maxCharacters = MAX_PROVIDER_WORDS): string {
  // Only the start is ever shown, so only the start is read: a regex over 50 MB of markup costs seconds.
  const start = text.slice(0, 20 * maxCharacters);
  const words = looksLikeWebPage(start) ? pageWords(start) : start;
  return capText(words.replace(/\s+/g, ' ').trim(), maxCharacters);
}

function pageWords(html: string): string {
  const title = /<title[^>]*>([^<]*)/i.exec(html)?.[1]?.trim() ?? '';
  const body = html
    .replace(/<(script|style|head)\b[\s\S]*?(<\/\1>|$)/gi, ' ')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  const text = body.replace(/\s+/g, ' ').trim();
  if (title === '') return text;
  return text.startsWith(title) ? text : `${title} — ${text}`;
}

/** "a web page (text/html)", "text/plain", or "no content type": what a 200 answer was instead of an event stream. */
export function describeContent(contentType: string | null, bodyStart: string): string {
  const type = contentType?.split(';')[0]?.trim() || undefined;
  if (isWebPage(contentType, bodyStart)) return `a web page${type ? ` (${type})` : ''}`;
  return type ?? 'an answer with no content type';
}

export function isWebPage(contentType: string | null, bodyStart: string): boolean {
  return /html/i.test(contentType ?? '') || looksLikeWebPage(bodyStart);
}

/** Why a 200 that is not the API's stream came: what the person most likely got wrong. */
export function likelyCause(contentType: string | null, bodyStart: string): string {
  return isWebPage(contentType, bodyStart)
    ? 'The base URL probably points at a website, a login page or a proxy rather than the API.'
    : 'Whatever answers at that address does not stream answers the way the API does.';
}
