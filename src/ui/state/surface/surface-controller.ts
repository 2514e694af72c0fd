import type { ReplyHandler } from '../../../engine/loop/reply-handler';
import { surfaceHash, type Surface } from '../../../engine/toolkit/surface';
import type { Engine } from '../chunk-loaders';
import { Controller } from '../controller';

export interface SurfaceSnapshot {
  /** Undefined until the engine chunk has loaded and produced the default surface. */
  surface: Surface | undefined;
  /** Why the surface could not be loaded (the engine chunk failed to load). */
  problem?: string;
  /**
   * Set when the surface came from a preset whose harness acts on the reply text itself (Aider's
   * SEARCH/REPLACE blocks): the run passes it to the loop. Edits keep it; choosing another preset
   * or resetting to the defaults replaces it.
   */
  replyHandler?: ReplyHandler;
}

/** How a new surface came to be: only a preset choice (or a reset) changes the reply handler. */
export interface SurfaceOrigin {
  replyHandler: ReplyHandler | undefined;
}

/**
 * The surface in force: what the model reads about its tools. The run reads it before every model
 * call (`getSurface`), so replacing it here (the schema editor does) applies from the next call.
 * Surfaces are replaced, never mutated: their hash is memoised per object.
 */
export class SurfaceController extends Controller<SurfaceSnapshot> {
  /**
   * Every surface a model call was sent with during this page's life, by hash, in the order they
   * were first sent. Not every surface put in force: the editor applies one per pause in typing,
   * and only the ones a step used can be matched to a step.
   */
  private readonly sent = new Map<string, Surface>();

  constructor() {
    super({ surface: undefined });
  }

  /** Puts a surface in force. Without an origin the reply handler in force stays. */
  setSurface(surface: Surface, origin?: SurfaceOrigin): void {
    const replyHandler = origin ? origin.replyHandler : this.getSnapshot().replyHandler;
    const { problem } = this.getSnapshot();
    this.replace({ surface, ...(problem !== undefined ? { problem } : {}), ...(replyHandler ? { replyHandler } : {}) });
  }

  /**
   * Every surface a model call was sent with during this page's life, oldest first, each once (by
   * hash): what a share link carries so a replay can show the surface of any step.
   */
  knownSurfaces(): Surface[] {
    return [...this.sent.values()];
  }

  /** The default surface, once the engine chunk is in; a failure is shown, never swallowed. */
  async loadDefault(loadEngine: () => Promise<Engine>): Promise<void> {
    try {
      const engine = await loadEngine();
      if (!this.getSnapshot().surface) this.setSurface(engine.defaultSurface(), { replyHandler: undefined });
    } catch (error) {
      this.update({ problem: `The tools could not be loaded: ${error instanceof Error ? error.message : String(error)}. Reload the page.` });
    }
  }

  /**
   * What the run reads before every model call (so it is recorded as sent). Throws only if a run
   * starts before the engine loaded, which the UI prevents.
   */
  readonly getSurface = (): Surface => {
    const { surface } = this.getSnapshot();
    if (!surface) throw new Error('The surface is not loaded yet.');
    const hash = surfaceHash(surface);
    if (!this.sent.has(hash)) this.sent.set(hash, surface);
    return surface;
  };
}
