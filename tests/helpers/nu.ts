import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { expect } from '@playwright/test'

/** The Nu HTML checker's JSON report (vnu --format json). */
type NuMessage = { type: 'error' | 'info' | 'non-document-error'; subType?: string; url?: string; message: string; extract?: string; lastLine?: number }

const vnuJar = (): string => String(createRequire(import.meta.url)('vnu-jar'))

/** Checks many documents with one start of the checker; returns its messages. */
const nuCheck = (files: string[]): NuMessage[] => {
  const run = spawnSync('java', ['-Xss8m', '-jar', vnuJar(), '--format', 'json', '--exit-zero-always', '--stdout', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.error) throw run.error
  expect(run.status, run.stderr).toBe(0)
  return (JSON.parse(run.stdout) as { messages: NuMessage[] }).messages
}


/**
 * The one rule of this checker the HTML Standard has moved past: it still allows `blocking` on stylesheet links
 * alone, where the Standard now also defines `<link rel="expect" blocking="render">` (the page's layout.tsx
 * holds its first paint until the header and banner are read). Only that element's message is dropped.
 */
const outdatedRule = (message: NuMessage): boolean =>
  /“blocking” attribute must have a “rel” attribute whose value is “stylesheet”/.test(message.message) && /<link rel="expect" href="#first-paint" blocking="render"\/>/.test(message.extract ?? '')

/**
 * The Nu checker's errors and warnings for documents as the server sent them, each named by its URL.
 * Plain info messages (no subType) are left out: they note harmless things, such as the trailing slash
 * React writes on void elements.
 */
export const htmlProblems = (documents: { url: string; html: string }[]): string[] => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-'))
  try {
    const names = new Map<string, string>()
    for (const { url, html } of documents) {
      const file = path.join(dir, `${names.size}-${url.replace(/[^a-z0-9]+/gi, '_')}.html`)
      fs.writeFileSync(file, html)
      names.set(`file:${file}`, url)
    }
    // A control document that always gets a note (a void element's trailing slash): proof the checker ran.
    const control = path.join(dir, 'control.html')
    fs.writeFileSync(control, '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>control</title></head><body></body></html>')
    const checked = nuCheck([...names.keys(), `file:${control}`].map((key) => key.slice('file:'.length)))
    expect(checked.some((message) => message.url === `file:${control}`)).toBe(true)
    const messages = checked.filter((message) => message.url !== `file:${control}`)
    return messages
      .filter((message) => message.type !== 'info' || message.subType === 'warning')
      .filter((message) => !outdatedRule(message))
      .map((message) => `${names.get(message.url ?? '') ?? message.url}:${message.lastLine ?? '?'} ${message.subType ?? message.type}: ${message.message} ${message.extract ?? ''}`.trim())
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
