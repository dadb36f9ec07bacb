/**
 * Code fetched when first needed (a viewer, a map): one request at a time, kept once it came. When it
 * cannot come (the visitor went offline, or a deploy since the page loaded removed the file), the next
 * call asks again instead of repeating the failure for as long as the page stays open.
 */
export const onDemand = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let pending: Promise<T> | null = null
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null
      throw error
    }))
}
