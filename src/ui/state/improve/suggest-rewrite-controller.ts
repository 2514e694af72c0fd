import type { SelectionVariant } from '../../../engine/compare/selection';
import { collectMisses } from '../../../engine/improve/misses';
import type { SurfaceKind } from '../../../engine/improve/surface-edit';
import { createModelClient } from '../../../engine/model/create-model-client';
import { providerName } from '../../../engine/model/provider';
import type { Surface } from '../../../engine/toolkit/surface';
import type { SelectionController } from '../compare/selection-controller';
import { canCallModel, modelClientSettings } from '../settings/model-connection';
import { splitPrompts } from '../../../engine/improve/held-out-split';
import { proveCandidate } from './prove-candidate';
import { messageOf, RewriteController, withoutFullStop, type RewriteMaterial, type RewriteOptions } from './rewrite-controller';


export interface SuggestRewriteOptions extends RewriteOptions {
  selection: SelectionController;
}

/**
 * "Suggest a rewrite" under the Selection tests' results: the human-in-the-loop version of `npm run
 * improve`. The proposer reads the misses on the prompts not held out; the person accepts, rejects
 * or edits each proposed edit; "Prove it" measures the candidate against the current texts on the
 * same prompts and, apart, on the held-out ones; "Keep as variant" saves it.
 */
export class SuggestRewriteController extends RewriteController {
  constructor(private readonly selectionOptions: SuggestRewriteOptions) {
    super(selectionOptions);
  }

  /** The sets of tools in the shown selection test that missed at least once. */
  sources(): string[] {
    const { report } = this.selectionOptions.selection.getSnapshot();
    if (!report) return [];
    const missed = new Set(report.samples.filter((sample) => sample.outcome !== 'correct' && sample.outcome !== 'error').map((sample) => sample.variant));
    return report.variants.map((variant) => variant.variant).filter((name) => missed.has(name));
  }

  setHeldOutShare(heldOutShare: number): void {
    this.update({ heldOutShare, problem: undefined });
  }

  setSeed(seed: number): void {
    this.update({ seed, problem: undefined });
  }

  /** Runs the current texts and the candidate on the selection prompts; the held-out ones are scored apart. */
  async prove(): Promise<void> {
    const round = this.getSnapshot().round;
    const candidate = this.candidate();
    if (!round?.tested || !round.split || !candidate || this.getSnapshot().status !== 'idle') return;
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

  /**
   * What the proposer would read for the chosen set of tools: its texts, and the misses on the
   * prompts that are not held out. Held-out prompts' samples are dropped here, before anything
   * is built from them, so no request can carry them.
   */
  protected material(): RewriteMaterial | { problem: string } {
    const { report, tested } = this.selectionOptions.selection.getSnapshot();
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
    return { source, start: surface, kind, misses, missCount: misses.length, heldOutPrompts: split.heldOut.length, from: { split, tested } };
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
