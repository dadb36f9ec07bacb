import type { CollectionAfterChangeHook } from 'payload'

import { isLocale } from '@/i18n/locales'
import { formatVisitMoment } from '@/lib/domain/dates'
import { renderMail } from '@/lib/email/layout'
import { queueMail } from '@/lib/email/queue'
import { dictionaryOf } from '@/lib/payload/freshReads'
import { relationId } from '@/lib/payload/populated'

/**
 * When staff confirm a visit request (its status set to confirmed), the visitor gets a mail in their
 * language with the moment and the listing; once, however often the request is saved afterwards.
 */
export const mailConfirmedAppointment: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.kind !== 'contact-appointment' || doc.appointmentStatus !== 'confirmed' || previousDoc?.appointmentStatus === 'confirmed' || !doc.email) return doc
  const locale = isLocale(doc.locale) ? doc.locale : 'nl'
  const t = await dictionaryOf(req.payload, locale)
  const slotId = relationId(doc.slot)
  const slot = slotId ? await req.payload.findByID({ collection: 'appointment-slots', id: slotId, depth: 0, overrideAccess: true, disableErrors: true, req }) : null
  const propertyId = relationId(doc.property)
  const property = propertyId ? await req.payload.findByID({ collection: 'properties', id: propertyId, locale, depth: 0, overrideAccess: true, disableErrors: true, req }) : null
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  const mail = renderMail({
    locale,
    subject: `${t('APPOINTMENT_CONFIRMED_SUBJECT')}${property?.name ? `: ${property.name}` : ''}`,
    // The address was typed by whoever booked, never verified: the mail carries no text of theirs, not even the name.
    intro: [t('MAIL_GREETING_ANONYMOUS'), t('APPOINTMENT_CONFIRMED_TEXT')],
    rows: [
      [t('APPOINTMENT'), slot ? formatVisitMoment(slot.start, locale) : ''],
      [t('PROPERTY'), property?.name ?? ''],
    ],
    footer: [settings.agency?.name ?? ''].filter(Boolean),
  })
  await queueMail(req.payload, { to: doc.email, ...mail, replyTo: settings.agency?.email ?? undefined })
  return doc
}
