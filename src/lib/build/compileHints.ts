/**
 * Chrome compiles a script's functions lazily, on the page's main thread, the first time each is
 * called: React's and Next's code is one large function per module, so a phone spent some 60 ms of
 * its first second compiling them while the page could not answer a tap. A script that starts with
 * the magic comment `//# allFunctionsCalledOnLoad` (V8's explicit compile hints, Chrome 136) is
 * compiled whole on a background thread while it downloads. Browsers without it read a comment.
 *
 * This plugin of the client build writes the comment at the top of the scripts the public pages run
 * as they load: the initial chunks of Next's app runtime and of the site's own routes. The admin's
 * much larger scripts, and every chunk loaded later (a map, a form), keep the lazy default, which
 * compiles only what runs. It runs after minification (which drops comments) and before the files'
 * names are hashed from their content.
 */

/** The parts of webpack's objects this plugin reads (Next brings its own copy of webpack). */
type Chunk = { files: Iterable<string> }
type Entrypoint = { chunks: Chunk[] }
type Compilation = {
  entrypoints: Map<string, Entrypoint>
  hooks: { processAssets: { tap: (options: { name: string; stage: number }, run: () => void) => void } }
  updateAsset: (file: string, update: (source: unknown) => unknown) => void
}
type Compiler = {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: number }
    sources: { ConcatSource: new (...sources: unknown[]) => unknown }
  }
  hooks: { thisCompilation: { tap: (name: string, run: (compilation: Compilation) => void) => void } }
}

const NAME = 'CompileHints'
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Whether an entry's scripts run as a public page loads: Next's app runtime, or a route of the site (not the admin's). */
export const runsOnPublicPages = (entry: string): boolean => entry === 'main-app' || entry.startsWith('app/(frontend)/')

/** The JavaScript files of the entries that `runsOnPublicPages`, each once. */
export const hintedFiles = (entrypoints: Iterable<[string, Entrypoint]>): Set<string> => {
  const files = new Set<string>()
  for (const [name, entry] of entrypoints) {
    if (!runsOnPublicPages(name)) continue
    for (const chunk of entry.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file)
  }
  return files
}

export class CompileHints {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, () => {
        for (const file of hintedFiles(compilation.entrypoints)) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source))
      })
    })
  }
}
