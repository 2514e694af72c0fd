import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * Chunks the entry imports dynamically as soon as it runs (storage, which the first render waits
 * for): naming them, and the chunks they import, as modulepreloads in index.html starts their
 * download with the entry's instead of after the entry has been evaluated. Vite names only the
 * entry's static imports there.
 */
export function preloadStartChunks(sources: string[]): Plugin {
  return {
    name: 'preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = new Map<string, OutputChunk>();
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
