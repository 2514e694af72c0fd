/**
 * Every way browser storage can fail, as one error type the UI can switch on and a message a person
 * can act on. The store never deletes saved data to make room: a failed write leaves everything
 * written before it in place, and the messages say so.
 */
export type StoreErrorKind =
  /** Storage is full (QuotaExceededError): the write was refused, nothing was removed. */
  | 'quota'
  /** Another tab holds the database open at an older version, so this tab cannot upgrade it. */
  | 'blocked'
  /** IndexedDB is off (private mode, privacy settings), failed to open, or the connection closed. */
  | 'unavailable'
  /** The session, node or variant asked for is not (or no longer) stored. */
  | 'not_found'
  /** Stored or imported data does not have the shape it must have. */
  | 'corrupt';

export class StoreError extends Error {
  override readonly name = 'StoreError';

  constructor(
    readonly kind: StoreErrorKind,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
  }
}

/**
 * What did not happen when an operation fails, as a clause the messages end with:
 * "this message was not saved", "the session list could not be loaded".
 */
export type Consequence = string;

/** Why a connection this store opened is no longer usable. */
export type ClosedReason = 'upgraded-elsewhere' | 'closed' | 'terminated';

export function quotaError(consequence: Consequence, cause?: unknown): StoreError {
  return new StoreError(
    'quota',
    `Browser storage is full, so ${consequence}. Nothing already saved was removed. ` +
      'Export your sessions, then free space (delete old sessions) and continue.',
    { cause },
  );
}

export function blockedError(waiting: boolean): StoreError {
  const next = waiting
    ? 'Close or reload the other playground tabs; this tab carries on as soon as they let go.'
    : 'Close or reload the other playground tabs, then reload this one.';
  return new StoreError(
    'blocked',
    `Another tab has the playground's saved data open with an older version, so this tab cannot open it yet. ${next}`,
  );
}

export function storageOffError(cause?: unknown): StoreError {
  return new StoreError(
    'unavailable',
    'Browser storage (IndexedDB) is not available in this tab, so sessions cannot be saved: private browsing ' +
      'or a privacy setting may have turned it off. The playground still runs, but nothing survives a reload; ' +
      'allow site data for this page and reload to keep your work.',
    { cause },
  );
}

export function closedError(reason: ClosedReason, consequence: Consequence, cause?: unknown): StoreError {
  const why =
    reason === 'upgraded-elsewhere'
      ? 'A newer version of the playground opened in another tab, so this tab let go of the saved data'
      : reason === 'terminated'
        ? 'The browser closed this tab\'s connection to its storage (site data cleared, or the disk went away)'
        : 'This tab\'s connection to browser storage is closed';
  return new StoreError('unavailable', `${why}, and ${consequence}. Reload this tab to continue; everything saved before is kept.`, { cause });
}

export function notFoundError(thing: string, id: string, consequence: Consequence): StoreError {
  return new StoreError('not_found', `There is no ${thing} "${id}" in browser storage (it may have been deleted in another tab), so ${consequence}.`);
}

export function corruptError(problem: string, consequence: Consequence, cause?: unknown): StoreError {
  return new StoreError('corrupt', `${problem}, so ${consequence}. Nothing already saved was changed.`, { cause });
}

/**
 * Turns whatever IndexedDB threw (a DOMException, a transaction's abort error) into a StoreError.
 * Quota shows up two ways: a request that throws, or a transaction that aborts when it commits;
 * both carry the name QuotaExceededError (older engines: code 22).
 */
export function toStoreError(error: unknown, consequence: Consequence, closed?: ClosedReason): StoreError {
  if (error instanceof StoreError) return error;
  const { name, message } = error instanceof Error || isDomException(error) ? (error as Error) : { name: '', message: '' };
  // Some engines report a full disk as an UnknownError whose message names the quota.
  if (name === 'QuotaExceededError' || (error as { code?: unknown } | null)?.code === 22 || /quota/i.test(message)) return quotaError(consequence, error);
  if (closed) return closedError(closed, consequence, error);
  if (name === 'InvalidStateError' || name === 'TransactionInactiveError') return closedError('closed', consequence, error);
  if (name === 'VersionError') {
    return new StoreError(
      'unavailable',
      `The saved data was upgraded by a newer version of the playground, so ${consequence}. Reload this tab to get that version; nothing saved was changed.`,
      { cause: error },
    );
  }
  if (name === 'SecurityError') return storageOffError(error);
  if (name === 'DataCloneError' || name === 'DataError') return corruptError(`The data is not something browser storage can hold (${describeCause(error)})`, consequence, error);
  if (name === 'ConstraintError') return corruptError(`A record with the same key is already stored (${describeCause(error)})`, consequence, error);
  if (name === 'NotFoundError') return corruptError(`The saved data is missing part of its structure (${describeCause(error)})`, consequence, error);
  return new StoreError(
    'unavailable',
    `Browser storage failed (${describeCause(error)}), so ${consequence}. Nothing already saved was removed. ` +
      'Try again; if it keeps failing, export your sessions and reload the page.',
    { cause: error },
  );
}

/** The cause in a few words, for the message: "AbortError: The transaction was aborted". */
export function describeCause(error: unknown): string {
  if (error instanceof Error || isDomException(error)) {
    const { name, message } = error as Error;
    return message && message !== name ? `${name}: ${message}` : name;
  }
  return String(error);
}

function isDomException(error: unknown): boolean {
  return typeof DOMException !== 'undefined' && error instanceof DOMException;
}
