import { hostEmbeddedWorkspace, type HostEndpoint } from './worker-host';

/**
 * The Web Worker entry: just-bash (through the embedded workspace) runs here, off the page's main
 * thread, so a script that never yields freezes this worker and not the tab; the page then
 * terminates it (worker-workspace.ts). Vite bundles this file and just-bash into their own chunk.
 */

// The project compiles against the DOM lib, where `self` is a Window; in a dedicated worker it is
// the worker's global scope, whose postMessage takes just the message.
hostEmbeddedWorkspace(self as unknown as HostEndpoint);
