// How the site's server (scripts/server.mjs) answers a page request with the page cache (pageCache.mjs) in
// front of Next. Plain JavaScript: the server script loads it without the build.
//
// - Fresh in the cache: answered from it.
// - Out of date because a save expired it: the next visitor gets the new page, rendered for them (an editor
//   who saves and reloads sees the change); meanwhile, and while saves keep coming, everyone else gets the
//   page as it was (createRefreshes decides who renders). Once the new page is sent, the requests that
//   come before it is kept wait for it and get it from the cache.
// - Out of date by time alone (its s-maxage ran out, nothing saved): every visitor gets it from the cache at
//   once while it is rendered again in the background (stale-while-revalidate); no visitor waits for a render
//   or for Next's compression. The background render is a request this server makes to itself, marked with a
//   secret only this process knows (scripts/server.mjs), and answered by Next alone; when Next answers its own
//   stale copy (its lifetime ran out too), it asks again until Next has rendered the page anew.
// - Not in the cache: Next answers, and what it sent is kept when it may be.

import { recordResponse } from './pageCache.mjs'
import { pageTags, recordReadTags } from './readTags.mjs'

/** How often, and how long apart, the background render asks Next again while Next answers its stale copy. */
const REFRESH_ATTEMPTS = 12
const REFRESH_WAIT_MS = [100, 200, 400, 800, 1600, 2000]

const REQUEST_ID = 'x-request-id'

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * @param {{
 *   pages: ReturnType<typeof import('./pageCache.mjs').createPageCache>,
 *   refreshes: ReturnType<typeof import('./pageCache.mjs').createRefreshes>,
 *   backgroundRefreshes: ReturnType<typeof import('./pageCache.mjs').createRefreshes>,
 *   accepting?: () => boolean,
 *   handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown,
 *   requestSelf: (url: string) => Promise<string | null>,
 *   began?: () => number,
 *   count?: (result: 'hit' | 'stale' | 'miss') => void,
 *   onError?: (message: string, url: string, error: unknown) => void,
 * }} options `handle` is Next's; `requestSelf(url)` requests `url` from this server as a background render
 * (see serveRefresh) and resolves to the answer's `x-nextjs-cache`; `began()` dates a render's start.
 * `refreshes` budgets the renders visitors wait for (after a save), `backgroundRefreshes` the background
 * ones apart, so pages whose time ran out never hold up a save's; `accepting()` is false once the server
 * stops, and no background render starts then.
 */
export const createPageServer = ({ pages, refreshes, backgroundRefreshes, handle, requestSelf, accepting = () => true, began = Date.now, count = () => {}, onError = () => {} }) => {
  /** Each background render's outcome, by page: whether its page was kept. */
  const outcomes = new Map()
  /** Each page rendered again for a visitor, until its new page is kept (or known not to be). */
  const keeping = new Map()

  /**
   * Lets Next answer and keeps what it sent when it may, with the tags its render read; resolves to whether
   * it was kept once that is known (a page not sent whole is not). `sent()` is called once the page is sent,
   * before it is kept.
   */
  const render = (req, res, sent = () => {}) => {
    const url = req.url
    if (req.method !== 'GET') {
      handle(req, res)
      return Promise.resolve(false)
    }
    const start = began()
    const read = recordReadTags()
    return new Promise((settle) => {
      let storing = false
      recordResponse(res, (status, headers, body) => {
        storing = true
        sent()
        pages
          .store(url, status, headers, body, start, pageTags(read))
          .catch((error) => {
            onError('page cache: could not keep a page', url, error)
            return false
          })
          .then(settle)
      })
      res.once('close', () => storing || settle(false))
      handle(req, res)
    })
  }

  /**
   * A visitor's request renders an out-of-date page again: once it is sent, nobody is given the old page
   * (the requests that come before it is kept wait for it, `keeping`). A new page that may not be kept any
   * more (a redirect, an error) makes the cache forget the old one. Cut off (the visitor went): kept as it was.
   */
  const renderForVisitor = (req, res) => {
    const url = req.url
    const done = render(req, res, () => refreshes.rendered(url))
      .then((kept) => kept || (res.writableFinished && pages.forget(url)))
      .finally(() => {
        refreshes.end(url)
        keeping.delete(url)
      })
    keeping.set(url, done)
  }

  /** Renders `url` again with no visitor waiting, until Next answers a page it rendered anew; then ends the refresh. */
  const refreshInBackground = async (url) => {
    try {
      for (let attempt = 0; attempt < REFRESH_ATTEMPTS; attempt++) {
        const cache = await requestSelf(url)
        const kept = await outcomes.get(url)
        if (cache !== 'STALE') {
          if (!kept) pages.forget(url)
          return
        }
        await wait(REFRESH_WAIT_MS[Math.min(attempt, REFRESH_WAIT_MS.length - 1)])
      }
    } catch (error) {
      onError('page cache: could not render a page again', url, error)
    } finally {
      outcomes.delete(url)
      backgroundRefreshes.end(url)
    }
  }

  /**
   * Answers a page request: from the cache when it may, else through Next (see the top of this file). The
   * answer names its request, `id`, in X-Request-Id.
   */
  const serve = async (req, res, id) => {
    const url = req.url
    const found = await pages.lookup(url)
    // Rendered again a moment ago and on its way into the cache: answered from there once it is kept (a
    // few milliseconds of compression), never the old page, and not by Next again, which would render
    // or compress it for every such request while saves keep coming.
    const superseded = found?.stale === true && refreshes.isRendered(url)
    const kept = superseded ? keeping.get(url) : undefined
    if (kept) {
      await kept.catch(() => undefined)
      return serve(req, res, id)
    }
    if (found && !superseded && found.stale && !found.saved) {
      if (accepting() && backgroundRefreshes.tryStart(url)) void refreshInBackground(url)
    } else if (found?.stale && !superseded && req.method === 'GET' && refreshes.tryStart(url)) {
      count('miss')
      renderForVisitor(req, res.setHeader(REQUEST_ID, id))
      return
    }
    if (found && !superseded) {
      count(found.stale ? 'stale' : 'hit')
      const { status, headers, body } = await pages.answer(found.entry, req.method, req.headers, found.stale)
      // Added to the head as it is written, which keeps Node's quick way of writing it.
      res.writeHead(status, { ...headers, [REQUEST_ID]: id }).end(body ?? undefined)
      return
    }
    count('miss')
    void render(req, res.setHeader(REQUEST_ID, id))
  }

  /** Answers this server's own background render of a page (refreshInBackground): Next's answer, kept when it may be. */
  const serveRefresh = (req, res) => {
    outcomes.set(req.url, render(req, res))
  }

  return { serve, serveRefresh }
}
