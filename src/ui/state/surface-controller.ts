import type { Surface } from '../../engine/toolkit/surface';
import type { Engine } from './load-engine';
import { Store } from './store';

export interface SurfaceSnapshot {
  /** Undefined until the engine chunk has loaded and produced the default surface. */
  surface: Surface | undefined;
  /** Why the surface could not be loaded (the engine chunk failed to load). */
  problem?: string;
}

/**
 * The surface in force: what the model reads about its tools. The run reads it before every model
 * call (`getSurface`), so replacing it here (the schema editor will) applies from the next call.
 * Surfaces are replaced, never mutated: their hash is memoised per object.
 */
export class SurfaceController extends Store<SurfaceSnapshot> {
  constructor() {
    super({ surface: undefined });
  }

  setSurface(surface: Surface): void {
    this.replace({ surface });
  }

  /** The default surface, once the engine chunk is in; a failure is shown, never swallowed. */
  async loadDefault(loadEngine: () => Promise<Engine>): Promise<void> {
    try {
      const engine = await loadEngine();
      if (!this.getSnapshot().surface) this.setSurface(engine.defaultSurface());
    } catch (error) {
      this.update({ problem: `The tools could not be loaded: ${error instanceof Error ? error.message : String(error)}. Reload the page.` });
    }
  }

  /** For runAgent: throws only if a run starts before the engine loaded, which the UI prevents. */
  readonly getSurface = (): Surface => {
    const { surface } = this.getSnapshot();
    if (!surface) throw new Error('The surface is not loaded yet.');
    return surface;
  };
}
