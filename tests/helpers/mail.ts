import fs from 'node:fs'
import path from 'node:path'

import PostalMime from 'postal-mime'

/** Where the browser suite's server writes its mails (it has no SMTP server: .eml files). */
const MAIL_DIR = path.resolve('data', `e2e-${Number(process.env.E2E_PORT || 3100)}`, 'mail')

/** The mails the test server wrote to `address`, parsed. */
export const mailsTo = async (address: string) => {
  const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml')) : []
  const mails = await Promise.all(files.map((name) => PostalMime.parse(fs.readFileSync(path.join(MAIL_DIR, name)))))
  return mails.filter((mail) => mail.to?.some((to) => to.address === address))
}
