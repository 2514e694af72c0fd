/**
 * What every file format we read (lesson files, surface files, selection prompts files, pasted
 * tools arrays) refuses with: where in the file, and why. The message is `field: problem`, the
 * line a person reads after the file's name.
 */

// A registered symbol, not the class itself, is what `isInstance` looks for: a chunk loaded twice
// (a dev server serving one file under two URLs, a test runner re-evaluating a module) makes two
// classes, and `instanceof` would wrongly answer no for an error thrown by the other copy.
const fieldErrorMarker = Symbol.for('aci-playground.field-error');

export class FieldError extends Error {
  readonly [fieldErrorMarker] = true;

  constructor(
    /** Where in the file, e.g. `checks[2].pattern`, `tools[0].input_schema`; `(file)` or empty for the whole of it. */
    readonly field: string,
    /** What is wrong there, in words a person can act on. */
    readonly problem: string,
  ) {
    // The whole input has no path of its own: then the problem is said alone.
    super(field === '' ? problem : `${field}: ${problem}`);
    this.name = 'FieldError';
  }

  static isInstance(error: unknown): error is FieldError {
    return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[fieldErrorMarker] === true;
  }
}

/** A zod issue's path as a person writes it: `checks[2].pattern`, `[0].name`; empty for the whole file. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${String(segment)}`)).join('').replace(/^\./, '');
}
