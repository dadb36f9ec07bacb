/**
 * How many listings may be sent to a friend in a day (limits.ts: `friendSender`, `friendRecipient`).
 * The agency's server sends those mails to an address nobody verified, with the sender's words in
 * them, so each one spends two budgets:
 * - the sender's: their address as typed together with the client address the post came from. The
 *   typed address alone would let a stranger who types someone else's spend that person's budget;
 *   with the client address in the key, a stranger spends only a budget of their own.
 * - the recipient's: that mailbox alone, whoever sends. A stranger can spend it, and that is the point:
 *   it caps what anyone can have the agency send one person, and spending it costs that person nothing.
 */
import { consume, type RateDecision } from '@/lib/rateLimit/rateLimit'

/** Gmail ignores dots in the local part (`a.nn` and `ann` are one mailbox), and googlemail.com is gmail.com. */
const GMAIL = new Set(['gmail.com', 'googlemail.com'])

/**
 * The mailbox an address delivers to, as a counter key: lower-cased, without a `+tag` (the usual
 * sub-address, delivered to the same mailbox), without Gmail's ignored dots. Only a key: mail still
 * goes to the address as typed, and merging two spellings can only make a budget stricter.
 */
export const mailboxKey = (address: string): string => {
  const text = address.trim().toLowerCase()
  const at = text.lastIndexOf('@')
  if (at < 1) return text
  const domain = text.slice(at + 1)
  let local = text.slice(0, at)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  return GMAIL.has(domain) ? `${local.replace(/\./g, '')}@gmail.com` : `${local}@${domain}`
}

/** The counter keys of one listing sent to a friend: the sender's (address and client) and the recipient's. */
export const friendBudgetKeys = (sender: string, recipient: string, client: string): { sender: string; recipient: string } => ({
  sender: `${mailboxKey(sender)}|${client}`,
  recipient: mailboxKey(recipient),
})

/**
 * Spends one unit of each budget; refused when either is spent. The sender's goes first and, once
 * refused, the recipient's is left alone: a sender over their budget cannot also use up a friend's.
 */
export const spendFriendBudget = async (sender: string, recipient: string, client: string): Promise<RateDecision> => {
  const keys = friendBudgetKeys(sender, recipient, client)
  const bySender = await consume('friendSender', keys.sender)
  if (!bySender.allowed) return bySender
  return consume('friendRecipient', keys.recipient)
}
