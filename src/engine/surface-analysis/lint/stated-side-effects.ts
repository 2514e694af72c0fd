/**
 * What a description says a tool does besides reading: a side effect in its own words ("Results
 * are persisted to …", "Fetch + cache a photo to local disk"), its own word that it is not a read, a
 * later sentence on what it can also change or does by itself, or a price per call.
 */

/**
 * The passive's helper: "the file is overwritten", "it gets saved". A "get" or "gets" that opens a
 * sentence or a line is the tool's own reading verb ("Get saved tracks", "Gets saved searches"), so
 * it counts only after another word.
 */
const PASSIVE_BE = String.raw`(?:is|are|will be|(?<=\w[,;]?\s+)gets?)`;

/**
 * "Local file path to save the image", "Optional local directory (any path) to also write … to",
 * "folder where to store the export": a place on disk named as where the call writes. Said of an
 * input, or in the tool's description of one.
 */
export const WHERE_TO_SAVE = String.raw`(?:directory|folder|path|file(?:\s?name)?)\s+(?:\([^()]{0,160}\)\s+)?(?:to\s+(?:also\s+)?|where\s+(?:to\s+)?)(?:save|write|store)\b`;

/**
 * A side effect stated later in the description. A tool that says so is not read-only, whatever
 * verb its name opens with. Each form is one way authors say it.
 */
const SIDE_EFFECT_FORMS = [
  // "Download attachments from a message to local filesystem", "Full reports are saved to disk",
  // "Downloads image attachments to reports/discord/", "Fetch + cache a tablet photo to local disk":
  // a copy put somewhere on disk, the folder named by a word or by its path.
  String.raw`(?:download(?:s|ed)?|save[sd]?|cache[sd]?|writes?|cop(?:y|ies|ied)|export(?:s|ed)?|dump(?:s|ed)?)\b[^.]{0,60}?\b(?:to|into|onto)\s+(?:the\s+|a\s+)?(?:local\s+)?(?:file\s*system\b|disk\b|(?:[\w-]+\s+)?(?:folder|directory)\b|\.{0,2}\/?[\w-]+\/(?:[\w.-]+\/?)*)`,
  // "any long value is truncated and saved to a /tmp file", "the file is overwritten".
  String.raw`${PASSIVE_BE}\s+(?:\w+\s+)?\w+\s+and\s+(?:saved|written|stored)\b`,
  String.raw`${PASSIVE_BE}\s+(?:\w+\s+)?(?:saved|written|stored|uploaded|deleted|modified|overwritten|sent|reloaded)\b`,
  // "Results are persisted to workspace/research/marketing/" ("Get persisted message store entries"
  // reads what was kept).
  String.raw`${PASSIVE_BE}\s+(?:\w+\s+)?persisted\b`,
  // "This reloads the page", "also persists a mapping cache".
  String.raw`(?:saves|writes|stores|persists|uploads|reloads|modifies|overwrites)\s+(?:the|a|an|it|them|to|\w+\s+to)\b`,
  // "queries the server, updates local cache", "Updates local refs without merging", "updates local
  // fetch metadata and remote-tracking state": what later calls read is changed.
  String.raw`(?:updates|refreshes|populates)\s+(?:the\s+|a\s+|its\s+)?local\s+(?:[\w-]+\s+)?(?:cache|store|state|database|index|refs|references|copy|files?|metadata)\b`,
  // "Fetch the latest emails from IMAP into the local cache": the same change, said by where it goes.
  String.raw`(?:fetch(?:es)?|download(?:s)?|loads?|pulls?|syncs?)\b[^.]{0,60}?\binto\s+(?:the\s+|a\s+|its\s+)?local\s+(?:cache|store|database|index)\b`,
  // "Check wallet address and USDC balance. Creates wallet if needed.": made on first use.
  String.raw`(?:creates?|initiali[sz]es?|provisions?|registers?)\s+(?:a\s+|an\s+|the\s+|one\s+)?(?:[\w-]+\s+){0,3}?if\s+(?:needed|necessary|none\s+exists?|(?:it\s+)?(?:does\s+not|doesn't)\s+exist|missing|not\s+(?:found|present))\b`,
  // "Reads a FigJam file, clusters it, and caches it under a boardId for later get_board_context
  // calls": kept for the calls after it, which is state the tool changes.
  String.raw`(?:caches|stores|saves|persists|remembers)\b[^.]{0,80}?\bfor\s+(?:later|subsequent|future)\b`,
  // "Each returned reminder is transitioned to 'fired' status so it won't appear again".
  String.raw`${PASSIVE_BE}\s+(?:transitioned|moved|switched|changed)\s+to\s+['"]?[\w-]+['"]?\s+(?:status|state)\b`,
  String.raw`\bsave\s+(?:it|them)\s+to\b`,
  // An explain whose analyze "will modify data for write operations".
  String.raw`\bwill\s+(?:modify|change|alter|delete)\s+(?:data|rows|records|files)\b`,
  // "Fetches unread mail and marks it as read", "Messages are marked as delivered" ("items that are
  // marked as related" is a state the read finds, not one it sets).
  String.raw`\b(?:marks?|${PASSIVE_BE}\s+marked)\s+(?:\w+\s+){0,3}?as\s+(?:read|seen|done|complete|delivered|processed|acknowledged)\b`,
  // "First call shallow-clones the corpus": a local copy made of a repository.
  String.raw`(?:shallow-)?clones?\s+(?:the|a|an|its)\b`,
  // "This may write a local screenshot artifact when screenshot:true", "`outputPath`: Local file
  // path to save the image": a file the call can leave behind, said in passing.
  String.raw`(?:may|can|also|will)\s+(?:write|save|store)\s+(?:a\s+|the\s+)?local\s+[\w-]+`,
  WHERE_TO_SAVE,
  // "Returns main task IDs for tracking", "returns a task ID to poll": the call set work going that
  // goes on after it answers.
  String.raw`returns?\s+(?:\w+\s+){0,2}(?:task|job)\s+ids?\s+(?:for\s+tracking|to\s+(?:poll|track|check))\b`,
];
const SIDE_EFFECT = new RegExp(String.raw`\b(?:${SIDE_EFFECT_FORMS.join('|')})`, 'i');

