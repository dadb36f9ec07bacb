// The Chromium the browser tests drive (playwright.config.ts; `npm test` installs it when missing).
//
// Debian's `chromium-headless-shell` is Chromium's engine without the browser's own interface: what
// Playwright itself runs for headless tests by default. The full browser run headless (`chromium`) also
// starts its own interface's pages and renderers for every window: the whole browser suite took 17.1
// minutes on it and 12.1 on the headless shell, same tests, same machine, same hour.
import fs from 'node:fs'

export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
export const FULL_CHROMIUM = '/usr/bin/chromium'

/** CHROMIUM_PATH when set, else the headless shell when installed, else the full browser. */
export const testChromium = () => process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM)
