import { createHash } from 'node:crypto'
import path from 'node:path'

/**
 * A CSS module's class name in the production build: `c` and six characters of a hash of its file and
 * name (Next's own, `PropertyDetail_columns__31pMX`, is about 25). A class name is written in the page's
 * HTML, again in its RSC payload, in the CSS and in the client code's class maps: a listing's page
 * carries about 600 of them.
 */
export const shortClassName = (relativePath: string, localName: string): string =>
  `c${createHash('sha1').update(`${relativePath}#${localName}`).digest('base64url').slice(0, 6)}`

type LoaderContext = { rootContext: string; resourcePath: string }

/** The classes named so far in this build, to fail it on the (unlikely) case of two with one name. */
const named = new Map<string, string>()

const localIdent = (context: LoaderContext, _template: string, localName: string): string => {
  const file = path.relative(context.rootContext, context.resourcePath).replace(/\\+/g, '/')
  const name = shortClassName(file, localName)
  const owner = `${file} .${localName}`
  const taken = named.get(name)
  if (taken && taken !== owner) throw new Error(`CSS class names collide: ${taken} and ${owner} are both ${name}`)
  named.set(name, owner)
  return name
}

/**
 * Gives Next's CSS-module loaders the short names, in place: every loader in the webpack rules (nested
 * in `oneOf`, `rules` and `use`) whose class names come from Next's `getCssModuleLocalIdent`. Other
 * loaders (next/font's) keep theirs.
 */
export const applyShortClassNames = (rules: unknown): void => {
  if (Array.isArray(rules)) return rules.forEach(applyShortClassNames)
  if (!rules || typeof rules !== 'object') return
  const rule = rules as { options?: { modules?: { getLocalIdent?: unknown } } } & Record<string, unknown>
  const modules = rule.options?.modules
  if (typeof modules?.getLocalIdent === 'function' && modules.getLocalIdent.name === 'getCssModuleLocalIdent') modules.getLocalIdent = localIdent
  for (const key of ['rules', 'oneOf', 'use']) applyShortClassNames(rule[key])
}
