import { WebContainer } from '@webcontainer/api';
import { formatSeconds } from './exec-outcomes';
import { withTimeout } from './with-timeout';

/**
 * Boots WebContainer once per page. WebContainer allows one instance per page, and offline its
 * `boot()` never settles (a second call then hangs as well): so the first boot's promise is kept
 * on `globalThis`, where a Vite hot reload of this module finds it again, and every caller races
 * that same promise against its own timeout instead of calling `boot()` again.
 */

export interface BootWebContainerOptions {
  /** How long to wait for the runtime before giving up (the boot itself runs on). */
  timeoutMs: number;
  /** Stands in for `WebContainer.boot` in tests. */
  boot?: () => Promise<WebContainer>;
}

const BOOT_KEY = Symbol.for('aci-playground.webcontainer-boot');

type BootHolder = { [BOOT_KEY]?: Promise<WebContainer> };

export function bootWebContainer(options: BootWebContainerOptions): Promise<WebContainer> {
  const holder = globalThis as BootHolder;
  let booting = holder[BOOT_KEY];
  if (!booting) {
    const start = options.boot ?? (() => WebContainer.boot({ workdirName: 'workspace' }));
    booting = start();
    holder[BOOT_KEY] = booting;
    // A boot that failed outright may be tried again (one that never settles may not: see above).
    booting.catch(() => {
      if (holder[BOOT_KEY] === booting) delete holder[BOOT_KEY];
    });
  }
  return withTimeout(
    booting,
    options.timeoutMs,
    () => new Error(`no answer from its runtime within ${formatSeconds(options.timeoutMs)}`),
  );
}

/** Forgets the page's boot (tests only: a real page cannot boot WebContainer twice). */
export function forgetWebContainerBoot(): void {
  delete (globalThis as BootHolder)[BOOT_KEY];
}
