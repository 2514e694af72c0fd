/**
 * Whether a description opens with an action needs to know a verb when it sees one: "Navigate",
 * "Take", "Type", "Hover" are verbs as surely as "Read", and no word list keeps up with every
 * server's vocabulary. The part-of-speech tagger of `compromise` (its `two` build: lexicon and
 * tagger, ~120 kB gzip) reads the opening in context. It is loaded on demand: the CLI and the
 * tests await `loadVerbTagger()` before linting, the page loads it as its own chunk when the
 * schema editor opens. Until it is there, the rule falls back to its short list of common verbs,
 * which errs towards saying nothing.
 */

export interface OpeningTags {
  /** The first word reads as a verb (imperative, infinitive or present tense; not a participle). */
  verb: boolean;
  /** The first word is an adverb ("Recursively search..."): judge the word after it. */
  adverb: boolean;
}

type Tagger = (opening: string) => OpeningTags;
type PredicateReader = (sentence: string) => string | undefined;

/**
 * Verbs of software the tagger's general-English lexicon lacks, so it guesses a noun ("Hover over
 * an element", "Toggle logging"). Teaching it these few words is cheaper than a list of all verbs.
 */
const SOFTWARE_VERBS: Record<string, string> = Object.fromEntries(
  ['hover', 'toggle', 'uppercase', 'lowercase', 'upsert', 'unzip', 'tap', 'dedupe', 'enqueue', 'dequeue', 'retry', 'ping', 'mute'].map((word) => [word, 'Infinitive']),
);

let tagger: Tagger | undefined;
let predicateReader: PredicateReader | undefined;
let loading: Promise<void> | undefined;
const openings = new Map<string, OpeningTags>();
const predicates = new Map<string, string | undefined>();

/**
 * Tagging is slow next to a keystroke in the schema editor, and the lint runs on every one: each
 * text is tagged once. Descriptions typed one letter at a time would grow a memo without end, so
 * past 2,000 texts it starts again.
 */
function remembered<T>(memo: Map<string, T>, text: string, tag: (text: string) => T): T {
  if (memo.has(text)) return memo.get(text)!;
  if (memo.size > 2000) memo.clear();
  const tags = tag(text);
  memo.set(text, tags);
  return tags;
}

/** Loads the tagger once; later calls share the same promise. */
export function loadVerbTagger(): Promise<void> {
  loading ??= import('compromise/two').then(({ default: nlp }) => {
    const termsOf = (text: string): Array<{ text: string; terms: Array<{ tags: string[] }> }> => nlp(text, SOFTWARE_VERBS).terms().json();
    const firstTags = (text: string, index: number): string[] => termsOf(text)[index]?.terms?.[0]?.tags ?? [];
    const isVerb = (tags: string[]) => tags.includes('Verb') && !tags.includes('PastTense') && !tags.includes('Gerund');
    tagger = (opening) => {
      const asWritten = firstTags(opening, 0);
      // A capitalised first word is often read as a name ("Type", "Hover"): an infinitive
      // context asks the question the lint means — can this open an instruction?
      const verb = isVerb(asWritten) || isVerb(firstTags(`to ${opening}`, 1));
      return { verb, adverb: asWritten.includes('Adverb') };
    };
    predicateReader = (sentence) => {
      let afterAuxiliary = false;
      let afterAbility = false;
      for (const { text, terms: [term] } of termsOf(sentence)) {
        const tags = term?.tags ?? [];
        const word = text.toLowerCase().replace(/\W+$/, '');
        if (INTRODUCING_VERBS.has(word)) return word;
        const acts = tags.includes('PresentTense') && !tags.includes('Infinitive') && !tags.includes('Copula') && !tags.includes('Auxiliary') && !tags.includes('Modal');
        if (acts && !afterAuxiliary && word.endsWith('s')) return word;
        // "The Keywords For Site endpoint will provide you with…", "Here you will find…": what the
        // subject can or will do is what it does. "must contain", "should be" state a requirement,
        // and "will REJECT any call", shouted, warns.
        const shouted = /^[A-Z]{2,}$/.test(text.replace(/\W+$/, ''));
        if (afterAbility && !shouted && tags.includes('Verb') && !tags.includes('Copula') && !tags.includes('Auxiliary')) return word;
        afterAuxiliary = tags.includes('Auxiliary') || tags.includes('Modal');
        afterAbility = ABILITY_MODALS.has(word);
      }
      return undefined;
    };
  });
  return loading;
}

/** The tags of an opening's first word, or undefined while the tagger is not loaded. */
export function tagOpening(words: readonly string[]): OpeningTags | undefined {
  if (!tagger || words.length === 0) return undefined;
  // Six words are enough context for the first one, and keep the memo's keys short.
  const opening = [words[0]!.toLowerCase(), ...words.slice(1, 6)].join(' ');
  return remembered(openings, opening, tagger);
}

/** "lets you search", "allows you to list": the tagger reads these as modals, yet they introduce the action. */
const INTRODUCING_VERBS = new Set(['lets', 'allows', 'enables']);
/** The modals after which a verb is something the subject does. */
const ABILITY_MODALS = new Set(['can', 'will']);

/**
 * The verb a sentence's subject does in the third person ("A Find Place request takes a text input and
 * returns a place", "This service returns…", "The Directions API is a web service that uses…") or
 * can or will do ("The Keywords For Site endpoint will provide you with…"), or
 * undefined when it has none: "The root folder of the drive.", "The request ID must contain…", "The
 * notebooks that are owned by…". Only the main clause is read: "The content stream, if the item
 * represents a file" does nothing. Undefined too while the tagger is not loaded.
 */
export function predicateVerb(sentence: string): string | undefined {
  if (!predicateReader) return undefined;
  const mainClause = sentence.split(/,?\s+(?:if|when|whenever|unless)\s/i)[0]!;
  return remembered(predicates, mainClause, predicateReader);
}
