import { compareControllersOf } from '../compare/compare-controllers';
import type { Playground } from '../playground';
import { LessonRewriteController } from './lesson-rewrite-controller';
import { SuggestRewriteController } from './suggest-rewrite-controller';

const controllersByPage = new WeakMap<Playground, SuggestRewriteController>();

/**
 * The page's "Suggest a rewrite", made the first time the Selection tests show it. Only the
 * Compare view's own chunk imports this, so the proposer and its schema never reach a page that
 * does not compare.
 */
export function suggestRewriteOf(playground: Playground): SuggestRewriteController {
  let controller = controllersByPage.get(playground);
  if (!controller) {
    controller = new SuggestRewriteController({
      selection: compareControllersOf(playground).selection,
      settings: playground.settings,
      rounds: () => playground.store?.rewriteRounds,
      variants: playground.variants,
      sessionId: () => playground.sessions.getSnapshot().openSessionId,
    });
    controllersByPage.set(playground, controller);
  }
  return controller;
}

const lessonControllersByPage = new WeakMap<Playground, LessonRewriteController>();

/** The Compare results' "Suggest a rewrite", from the failed runs of the comparison on screen. */
export function lessonRewriteOf(playground: Playground): LessonRewriteController {
  let controller = lessonControllersByPage.get(playground);
  if (!controller) {
    controller = new LessonRewriteController({
      comparison: compareControllersOf(playground).comparison,
      lessons: compareControllersOf(playground).lessons,
      settings: playground.settings,
      rounds: () => playground.store?.rewriteRounds,
      variants: playground.variants,
      sessionId: () => playground.sessions.getSnapshot().openSessionId,
    });
    lessonControllersByPage.set(playground, controller);
  }
  return controller;
}