/**
 * "Cost: $0.01/query (USDC on Base)", "$0.05 per request", "Costs 0.10 USDC per request": a call
 * its own description prices spends the user's money, and asking before each one is what its
 * author wants, however much the call only reads.
 */
const SPENDS_MONEY = /(?:[$€£]\s?\d+(?:\.\d+)?|\b\d+(?:\.\d+)?\s*(?:USDC|USDT|USD|EUR|GBP|ETH|SOL|BTC)\b)\s*(?:\/\s*|per\s+|a\s+|each\s+)(?:query|request|call|check|search|lookup|run)\b/i;

/**
 * "NOT a pure read: … creates a temporary Google Doc", "THIS IS NOT A READ: the link IS the
 * credential", "readOnlyHint is conservatively false": the author says outright that the call does
 * more than read.
 */
const SAYS_NOT_A_READ = /\bnot\s+(?:a|an)\s+(?:pure|plain|simple|mere)?\s*read\b|\breadOnlyHint\s+is\s+(?:\w+\s+)?false\b/i;

/**
 * "Show the current environment. … Can switch environment or change the active tenant.": a later
 * sentence that opens on what the tool can also change says the read has a second use that writes.
 */
const CAN_ALSO_CHANGE = /(?:^|[.;!]\s+)(?:It\s+|This\s+tool\s+)?(?:also\s+)?can\s+(?:also\s+|optionally\s+)?(?:switch|change|set|update|modify|create|delete|remove|write)\b/i;

/**
 * "Retrieves the dashboard's address. Automatically starts the web server on demand if offline.", "This
 * tool automatically caches the token.": a sentence that opens on what the tool does by itself on
 * the way starts, makes or keeps something.
 */
const DOES_BY_ITSELF = /(?:^|[.;!]\s+)(?:It\s+|This\s+tool\s+)?(?:also\s+)?automatically\s+(?:starts|launches|spawns|creates|installs|writes|saves|caches|stores|persists|updates|registers|sends)\b/i;

/** Whether the description states that the tool does more than read, in any of the ways above. */
export function statesMoreThanARead(description: string): boolean {
  return SIDE_EFFECT.test(description) || SAYS_NOT_A_READ.test(description) || CAN_ALSO_CHANGE.test(description) || DOES_BY_ITSELF.test(description) || SPENDS_MONEY.test(description);
}
