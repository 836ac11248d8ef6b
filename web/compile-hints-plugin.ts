import type { Plugin, Rollup } from 'vite';
import { entryChunksInRunOrder } from './entry-chunks.ts';

/** V8's explicit compile hint: compile every function of the file eagerly, while the file streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks every page runs before it hydrates (the entry and what it imports statically) with V8's
 * compile hint. A first visit has no code cache: otherwise each function is compiled on the page's main thread the
 * first time it runs, inside hydration's tasks; with the hint V8 compiles them on a background thread as the script
 * downloads (https://v8.dev/blog/explicit-compile-hints). Lazy chunks (other pages, the back office) are left to
 * compile lazily. Runs after minification, which would drop the comment.
 */
export function compileHints(): Plugin {
  return {
    name: 'store-compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const hinted = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry) continue;
        for (const fileName of entryChunksInRunOrder(bundle, output.fileName)) hinted.add(fileName);
      }
      for (const fileName of hinted) {
        const chunk = bundle[fileName] as Rollup.OutputChunk;
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      }
    },
  };
}
