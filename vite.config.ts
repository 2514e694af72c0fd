import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

// WebContainer needs a cross-origin-isolated page: these two headers on every response.
export const crossOriginIsolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/**
 * Chunks the entry imports dynamically as soon as it runs (storage, which the first render waits
 * for): naming them, and the chunks they import, as modulepreloads in index.html starts their
 * download with the entry's instead of after the entry has been evaluated. Vite names only the
 * entry's static imports there.
 */
function preloadStartChunks(sources: string[]): Plugin {
  return {
    name: 'preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = new Map<string, Rolldown.OutputChunk>();
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
        // The entry and its static imports are preloaded by Vite itself.
        const alreadyLoaded = new Set<string>();
        const wanted = new Set<string>();
        const follow = (fileName: string, into: Set<string>) => {
          if (into.has(fileName) || alreadyLoaded.has(fileName)) return;
          into.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) follow(imported, into);
        };
        for (const chunk of chunks.values()) if (chunk.isEntry) follow(chunk.fileName, alreadyLoaded);
        for (const chunk of chunks.values()) {
          if (chunk.facadeModuleId && sources.some((source) => chunk.facadeModuleId!.endsWith(source))) follow(chunk.fileName, wanted);
        }
        if (wanted.size === 0) throw new Error(`preload-start-chunks: no chunk was built from ${sources.join(', ')}`);
        return [...wanted].map(
          (fileName): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' }),
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadStartChunks(['src/store/open-store.ts'])],
  server: { headers: crossOriginIsolation },
  preview: { headers: crossOriginIsolation },
  worker: { format: 'es' },
  build: { target: 'es2022', chunkSizeWarningLimit: 4000 },
  test: {
    // No top-level include: each project below names its own (extends: true would concatenate them).
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    // A snapshot or golden file that is missing fails, here as in CI; `-u` writes one on purpose.
    update: 'none',
    // Every temp folder a test makes goes under one folder, removed when the run ends.
    globalSetup: ['test/support/run-scratch-folder.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          sequence: { groupOrder: 0 },
          // Files share one module graph instead of importing the lint, its tagger, the SDK and the
          // CLIs afresh each: on two cores that re-import was more than half of the unit phase. Each
          // test keeps its own state all the same (its own fake IndexedDB factory, stubs and fake
          // timers undone after it, env restored), and the files pass in shuffled orders too.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          // One production build per run, before the first browser file.
          globalSetup: ['test/browser/support/global-setup.ts'],
          // Each file drives its own Chromium: one at a time, and after the unit tests (groupOrder),
          // so two browsers and the unit workers never fight over this 2-core machine.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
        },
      },
    ],
  },
});
