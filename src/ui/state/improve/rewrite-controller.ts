import type { LessonMiss } from '../../../engine/improve/lesson-misses';
import type { Miss } from '../../../engine/improve/misses';
import { askProposer } from '../../../engine/improve/proposer';
import { serverPatch, type ServerToolPatch } from '../../../engine/improve/server-patch';
import type { SurfaceKind } from '../../../engine/improve/surface-edit';
import { createModelClient } from '../../../engine/model/create-model-client';
import { costOf } from '../../../engine/model/prices';
import { providerName, type ProviderId } from '../../../engine/model/provider';
import type { Surface } from '../../../engine/toolkit/surface';
import { newId } from '../../../store/new-id';
import type { StoredRewriteRound } from '../../../store/records';
import type { RewriteRoundStore } from '../../../store/rewrite-round-store';
import type { SelectionRun } from '../compare/selection-controller';
import type { PromptSplit } from '../../../engine/improve/held-out-split';
import { Controller } from '../controller';
import { canCallModel, modelClientSettings } from '../settings/model-connection';
import type { SettingsController } from '../settings/settings-controller';
import { candidateFrom, cardsFrom, type RewriteCard } from './rewrite-cards';
import { proposalEstimate } from './rewrite-costs';

/** A round being worked on: what is kept (the record) and what it was made from. */
export interface ActiveRound {
  record: StoredRewriteRound & { cards: RewriteCard[] };
  start: Surface;
  kind: SurfaceKind;
  /** A round from the Selection tests: its prompts' split and the test it proves on. */
  split?: PromptSplit;
  tested?: SelectionRun;
  /** A round from a lesson comparison: the lesson and the variant whose failed runs it read. */
  compared?: { lessonId: string; variant: string };
}

export interface RewriteSnapshot {
  status: 'idle' | 'proposing' | 'proving' | 'keeping';
  /** What to rewrite, by the name its test gave it; default the first with misses. */
  source?: string;
  /** The share of the prompts set aside for the proof, never shown to the proposer (0 to 0.5). */
  heldOutShare: number;
  seed: number;
  /** Which provider's key and endpoint ask for the rewrite; undefined: the one in use. */
  proposerProvider?: ProviderId;
  /** The proposer's model id; undefined: the model in use. */
  proposerModel?: string;
  round?: ActiveRound;
  /** Earlier rounds, newest first (the open session's, or all when no session is open). */
  history: StoredRewriteRound[];
  notice?: string;
  problem?: string;
}

/** What the proposer reads, and what the round remembers of where it came from. */
export interface RewriteMaterial {
  source: string;
  start: Surface;
  kind: SurfaceKind;
  misses: Miss[];
  lessonMisses?: LessonMiss[];
  /** How many misses the round says it was made from. */
  missCount: number;
  heldOutPrompts: number;
  from: Pick<ActiveRound, 'split' | 'tested' | 'compared'>;
}

/** Where a kept candidate goes: the page's saved variants (VariantsController). */
export interface VariantKeeper {
  saveSurface(name: string, surface: Surface): Promise<{ id: string } | undefined>;
  open(id: string): void;
}

export interface RewriteOptions {
  settings: SettingsController;
  rounds: () => RewriteRoundStore | undefined;
  variants: VariantKeeper;
  sessionId: () => string | undefined;
}

/**
 * What every "Suggest a rewrite" does, whatever test its misses come from: the proposer choice
 * and its cost, the cards a person decides on, the candidate they make, keeping it as a saved
 * variant, and the rounds kept in browser storage. A subclass says where the misses come from
 * and what "Prove it" measures.
 */
export abstract class RewriteController extends Controller<RewriteSnapshot> {
  protected abortController: AbortController | undefined;

  constructor(protected readonly options: RewriteOptions) {
    super({ status: 'idle', heldOutShare: 0, seed: 1, history: [] });
  }

  /** The names that can be rewritten now (the ones that missed at least once). */
  abstract sources(): string[];

  /** What the proposer would read now, or why there is nothing to read; cheap, so the page can ask on every render. */
  protected abstract material(): RewriteMaterial | { problem: string };

  abstract prove(): Promise<void>;

  /** The material as it is sent: a subclass that must read stored transcripts first does it here. */
  protected async materialToSend(): Promise<RewriteMaterial | { problem: string }> {
    return this.material();
  }

