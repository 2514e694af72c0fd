import type { SelectionVariant } from '../../../engine/compare/selection';
import { collectMisses, type Miss } from '../../../engine/improve/misses';
import { askProposer } from '../../../engine/improve/proposer';
import type { SurfaceKind } from '../../../engine/improve/surface-edit';
import { createModelClient } from '../../../engine/model/create-model-client';
import { costOf } from '../../../engine/model/prices';
import { providerName, type ProviderId } from '../../../engine/model/provider';
import type { Surface } from '../../../engine/toolkit/surface';
import { newId } from '../../../store/new-id';
import type { StoredRewriteRound } from '../../../store/records';
import type { RewriteRoundStore } from '../../../store/rewrite-round-store';
import type { SelectionController, SelectionRun } from '../compare/selection-controller';
import { Controller } from '../controller';
import { canCallModel, modelClientSettings } from '../settings/model-connection';
import type { SettingsController } from '../settings/settings-controller';
import { splitPrompts, type PromptSplit } from '../../../engine/improve/held-out-split';
import { candidateFrom, cardsFrom, type RewriteCard } from './rewrite-cards';
import { serverPatch, type ServerToolPatch } from '../../../engine/improve/server-patch';
import { proposalEstimate } from './rewrite-costs';
import { proveCandidate } from './prove-candidate';

/** A round being worked on: what is kept (the record) and what it was made from. */
export interface ActiveRound {
  record: StoredRewriteRound & { cards: RewriteCard[] };
  start: Surface;
  kind: SurfaceKind;
  split: PromptSplit;
  tested: SelectionRun;
}

export interface SuggestRewriteSnapshot {
  status: 'idle' | 'proposing' | 'proving' | 'keeping';
  /** The set of tools to rewrite, by the name the selection test gave it; default the first with misses. */
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

/** Where a kept candidate goes: the page's saved variants (VariantsController). */
export interface VariantKeeper {
  saveSurface(name: string, surface: Surface): Promise<{ id: string } | undefined>;
  open(id: string): void;
}

export interface SuggestRewriteOptions {
  selection: SelectionController;
  settings: SettingsController;
  rounds: () => RewriteRoundStore | undefined;
  variants: VariantKeeper;
  sessionId: () => string | undefined;
}

/**
 * "Suggest a rewrite" under the Selection tests' results: the human-in-the-loop version of `npm run
 * improve`. The proposer reads the misses on the prompts not held out; the person accepts, rejects
 * or edits each proposed edit; "Prove it" measures the candidate against the current texts on the
 * same prompts and, apart, on the held-out ones; "Keep as variant" saves it.
 */
export class SuggestRewriteController extends Controller<SuggestRewriteSnapshot> {
  private abortController: AbortController | undefined;

  constructor(private readonly options: SuggestRewriteOptions) {
    super({ status: 'idle', heldOutShare: 0, seed: 1, history: [] });
  }

  async refresh(): Promise<void> {
    const store = this.options.rounds();
    if (!store) return;
    try {
      const all = await store.list();
      const session = this.options.sessionId();
      this.update({ history: session === undefined ? all : all.filter((round) => round.sessionId === session) });
    } catch (error) {
      this.update({ problem: error instanceof Error ? error.message : String(error) });
    }
  }

  /** The sets of tools in the shown selection test that missed at least once. */
  sources(): string[] {
    const { report } = this.options.selection.getSnapshot();
    if (!report) return [];
    const missed = new Set(report.samples.filter((sample) => sample.outcome !== 'correct' && sample.outcome !== 'error').map((sample) => sample.variant));
    return report.variants.map((variant) => variant.variant).filter((name) => missed.has(name));
  }

  setSource(source: string): void {
    this.update({ source, problem: undefined });
  }

  setHeldOutShare(heldOutShare: number): void {
    this.update({ heldOutShare, problem: undefined });
  }

  setSeed(seed: number): void {
    this.update({ seed, problem: undefined });
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
    return proposalEstimate(this.proposer().model, material.start, material.misses);
  }

