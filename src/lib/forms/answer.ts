/**
 * How the site's own endpoints answer a post (the forms, the owner sign-in): the site's script asks
 * for JSON and gets it; a form posted without JavaScript gets a redirect onward or a small page
 * (noticePage.ts). No answer is ever cached: each one is about one visitor's post.
 */
import { getSiteOrigin } from '@/lib/seo/siteUrl'

export const NO_STORE = { 'Cache-Control': 'no-store' } as const

/** An HTML answer with the headers every such page gets, and any of its own (a Set-Cookie, a Retry-After). */
export const htmlResponse = (html: string, status = 200, headers: Readonly<Record<string, string>> = {}): Response =>
  new Response(html, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', ...NO_STORE } })

/** What a plain form gets instead of the JSON: a 303 to a local path, or a page (built only then). */
export type Onward = { redirect: string } | { page: () => string | Promise<string> }

export type Answer = Onward & {
  /** The post came from the site's script (a JSON body, or Accept: application/json). */
  json: boolean
  /** The status of the JSON and of the page (a redirect is always a 303). */
  status: number
  /** What the script gets. */
  data: unknown
  /** Headers of the answer, whichever it is. */
  headers?: Readonly<Record<string, string>>
}

/** The answer to a post: JSON for the script; for a plain form, the redirect or the page. */
export const answerPost = async (answer: Answer): Promise<Response> => {
  const headers = { ...NO_STORE, ...answer.headers }
  if (answer.json) return Response.json(answer.data, { status: answer.status, headers })
  if ('redirect' in answer) return new Response(null, { status: 303, headers: { ...headers, Location: new URL(answer.redirect, getSiteOrigin()).toString() } })
  return htmlResponse(await answer.page(), answer.status, headers)
}
