import { MAX_NESTING } from './share-document';

/**
 * What a JSON text will cost to parse, read before JSON.parse runs. A link inflates to at most
 * 5 MB, but 5 MB of `[[[[...` or `[],[],[]...` (a 5 kB link) parses into millions of arrays:
 * hundreds of MB and seconds of a frozen page before any check after the parse could refuse it.
 * This scan counts the lists and objects a text opens and how deep they nest, in one pass over
 * the bytes as they come out of the inflater, so a hostile link is refused where it turns
 * hostile: neither the rest of it is inflated nor any of it parsed.
 *
 * Bytes are safe to scan one by one: in UTF-8, `"`, `\`, `[`, `{`, `]` and `}` never occur inside
 * a multi-byte character.
 */

/**
 * Lists and objects a document may hold. The densest real runs (20,000 one-line command steps)
 * hold about 7 per step, some 140,000; parsed, this many empty ones cost about 40 MB.
 */
export const MAX_CONTAINERS = 500_000;

export type JsonCostProblem = { kind: 'too-deep' | 'too-many-containers'; atByte: number };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

export class JsonCostScanner {
  private depth = 0;
  private containers = 0;
  private inString = false;
  private escaped = false;
  private offset = 0;
  private found: JsonCostProblem | undefined;

  constructor(private readonly limits: { maxNesting: number; maxContainers: number } = { maxNesting: MAX_NESTING, maxContainers: MAX_CONTAINERS }) {}

  /** The first problem seen so far. */
  get problem(): JsonCostProblem | undefined {
    return this.found;
  }

  /** Reads the next piece of the text; returns the problem once there is one (and reads no further). */
  feed(bytes: Uint8Array): JsonCostProblem | undefined {
    if (this.found) return this.found;
    for (let index = 0; index < bytes.length; index++) {
      const byte = bytes[index]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
        continue;
      }
      if (byte === QUOTE) this.inString = true;
      else if (byte === OPEN_LIST || byte === OPEN_OBJECT) {
        this.depth += 1;
        this.containers += 1;
        // The document itself is level 0, so a list inside 64 others opens the 65th bracket.
        if (this.depth > this.limits.maxNesting + 1) return this.stop('too-deep', index);
        if (this.containers > this.limits.maxContainers) return this.stop('too-many-containers', index);
      } else if (byte === CLOSE_LIST || byte === CLOSE_OBJECT) this.depth -= 1;
    }
    this.offset += bytes.length;
    return undefined;
  }

  private stop(kind: JsonCostProblem['kind'], index: number): JsonCostProblem {
    this.found = { kind, atByte: this.offset + index };
    return this.found;
  }
}

/** The same reading of a whole text (a share file), for one that is already in memory. */
export function jsonCostProblem(text: string): JsonCostProblem | undefined {
  return new JsonCostScanner().feed(new TextEncoder().encode(text));
}

/** The problem as the detail of a refusal: what was too much, and where the reading stopped. */
export function describeJsonCost(problem: JsonCostProblem): string {
  const where = `(stopped reading at byte ${problem.atByte.toLocaleString('en-US')})`;
  return problem.kind === 'too-deep'
    ? `lists or objects nested more than ${MAX_NESTING} levels deep ${where}`
    : `more than ${MAX_CONTAINERS.toLocaleString('en-US')} lists and objects ${where}`;
}
