import type { Playground } from '../playground';
import { createCompareControllers, type CompareControllers } from './compare-controllers';

const controllersByPage = new WeakMap<Playground, CompareControllers>();

/**
 * The Compare view's controllers for this page, made the first time the view opens: the view and
 * all of this load as their own chunk, so a visit that never compares never pays for them. Made
 * once per page, so a comparison going on keeps going while the person is in the Playground view.
 */
export function compareControllersOf(playground: Playground): CompareControllers {
  let controllers = controllersByPage.get(playground);
  if (!controllers) {
    const { settings, surface, workspaces, store, share } = playground;
    controllers = createCompareControllers({ settings, surface, workspaces, store: () => store, share });
    controllersByPage.set(playground, controllers);
  }
  return controllers;
}
