// How the site's server (scripts/server.mjs) is started, wherever it runs: `npm start` and `npm run dev`
// (package.json, which cannot import this and repeats the flags), the demo, the tests and the bench.
//
// --experimental-async-context-frame keeps each request's context (Next's, React's, the log's) the way
// Node 24 does by default, without the async hooks Node 22 otherwise runs for every promise and socket
// write: a cached page, a file and the beacon each cost a fifth less CPU, the owner portal a sixth.
// --max-semi-space-size=64 lets V8's young generation grow to 64 MB a half (from 16): a page's render
// leaves megabytes of short-lived objects, which then die young instead of being copied twice and
// moved to the old generation. Measured on the bench (100,000 listings, bench/owners.ts): five owners'
// portals at once 61 → 73 pages a second, p95 100 → 84 ms, for some 90 MB more memory once busy (the bench
// server's resident size after the portals' load: 1,071 MB against 985).

/** Node's flags for the site's server. */
export const SERVER_FLAGS = ['--experimental-async-context-frame', '--max-semi-space-size=64']

/** The arguments of `node` that start the site's server with `args` (port, hostname, --dev). */
export const serverArgs = (...args) => [...SERVER_FLAGS, 'scripts/server.mjs', ...args.map(String)]
