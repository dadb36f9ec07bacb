import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { SERVER_FLAGS, serverArgs } from '../../scripts/serverCommand.mjs'

const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts

describe('how the site server is started', () => {
  it('gives the tests, the demo and the bench the flags npm start and npm run dev use', () => {
    expect(scripts.start).toBe(`node ${SERVER_FLAGS.join(' ')} scripts/server.mjs`)
    expect(scripts.dev).toBe(`node ${SERVER_FLAGS.join(' ')} scripts/server.mjs --dev`)
  })

  it('puts the flags before the script and the port and host after it, as text', () => {
    expect(serverArgs(3000, '127.0.0.1')).toEqual([...SERVER_FLAGS, 'scripts/server.mjs', '3000', '127.0.0.1'])
  })
})
