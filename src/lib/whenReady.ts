/**
 * `next(value)` now when `value` is already there, after it resolves when it is a promise. For the few
 * hot paths (the visit beacon) whose every step is usually in memory: each promise costs a turn of the
 * event loop and, under Next's request tracking, a hook call, on a request answered thousands of times a
 * second. Callers that `await` the result work either way.
 */
export const whenReady = <T, U>(value: T | Promise<T>, next: (ready: T) => U | Promise<U>): U | Promise<U> => (value instanceof Promise ? value.then(next) : next(value))
