import { allTools, builtinTools } from '../tools';
import type { AnyToolContract } from '../tools/tool';
import { defaultSurface } from '../toolkit/default-surface';
import type { Surface } from '../toolkit/surface';
import { applyOverlay } from '../toolkit/surface-overlay';
import type { Lesson } from './lesson';

/**
 * The handlers a lesson runs with: the default toolkit plus the extra ones it names (create_event,
 * read_file_bare...). Extra tools are switched on in the lesson's base surface; a variant that
 * does not want one disables it.
 */
export function lessonContracts(lesson: Pick<Lesson, 'tools'>, available: readonly AnyToolContract[] = allTools): AnyToolContract[] {
  const contracts = [...builtinTools];
  for (const id of lesson.tools ?? []) {
    if (contracts.some((contract) => contract.id === id)) continue;
    const contract = available.find((candidate) => candidate.id === id);
    if (!contract) throw new Error(`The lesson needs the handler "${id}", which this playground does not have.`);
    contracts.push(contract);
  }
  return contracts;
}

/** What every variant of the lesson is an overlay on: the defaults, with the lesson's system prompt. */
export function lessonBaseSurface(lesson: Pick<Lesson, 'tools' | 'system'>, contracts: readonly AnyToolContract[] = lessonContracts(lesson)): Surface {
  const defaults = defaultSurface(contracts);
  return lesson.system === undefined ? defaults : { ...defaults, system: lesson.system };
}

/** The surface a run of one variant sends to the model. */
export function lessonSurface(lesson: Lesson, variant: string, contracts: readonly AnyToolContract[] = lessonContracts(lesson)): Surface {
  if (!Object.hasOwn(lesson.variants, variant)) {
    throw new Error(`The lesson "${lesson.id}" has no variant "${variant}"; it has ${Object.keys(lesson.variants).join(', ')}.`);
  }
  return applyOverlay(lessonBaseSurface(lesson, contracts), lesson.variants[variant]!);
}
