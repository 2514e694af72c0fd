import type { DBSchema } from 'idb';
import type { ComparisonResult } from '../engine/compare/comparison';
import type { Lesson } from '../engine/lessons/lesson';
import type { ClassBoardResult, ClassVariant } from '../engine/compare/class-ranking';
import type { BrokenLine, DuplicateLine } from '../share/class-board-links';
import type { AgentNode, Session, StoredMessage } from '../engine/nodes/node';
import type { Verdict } from '../engine/compare/difference';
import type { Usage } from '../engine/model/model-client';
import type { Surface } from '../engine/toolkit/surface';

/** A session as stored: soft-deleted sessions keep their data until purged, so undo is possible. */
export interface StoredSession extends Session {
  /** When the person deleted it; absent while it is live. */
  deletedAt?: number;
  /** The workspace files (path -> text) when its first run started, for share links and replays. */
  startFiles?: Record<string, string>;
}

/** A saved surface the person named, to run again or compare. */
export interface Variant {
  id: string;
  name: string;
  surface: Surface;
  /**
   * The preset the surface was started from (absent: the defaults). Opening the variant brings that
   * preset's harness back with it: Aider's SEARCH/REPLACE handler is not part of any surface.
   */
  preset?: string;
  createdAt: number;
  updatedAt: number;
}

export interface SettingRecord {
  name: string;
  value: unknown;
}

/**
 * A comparison as saved: the engine's result (plain JSON; its runs name the sessions and root
 * nodes whose transcripts are in the nodes and messages stores) plus when it was last saved.
 * A comparison is saved after every finished run, so a reload mid-comparison keeps those runs.
 */
export interface StoredComparison extends ComparisonResult {
  savedAt: number;
  /**
   * The lesson it ran, when no list holds it: "the current workspace and task" (its files as they
   * were then). Kept so a run of it can still be shared after a reload.
   */
  lesson?: Lesson;
}

/** A lesson the person imported from a file (built-in lessons ship with the code, never stored). */
export interface StoredLesson {
  id: string;
  lesson: Lesson;
  importedAt: number;
}

/** What a person decided about one proposed edit, and the text that edit carries now. */
export interface RewriteCardRecord {
  tool: string;
  field: string;
  before: string;
  /** The proposer's text; `text` differs when the person edited it before accepting. */
  proposed: string;
  text: string;
  decision: 'pending' | 'accepted' | 'rejected';
  /** Why the edit cannot apply (a tool, parameter or failure the surface lacks). */
  refused?: string;
}

/** A "Prove it" difference on one part of the prompts, as the page showed it. */
export interface RewriteScoreRecord {
  delta: number;
  low: number;
  high: number;
  verdict: Verdict;
  pairs: number;
  prompts: number;
  /** When undecided: about how many samples per prompt would tell. */
  samplesToTell?: number;
}

/**
 * One "Suggest a rewrite" round from the Selection tests: the proposal, the decision on each
 * edit, the proof and what it all cost. Kept per session, so the history survives a reload.
 */
export interface StoredRewriteRound {
  id: string;
  sessionId?: string;
  createdAt: number;
  /** The set of tools rewritten, as the Selection tests named it. */
  source: string;
  proposerModel: string;
  misses: number;
  /** Prompts set aside for the proof, which the proposer never saw. */
  heldOutPrompts: number;
  /** The lesson whose comparison's failed runs the round was read from; absent for a round from the Selection tests. */
  lessonId?: string;
  rationale?: string;
  /** Why the proposal brought no edits (no call, or an input that did not fit twice). */
  dropped?: string;
  cards: RewriteCardRecord[];
  proposalUsage: Usage;
  proposalDollars?: number;
  proof?: { evaluation: RewriteScoreRecord; heldOut?: RewriteScoreRecord; usage: Usage; dollars?: number };
  keptAs?: string;
}

/**
 * A class board as the page left it: the links pasted, the budget, and the last ranking with each
 * variant's edits and the lines that were not ranked. One per lesson; no key is ever in it.
 */
export interface StoredClassBoard {
  lessonId: string;
  links: string;
  maxRunsPerVariant: number;
  maxCalls: number;
  result?: ClassBoardResult;
  variants?: ClassVariant[];
  broken?: BrokenLine[];
  duplicates?: DuplicateLine[];
  savedAt: number;
}

/** The record name of the remembered Anthropic API key: kept apart so that no export ever carries it. */
export const apiKeySetting = 'apiKey';

/** The record name of a remembered OpenAI-compatible key, kept apart the same way. */
export const openAiKeySetting = 'apiKey:openai';

/** The record name of the MCP servers the person added (URLs, header names, remembered secrets). */
export const mcpServersSetting = 'mcpServers';

/** Settings that stay on this device: never exported, never taken from an imported file. */
export function isDeviceOnlySetting(name: string): boolean {
  return name === apiKeySetting || name === openAiKeySetting || name === mcpServersSetting;
}

/**
 * The object stores and their indexes, for idb's typed API. Messages are keyed [nodeId, seq], so
 * appending is one put and a node's transcript is one key-range read, already in order.
 */
export interface PlaygroundSchema extends DBSchema {
  sessions: { key: string; value: StoredSession; indexes: { 'by-updatedAt': number } };
  nodes: { key: string; value: AgentNode; indexes: { 'by-sessionId': string; 'by-state': string } };
  messages: { key: [string, number]; value: StoredMessage };
  variants: { key: string; value: Variant };
  settings: { key: string; value: SettingRecord };
  comparisons: { key: string; value: StoredComparison; indexes: { 'by-startedAt': number } };
  lessons: { key: string; value: StoredLesson };
  rewriteRounds: { key: string; value: StoredRewriteRound; indexes: { 'by-createdAt': number } };
  classBoards: { key: string; value: StoredClassBoard };
}

export const storeNames = ['sessions', 'nodes', 'messages', 'variants', 'settings', 'comparisons', 'lessons', 'rewriteRounds', 'classBoards'] as const;
