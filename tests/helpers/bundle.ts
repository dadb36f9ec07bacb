import path from 'node:path'

import { build } from 'esbuild'

const ROOT = process.cwd()

/**
 * A TypeScript script of the project as one ES module Node runs without a loader: the project's own
 * files (with their `@/` and `@payload-config` imports) bundled, packages imported from node_modules as
 * they are. A test that starts a script in a process of its own many times (an editor killed again and
 * again) starts it in a third of the time tsx takes, whose loader resolves and compiles every import in a
 * worker thread. Written under node_modules/.cache, where its package imports resolve; returns its path.
 */
export const bundleScript = async (entry: string, name: string) => {
  const outfile = path.join(ROOT, 'node_modules', '.cache', 'agency-tests', `${name}-${process.pid}.mjs`)
  await build({
    entryPoints: [path.join(ROOT, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    logLevel: 'warning',
    plugins: [
      {
        // Next's entry points (next/cache, next/headers, ...) are files without an exports map: Node's ES
        // module resolution wants their extension, which bundlers add themselves.
        name: 'next-entry-files',
        setup: (bundle) => bundle.onResolve({ filter: /^next\/[\w-]+$/ }, ({ path: entryPoint }) => ({ path: `${entryPoint}.js`, external: true })),
      },
    ],
  })
  return outfile
}