  async refresh(): Promise<void> {
    const store = this.options.rounds();
    if (!store) return;
    try {
      const all = await store.list();
      const session = this.options.sessionId();
      this.update({ history: session === undefined ? all : all.filter((round) => round.sessionId === session) });
    } catch (error) {
      this.update({ problem: messageOf(error) });
    }
  }

  setSource(source: string): void {
    this.update({ source, problem: undefined });
  }

  setProposer(changes: { provider?: ProviderId; model?: string }): void {
    this.update({ proposerProvider: changes.provider ?? this.getSnapshot().proposerProvider, proposerModel: changes.model ?? this.getSnapshot().proposerModel, problem: undefined });
  }

  /** The proposer's provider and model as they will be used. */
  proposer(): { provider: ProviderId; model: string } {
    const settings = this.options.settings.getSnapshot();
    const { proposerProvider, proposerModel } = this.getSnapshot();
    return { provider: proposerProvider ?? settings.provider, model: (proposerModel ?? settings.model).trim() };
  }

  /** Whether the proposer's provider still needs a key (the panel then offers the way to Settings). */
  needsKey(): boolean {
    return !canCallModel(this.options.settings.connectionFor(this.proposer().provider));
  }

  /** Why "Suggest a rewrite" cannot ask now; undefined when it can. */
  blocker(): string | undefined {
    if (this.getSnapshot().status !== 'idle') return 'A rewrite is being asked for or proven.';
    const { provider, model } = this.proposer();
    if (this.needsKey()) return `Suggest a rewrite asks the proposer with your own ${providerName(provider)} API key, which is not set: add it in Settings.`;
    if (model === '') return "Type the proposer's model id.";
    const material = this.material();
    if ('problem' in material) return material.problem;
    return undefined;
  }

  /** What the proposal will cost, before it is asked for. */
  estimate(): string | undefined {
    const material = this.material();
    if ('problem' in material) return undefined;
    return proposalEstimate(this.proposer().model, material.start, material.misses, material.lessonMisses);
  }

  async suggest(): Promise<void> {
    const blocker = this.blocker();
    if (blocker) return this.update({ problem: blocker });
    const { provider, model } = this.proposer();
    const abortController = new AbortController();
    this.abortController = abortController;
    this.update({ status: 'proposing', problem: undefined, notice: undefined, round: undefined });
    try {
      const material = await this.materialToSend();
      if ('problem' in material) return this.update({ problem: material.problem });
      const client = createModelClient(modelClientSettings(this.options.settings.connectionFor(provider)));
      const answer = await askProposer({ model: client, modelId: model, surface: material.start, misses: material.misses, ...(material.lessonMisses ? { lessonMisses: material.lessonMisses } : {}), attempt: 1, signal: abortController.signal });
      const record: ActiveRound['record'] = {
        id: newId('rw'),
        ...(this.options.sessionId() === undefined ? {} : { sessionId: this.options.sessionId() }),
        createdAt: Date.now(),
        source: material.source,
        proposerModel: model,
        misses: material.missCount,
        heldOutPrompts: material.heldOutPrompts,
        ...(material.from.compared ? { lessonId: material.from.compared.lessonId } : {}),
        cards: 'proposal' in answer ? cardsFrom(material.start, material.kind, answer.proposal.edits) : [],
        proposalUsage: answer.usage,
        ...('proposal' in answer ? { rationale: answer.proposal.rationale } : { dropped: answer.dropped }),
      };
      const dollars = costOf(model, answer.usage);
      if (dollars !== undefined) record.proposalDollars = dollars;
      this.update({ round: { record, start: material.start, kind: material.kind, ...material.from } });
      await this.persist();
    } catch (error) {
      this.update({ problem: abortController.signal.aborted ? 'Stopped: no proposal was asked for.' : `The proposer could not be asked: ${withoutFullStop(messageOf(error))}. Check the proposer's provider and model, then press Suggest a rewrite again.` });
    } finally {
      this.abortController = undefined;
      this.update({ status: 'idle' });
    }
  }

  decide(index: number, decision: 'accepted' | 'rejected'): void {
    this.changeCard(index, (card) => ({ ...card, decision }));
  }

