import { StoreError } from '../../../store/store-errors';

/**
 * A storage failure in words for the person. A StoreError already says what did not happen and
 * what to do next; anything else gets the same shape around its own message.
 */
export function storeProblemText(error: unknown): string {
  if (error instanceof StoreError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return `Saving or loading sessions failed: ${message} Nothing already saved was removed; export your sessions to keep a copy, then reload the page.`;
}
