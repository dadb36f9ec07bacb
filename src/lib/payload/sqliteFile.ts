import path from 'node:path'

/**
 * The file of a libsql `file:` URL: `file:data/site.db` (relative to `cwd`), `file:/abs`, `file:///abs`;
 * a query string is dropped. Null when it names no file (`file::memory:`, or nothing).
 */
export const sqliteFileOf = (uri: string, cwd: string): string | null => {
  const rest = uri.slice('file:'.length).split('?')[0]
  // file://host/path: the host part (normally empty) is not a folder; the rest is percent-encoded.
  const file = rest.startsWith('//') ? decodeURIComponent(rest.replace(/^\/\/[^/]*/, '')) : rest
  return file === '' || file === ':memory:' ? null : path.resolve(cwd, file)
}
