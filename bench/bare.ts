/** Starts bench/bareServer.mjs on `port` with fixed answers by path (written to `file`); stop it with stopGroup. */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'

export type BareAnswer = { status?: number; headers: Record<string, string>; body: string }

export const startBareServer = async (answers: Record<string, BareAnswer>, file: string, port: number): Promise<ChildProcess> => {
  fs.writeFileSync(file, JSON.stringify(answers))
  const bare = spawn('node', ['bench/bareServer.mjs', file, String(port)], { stdio: ['ignore', 'pipe', 'inherit'], detached: true })
  await new Promise((resolve) => bare.stdout?.once('data', resolve))
  return bare
}

/** Stops a server's whole process group. */
export const stopGroup = (server: ChildProcess) => {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}
