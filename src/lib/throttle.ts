/**
 * Runs `fn` at most once per `ms`: at once on the first call, and once more at the end of a burst
 * so the last state is never missed (the header must settle on the final scroll position).
 */
export const throttle = <A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = Date.now) => {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: A | null = null
  const run = (args: A) => {
    last = now()
    fn(...args)
  }
  const throttled = (...args: A) => {
    const wait = last + ms - now()
    if (wait <= 0) {
      if (timer) clearTimeout(timer)
      timer = null
      run(args)
      return
    }
    pending = args
    if (!timer) {
      timer = setTimeout(() => {
        timer = null
        if (pending) run(pending)
        pending = null
      }, wait)
    }
  }
  throttled.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
    pending = null
  }
  return throttled
}
