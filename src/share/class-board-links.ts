import type { ClassVariantInput } from '../engine/compare/class-board-run';
import type { Lesson } from '../engine/lessons/lesson';
import { surfaceHash } from '../engine/toolkit/surface';
import { ClassroomDocumentError, surfaceOf, type VariantLinkDocument } from './classroom-document';
import { decodeClassroomLink } from './classroom-link';

/**
 * The class board's input: one variant link per line, as students sent them. Every line is read
 * on its own, so a cut-off, damaged, oversized or wrong link is named with its line and the
 * decoder's reason and never stops the others; a surface sent twice is named and run once.
 */

export interface BrokenLine {
  line: number;
  reason: string;
}

export interface DuplicateLine {
  line: number;
  /** The earlier line holding the same surface: the one that runs. */
  sameAs: number;
  title: string;
  author: string;
}

export interface ReadVariantLinks {
  variants: ClassVariantInput[];
  broken: BrokenLine[];
  duplicates: DuplicateLine[];
}

/** Reads every non-blank line as a variant link made on `lesson`. Never throws. */
export async function readVariantLinks(text: string, lesson: Pick<Lesson, 'id' | 'title'>): Promise<ReadVariantLinks> {
  const result: ReadVariantLinks = { variants: [], broken: [], duplicates: [] };
  const seen = new Map<string, ClassVariantInput>();
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    if (raw.trim() === '') continue;
    const read = await readOne(raw, lesson);
    if ('reason' in read) {
      result.broken.push({ line, reason: read.reason });
      continue;
    }
    const variant: ClassVariantInput = { line, ...read };
    const hash = surfaceHash(variant.surface);
    const earlier = seen.get(hash);
    if (earlier) {
      result.duplicates.push({ line, sameAs: earlier.line, title: variant.title, author: variant.author });
      continue;
    }
    seen.set(hash, variant);
    result.variants.push(variant);
  }
  return result;
}

async function readOne(text: string, lesson: Pick<Lesson, 'id' | 'title'>): Promise<Omit<ClassVariantInput, 'line'> | { reason: string }> {
  const decoded = await decodeClassroomLink(text.trim());
  if (!decoded.ok) return { reason: decoded.message };
  const document = decoded.document;
  if (document.kind !== 'variant') return { reason: `This is a lesson link ("${document.lesson.title}"), not a variant link: ask the student for the variant link npm run share -- variant made for them.` };
  const madeOn = lessonIdOf(document);
  if (madeOn !== undefined && madeOn !== lesson.id) return { reason: `This variant ("${document.title}" by ${document.author}) was made on the lesson "${madeOn}", not on "${lesson.id}"; rank it on a board for that lesson.` };
  try {
    return { title: document.title, author: document.author, surface: surfaceOf(document) };
  } catch (error) {
    // checkClassroomDocument read this surface already; a refusal here would be a bug, still said in one line.
    if (error instanceof ClassroomDocumentError) return { reason: `This variant link's surface is not valid (${error.message}); ask for it again.` };
    throw error;
  }
}

function lessonIdOf(document: VariantLinkDocument): string | undefined {
  return typeof document.lesson === 'string' ? document.lesson : document.lesson?.id;
}