  /** Accepts a card with the person's own text instead of the proposer's. */
  acceptEdited(index: number, text: string): void {
    if (text.trim() === '') return this.update({ problem: 'The edited text is empty: write the new text, or reject the edit.' });
    this.changeCard(index, (card) => ({ ...card, text, decision: 'accepted' }));
  }

  candidate(): { surface: Surface } | { problem: string } | undefined {
    const round = this.getSnapshot().round;
    return round && candidateFrom(round.start, round.kind, round.record.cards);
  }

  cancel(): void {
    this.abortController?.abort();
  }

  /** Saves the candidate as a saved variant, and opens it in the editor when asked (Undo there brings the old texts back). */
  async keep(name: string, openInEditor: boolean): Promise<void> {
    const saved = await this.saveCandidate(name);
    if (!saved) return;
    if (openInEditor) this.options.variants.open(saved.id);
    this.update({ notice: `Saved variant "${saved.name}"${openInEditor ? ' and opened it in the editor (Undo there brings the old texts back)' : ''}.` });
  }

  /** The candidate as a saved variant under `name`, the round marked kept; undefined (and the problem shown) when it cannot be. */
  protected async saveCandidate(name: string): Promise<{ id: string; name: string } | undefined> {
    const round = this.getSnapshot().round;
    const candidate = this.candidate();
    if (!round || !candidate) return undefined;
    if ('problem' in candidate) return void this.update({ problem: candidate.problem });
    const trimmed = name.trim();
    if (trimmed === '') return void this.update({ problem: 'Type a name for the variant first.' });
    if (round.kind === 'tools') return void this.update({ problem: 'A pasted tools array is not one of the page\'s surfaces, so it cannot be a saved variant: use "Download tools array" and paste it where you keep it.' });
    this.update({ status: 'keeping', problem: undefined });
    try {
      const saved = await this.options.variants.saveSurface(trimmed, candidate.surface);
      if (!saved) return void this.update({ problem: `The variant "${trimmed}" was not saved; the Saved variants panel says why.` });
      this.updateRecord({ keptAs: trimmed });
      await this.persist();
      return { id: saved.id, name: trimmed };
    } finally {
      this.update({ status: 'idle' });
    }
  }

  /** The accepted edits to MCP server tools, per tool, for the server's author. */
  patch(): ServerToolPatch[] {
    const round = this.getSnapshot().round;
    const candidate = this.candidate();
    // The same patch `npm run improve -- --patch-out` writes, so a server's author gets one format.
    return round && candidate && 'surface' in candidate ? serverPatch(round.start, candidate.surface).tools : [];
  }

  /** The candidate as a Messages API tools array (for a pasted tools array, which is not a surface). */
  candidateToolsArray(): string | undefined {
    const candidate = this.candidate();
    if (!candidate || 'problem' in candidate) return undefined;
    return `${JSON.stringify(candidate.surface.tools.map(({ name, description, input_schema }) => ({ name, description, input_schema })), null, 2)}\n`;
  }

  private changeCard(index: number, change: (card: RewriteCard) => RewriteCard): void {
    const round = this.getSnapshot().round;
    const card = round?.record.cards[index];
    if (!round || !card || card.refused) return;
    // A decision changes the candidate: an earlier proof no longer describes it.
    this.updateRecord({ cards: round.record.cards.map((old, at) => (at === index ? change(old) : old)), proof: undefined });
    this.update({ problem: undefined });
    void this.persist();
  }

  protected updateRecord(changes: Partial<ActiveRound['record']>): void {
    const round = this.getSnapshot().round;
    if (!round) return;
    const record = { ...round.record, ...changes };
    if (changes.proof === undefined && 'proof' in changes) delete record.proof;
    this.update({ round: { ...round, record } });
  }

  /** Writes the round to the history (and shows it there); a storage failure is told, the round stays on screen. */
  protected async persist(): Promise<void> {
    const record = this.getSnapshot().round?.record;
    if (!record) return;
    const history = [record, ...this.getSnapshot().history.filter((round) => round.id !== record.id)];
    this.update({ history });
    try {
      await this.options.rounds()?.save(record);
    } catch (error) {
      this.update({ problem: messageOf(error) });
    }
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A provider's message ends its own sentence; ours follows it. */
export function withoutFullStop(text: string): string {
  return text.replace(/\.\s*$/, '');
}
