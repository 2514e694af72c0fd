/**
 * Text a description carries that tells the model nothing about this tool: a vendor's name before
 * the action ("Notion | Retrieve a user", "[GitHub] Create an issue") and generated lists of HTTP
 * error codes ("Error Responses:\n400: Bad request"). Counting them as words lets a nine-word
 * description pass for a real one; reading them as the opening hides the action.
 */

/**
 * A vendor or product name set apart before the action: one to three capitalised words followed
 * by `|`, a spaced dash, `::` or `»`, or the name in square brackets. The capital matters: a
 * sentence ("Read a file - fast") has a lower-case word before its dash.
 */
const VENDOR_PREFIX = /^\s*(?:\[([A-Z][\w.&-]*(?:\s[A-Z][\w.&-]*){0,2})\]|([A-Z][\w.&-]*(?:\s[A-Z][\w.&-]*){0,2})\s*(?:\||::|»|\s[-–—]\s))\s*(?=\S)/;

/** The vendor prefix of a description and the text after it, or undefined when there is none. */
export function vendorPrefix(description: string): { vendor: string; rest: string } | undefined {
  const match = VENDOR_PREFIX.exec(description);
  if (!match) return undefined;
  const vendor = (match[1] ?? match[2])!;
  const rest = description.slice(match[0].length);
  // "Read | Write" or a single short word before a pipe in a table-like description is not a
  // vendor; a prefix is followed by the sentence it steals the opening from.
  if (!/^[A-Za-z]/.test(rest)) return undefined;
  return { vendor, rest };
}

/** A heading of generated HTTP error lists and the status lines under it. */
const ERROR_LIST = /^\s*(?:error responses?|errors|responses)\s*:?\s*$/i;
const STATUS_LINE = /^\s*[1-5]\d\d\s*:/;

/** The description without a vendor prefix and without generated HTTP status lists. */
export function withoutBoilerplate(description: string): string {
  const opening = vendorPrefix(description)?.rest ?? description;
  const kept: string[] = [];
  let inErrorList = false;
  for (const line of opening.split('\n')) {
    if (ERROR_LIST.test(line)) {
      inErrorList = true;
      continue;
    }
    if (STATUS_LINE.test(line)) continue;
    if (inErrorList && line.trim() === '') continue;
    inErrorList = false;
    kept.push(line);
  }
  return kept.join('\n');
}
