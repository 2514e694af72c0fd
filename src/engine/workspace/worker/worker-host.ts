import { createEmbeddedWorkspace } from '../embedded-workspace';
import type { Workspace } from '../workspace';
import { MUTATING_METHODS, type CallReply, type CallRequest, type FileDelta, type WorkerMessage, type WorkerRequest, type WorkerStartOptions } from './protocol';
import { ChangeReporter } from './change-reporter';
import { serializeError } from './remote-errors';

/**
 * The worker's side: one embedded workspace answering the page's requests. Kept apart from the
 * worker entry so that tests can host it on a MessageChannel port in the same process.
 */

export interface HostEndpoint {
  postMessage(message: WorkerMessage): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export function hostEmbeddedWorkspace(endpoint: HostEndpoint): void {
  const host = new WorkspaceHost(endpoint);
  endpoint.addEventListener('message', (event) => host.receive(event.data as WorkerRequest));
}

type Outcome = { ok: true; result: unknown } | { ok: false; error: ReturnType<typeof serializeError> };

class WorkspaceHost {
  private workspace: Promise<Workspace> | undefined;
  private readonly aborts = new Map<number, AbortController>();
  private readonly changes = new ChangeReporter();
  /**
   * Deltas are computed one at a time and posted in that order: two computed concurrently could
   * finish out of order, and the page would apply an older picture over a newer one.
   */
  private reporting: Promise<void> = Promise.resolve();

  constructor(private readonly endpoint: HostEndpoint) {}

  receive(request: WorkerRequest): void {
    if (request.type === 'abort') {
      this.aborts.get(request.id)?.abort();
      return;
    }
    // Registered before anything is awaited, so an abort sent right after the call finds it.
    if (request.method === 'exec') this.aborts.set(request.id, new AbortController());
    void this.answer(request);
  }

  private async answer(request: CallRequest): Promise<void> {
    let outcome: Outcome;
    try {
      outcome = { ok: true, result: await this.run(request) };
    } catch (error) {
      outcome = { ok: false, error: serializeError(error) };
    } finally {
      this.aborts.delete(request.id);
    }
    if (!MUTATING_METHODS.has(request.method)) {
      this.reply({ type: 'reply', id: request.id, ...outcome });
      return;
    }
    this.reporting = this.reporting.then(async () => {
      const delta = await this.delta(request, outcome.ok);
      this.reply({ type: 'reply', id: request.id, ...outcome, ...(delta ? { delta } : {}) });
    });
    await this.reporting;
  }

  /** Every call is answered: a result that cannot be cloned is answered with that error instead. */
  private reply(message: CallReply): void {
    try {
      this.endpoint.postMessage(message);
    } catch (error) {
      this.endpoint.postMessage({ type: 'reply', id: message.id, ok: false, error: serializeError(error), delta: message.delta });
    }
  }

  private async run(request: CallRequest): Promise<unknown> {
    if (request.method === 'start') return this.start(request.args[0]);
    const workspace = await this.started();
    switch (request.method) {
      case 'readFile':
        return workspace.readFile(...request.args);
      case 'writeFile':
        return workspace.writeFile(...request.args);
      case 'readdir':
        return workspace.readdir(...request.args);
      case 'stat':
        return workspace.stat(...request.args);
      case 'mkdir':
        return workspace.mkdir(...request.args);
      case 'rm':
        return workspace.rm(...request.args);
      case 'exec': {
        const [command, options] = request.args;
        this.endpoint.postMessage({ type: 'exec-started', id: request.id });
        return workspace.exec(command, { ...options, signal: this.aborts.get(request.id)?.signal });
      }
      case 'listFiles':
        return workspace.listFiles();
      case 'snapshot':
        return [...(await workspace.snapshot()).entries()];
      case 'exportFiles':
        return workspace.exportFiles();
      case 'importFiles':
        return workspace.importFiles(...request.args);
    }
  }

  private async start(options: WorkerStartOptions): Promise<{ rootPath: string }> {
    if (this.workspace) throw new Error('This worker already hosts a workspace.');
    this.workspace = createEmbeddedWorkspace(options);
    const workspace = await this.workspace;
    workspace.onChange((change) => this.endpoint.postMessage({ type: 'change', change }));
    return { rootPath: workspace.rootPath };
  }

  private async started(): Promise<Workspace> {
    if (!this.workspace) throw new Error('The workspace worker was called before it was started.');
    return this.workspace;
  }

  /** What changed since the last report; undefined when there is no workspace to look at. */
  private async delta(request: CallRequest, succeeded: boolean): Promise<FileDelta | undefined> {
    let workspace: Workspace;
    try {
      workspace = await this.started();
    } catch {
      // No workspace (a failed start): nothing to report, and the reply already says why.
      return undefined;
    }
    try {
      return await this.changes.report(workspace, request, succeeded);
    } catch {
      // The reply still goes out; the next report's scan or paths catch the page up.
      return undefined;
    }
  }

}
