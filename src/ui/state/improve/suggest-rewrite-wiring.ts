import { compareControllersOf } from '../compare/compare-controllers';
import type { Playground } from '../playground';
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