  async suggest(): Promise<void> {
    const blocker = this.blocker();
    if (blocker) return this.update({ problem: blocker });
    const material = this.material();
    if ('problem' in material) return;
    const { provider, model } = this.proposer();
    const abortController = new AbortController();
    this.abortController = abortController;
    this.update({ status: 'proposing', problem: undefined, notice: undefined, round: undefined });
    try {
      const client = createModelClient(modelClientSettings(this.options.settings.connectionFor(provider)));
      const answer = await askProposer({ model: client, modelId: model, surface: material.start, misses: material.misses, attempt: 1, signal: abortController.signal });
      const record: ActiveRound['record'] = {
        id: newId('rw'),
        ...(this.options.sessionId() === undefined ? {} : { sessionId: this.options.sessionId() }),
        createdAt: Date.now(),
        source: material.source,
        proposerModel: model,
        misses: material.misses.length,
        heldOutPrompts: material.split.heldOut.length,
        cards: 'proposal' in answer ? cardsFrom(material.start, material.kind, answer.proposal.edits) : [],
        proposalUsage: answer.usage,
        ...('proposal' in answer ? { rationale: answer.proposal.rationale } : { dropped: answer.dropped }),
      };
      const dollars = costOf(model, answer.usage);
      if (dollars !== undefined) record.proposalDollars = dollars;
      this.update({ round: { record, start: material.start, kind: material.kind, split: material.split, tested: material.tested } });
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

  /** Runs the current texts and the candidate on the selection prompts; the held-out ones are scored apart. */
  async prove(): Promise<void> {
    const round = this.getSnapshot().round;
    const candidate = this.candidate();
    if (!round || !candidate || this.getSnapshot().status !== 'idle') return;
    if ('problem' in candidate) return this.update({ problem: candidate.problem });
    // The model that answered the selection test answers the proof, on its own provider's key.
    const connection = this.options.settings.connectionFor(round.tested.provider);
    if (!canCallModel(connection)) return this.update({ problem: `Prove it asks ${round.tested.modelId} with your own ${providerName(round.tested.provider)} API key, which is not set: add it in Settings.` });
    const abortController = new AbortController();
    this.abortController = abortController;
    this.update({ status: 'proving', problem: undefined, notice: undefined });
    try {
      const proof = await proveCandidate({
        tested: round.tested,
        split: round.split,
        current: variantOf('Current texts', round.start, round.kind),
        candidate: variantOf('Candidate', candidate.surface, round.kind),
        model: createModelClient(modelClientSettings(connection)),
        signal: abortController.signal,
      });
      if ('problem' in proof) return this.update({ problem: proof.problem });
      this.updateRecord({ proof: proof.proof });
      await this.persist();
    } catch (error) {
      this.update({ problem: `Prove it could not run: ${withoutFullStop(messageOf(error))}. Nothing was kept; press Prove it again.` });
    } finally {
      this.abortController = undefined;
      this.update({ status: 'idle' });
    }
  }

  cancel(): void {
    this.abortController?.abort();
  }

  /** Saves the candidate as a saved variant, and opens it in the editor when asked (Undo there brings the old texts back). */
  async keep(name: string, openInEditor: boolean): Promise<void> {
    const round = this.getSnapshot().round;
    const candidate = this.candidate();
    if (!round || !candidate) return;
    if ('problem' in candidate) return this.update({ problem: candidate.problem });
    const trimmed = name.trim();
    if (trimmed === '') return this.update({ problem: 'Type a name for the variant first.' });
    if (round.kind === 'tools') return this.update({ problem: 'A pasted tools array is not one of the page\'s surfaces, so it cannot be a saved variant: use "Download tools array" and paste it where you keep it.' });
    this.update({ status: 'keeping', problem: undefined });
    try {
      const saved = await this.options.variants.saveSurface(trimmed, candidate.surface);
      if (!saved) return this.update({ problem: `The variant "${trimmed}" was not saved; the Saved variants panel says why.` });
      if (openInEditor) this.options.variants.open(saved.id);
      this.updateRecord({ keptAs: trimmed });
      this.update({ notice: `Saved variant "${trimmed}"${openInEditor ? ' and opened it in the editor (Undo there brings the old texts back)' : ''}.` });
      await this.persist();
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

  /**
   * What the proposer would read for the chosen set of tools: its texts, and the misses on the
   * prompts that are not held out. Held-out prompts' samples are dropped here, before anything
   * is built from them, so no request can carry them.
   */
  private material(): { source: string; start: Surface; kind: SurfaceKind; misses: Miss[]; split: PromptSplit; tested: SelectionRun } | { problem: string } {
    const { report, tested } = this.options.selection.getSnapshot();
    const sources = this.sources();
    if (!report || !tested) return { problem: 'Run the selection tests first: a rewrite starts from their misses.' };
    if (sources.length === 0) return { problem: 'Every answer was right: there is nothing for a rewrite to fix.' };
    const { source: chosen, heldOutShare, seed } = this.getSnapshot();
    const source = chosen !== undefined && sources.includes(chosen) ? chosen : sources[0]!;
    const variant = tested.variants.find((candidate) => candidate.name === source);
    if (!variant) return { problem: `"${source}" is not in the last selection test; run it again.` };
    const split = splitPrompts(tested.prompts.length, heldOutShare, seed);
    if (split.evaluation.length === 0) return { problem: 'The held-out share leaves no prompt for the proposer: lower it, or add prompts.' };
    const evaluation = new Set(split.evaluation);
    const { surface, kind } = startOf(variant);
    const samples = report.samples.filter((sample) => sample.variant === source && evaluation.has(sample.prompt));
    const misses = collectMisses(tested.prompts, samples, surface);
    if (misses.length === 0) return { problem: `"${source}" missed only on held-out prompts, which the proposer may not see: lower the held-out share or change the seed.` };
    return { source, start: surface, kind, misses, split, tested };
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

  private updateRecord(changes: Partial<ActiveRound['record']>): void {
    const round = this.getSnapshot().round;
    if (!round) return;
    const record = { ...round.record, ...changes };
    if (changes.proof === undefined && 'proof' in changes) delete record.proof;
    this.update({ round: { ...round, record } });
  }

  /** Writes the round to the history (and shows it there); a storage failure is told, the round stays on screen. */
  private async persist(): Promise<void> {
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

/** A surface to edit, and whether it came from a pasted tools array (then it stays one). */
function startOf(variant: SelectionVariant): { surface: Surface; kind: SurfaceKind } {
  if ('surface' in variant) return { surface: variant.surface, kind: 'surface' };
  return {
    kind: 'tools',
    surface: { system: variant.system ?? '', failures: {}, tools: variant.tools.map((tool) => ({ handler: tool.name, name: tool.name, description: tool.description ?? '', input_schema: tool.input_schema, failures: {} })) },
  };
}

function variantOf(name: string, surface: Surface, kind: SurfaceKind): SelectionVariant {
  if (kind === 'surface') return { name, surface };
  return { name, tools: surface.tools.map((tool) => ({ name: tool.name, description: tool.description, input_schema: tool.input_schema })), ...(surface.system ? { system: surface.system } : {}) };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A provider's message ends its own sentence; ours follows it. */
function withoutFullStop(text: string): string {
  return text.replace(/\.\s*$/, '');
}
