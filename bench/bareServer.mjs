// The limit any Node server can reach here: a bare `http` server answering each path with fixed bytes and
// headers, nothing looked up or computed. bench/pages.ts gives it the very bytes and headers the site
// sent for each page and loads both the same way; bench/owners.ts gives it the beacon's empty answer. Usage: node bench/bareServer.mjs answers.json port
import fs from 'node:fs'
import http from 'node:http'

const [file, port] = process.argv.slice(2)
const answers = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([url, { status = 200, headers, body }]) => [url, { status, headers, body: Buffer.from(body, 'base64') }]),
)

http
  .createServer((req, res) => {
    const answer = answers.get(req.url)
    if (!answer) return res.writeHead(404).end()
    res.writeHead(answer.status, answer.headers).end(answer.body)
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'))
