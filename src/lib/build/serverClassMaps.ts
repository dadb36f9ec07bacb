/**
 * Next's client build imports every stylesheet a route's server components import, from the route's
 * client entry, so that the browser is sent its CSS. For a CSS module that import also brings the
 * module's class map (`{ grid: "cNmm0gY", ... }`) into the page's JavaScript, where nothing reads it:
 * only the server writes those names, into the HTML and the RSC payload. About forty maps, some 2 KB
 * gzipped, went with every public page.
 *
 * This plugin of the client build sends a CSS module's map as an empty object when every module that
 * imports it is such a client entry. A map a client component imports is kept as it is; the CSS itself
 * is extracted before, and the same either way.
 */

/** The parts of webpack's objects this plugin reads (Next brings its own copy of webpack). */
type Module = { resource?: string; request?: string; type?: string }
type Connection = { originModule: Module | null }
type Compilation = {
  moduleGraph: { getIncomingConnections: (module: Module) => Iterable<Connection> }
  chunkGraph: { getChunkModulesIterable: (chunk: unknown) => Iterable<Module> }
}
type Compiler = {
  webpack: {
    javascript: {
      JavascriptModulesPlugin: {
        getCompilationHooks: (compilation: Compilation) => {
          renderModuleContent: { tap: (name: string, render: (source: unknown, module: Module) => unknown) => void }
          chunkHash: { tap: (name: string, update: (chunk: unknown, hash: { update: (data: string) => void }) => void) => void }
        }
      }
    }
    sources: { RawSource: new (code: string) => unknown }
  }
  hooks: { compilation: { tap: (name: string, run: (compilation: Compilation) => void) => void } }
}

const NAME = 'ServerClassMaps'
const CSS_MODULE = /\.module\.(css|scss|sass)$/
const CLIENT_ENTRY = 'next-flight-client-entry-loader'

/** Whether `importers` (the modules that import a CSS module) are all route entries: no client component reads its map. */
export const onlyEntriesImport = (importers: (Module | null)[]): boolean =>
  importers.length > 0 && importers.every((importer) => Boolean(importer?.request?.includes(CLIENT_ENTRY)))

export class ServerClassMaps {
  apply(compiler: Compiler) {
    const { JavascriptModulesPlugin } = compiler.webpack.javascript
    const empty = new compiler.webpack.sources.RawSource('')
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      const emptied = new WeakMap<Module, boolean>()
      const isEmptied = (module: Module): boolean => {
        let answer = emptied.get(module)
        if (answer === undefined) {
          const isMap = Boolean(module.resource && CSS_MODULE.test(module.resource) && module.type?.startsWith('javascript/'))
          // Its own `module.exports` is a connection from itself.
          const importers = isMap ? [...compilation.moduleGraph.getIncomingConnections(module)].map(({ originModule }) => originModule).filter((importer) => importer !== module) : []
          emptied.set(module, (answer = isMap && onlyEntriesImport(importers)))
        }
        return answer
      }
      const hooks = JavascriptModulesPlugin.getCompilationHooks(compilation)
      hooks.renderModuleContent.tap(NAME, (source, module) => (isEmptied(module) ? empty : source))
      // A module's hash knows nothing of who imports it: the chunk's does, so that a chunk rendered (and
      // cached) with an emptied map is not reused once a client component starts reading that map.
      hooks.chunkHash.tap(NAME, (chunk, hash) => {
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) if (isEmptied(module)) hash.update(`${NAME}:${module.resource}`)
      })
    })
  }
}
