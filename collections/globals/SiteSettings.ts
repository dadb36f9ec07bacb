import type { Field, GlobalConfig, PayloadRequest } from 'payload'

import { staffMessage } from '@/i18n/admin/texts'
import { defaultEnabledLocales, defaultLocale, locales } from '@/i18n/locales'
import { hasRole } from '@/lib/access/roles'
import { isHexColour } from '@/lib/domain/colour'
import { pagesForAddressCheck } from '@/lib/payload/freshReads'
import { languageAddressesError, languagesSwitchedOn } from '@/lib/routing/languageAddresses'
import { TRACKING_ID_EXAMPLES, type TrackingIdKind, isValidTrackingId, languageSettingsError } from '@/lib/domain/trackingIds'

import { revalidateGlobal } from '../hooks/revalidate'
import { anyone, isAdmin } from '../access/roles'
import { staffField } from '../access/ownsDocument'
import { calendarFeedToken } from '../hooks/calendarFeedToken'

const text = (name: string, maxLength = 120, localized = false): Field => ({ name, type: 'text', maxLength, localized })
const trackingId = (name: TrackingIdKind): Field => ({
  name,
  type: 'text',
  admin: { description: `e.g. ${TRACKING_ID_EXAMPLES[name]}; empty: not loaded` },
  validate: (value: string | null | undefined, { req }: { req?: { i18n?: { language?: string } } }) => isValidTrackingId(name, value) || staffMessage(req, 'VALID_TRACKING_ID', { example: TRACKING_ID_EXAMPLES[name] }),
})
const localeOptions = locales.map((value) => ({ value, label: value }))

/** Agency identity and legal mentions, languages, third-party IDs and display options. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: { read: anyone, update: isAdmin },
  // Admins only: editors manage content, not the agency's settings.
  admin: { group: 'Site', hidden: ({ user }) => !hasRole(user, 'admin') },
  hooks: { beforeChange: [calendarFeedToken], afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'agency',
      type: 'group',
      label: 'Agency and legal mentions',
      fields: [
        { type: 'row', fields: [text('name'), text('legalName', 120, true)] },
        { type: 'row', fields: [text('street'), text('houseNumber', 12), text('zip', 8), text('city', 80, true), text('country', 60, true)] },
        { type: 'row', fields: [text('phone', 20), { name: 'email', type: 'email' }, text('website')] },
        {
          name: 'colour',
          type: 'text',
          maxLength: 7,
          admin: { description: 'The agency’s colour, e.g. #1d3557: the admin’s buttons and navigation carry it.' },
          validate: (value: string | null | undefined, { req }: { req?: { i18n?: { language?: string } } }) => !value || isHexColour(value) || staffMessage(req, 'VALID_COLOUR'),
        },
        { type: 'row', fields: [text('companyNumber', 20), text('vatNumber', 20), text('bivNumber', 20)] },
        text('professionalTitle', 160, true),
        text('supervisor', 240, true),
        { type: 'row', fields: [text('insurer'), text('policyNumber', 40)] },
        text('deontologyUrl', 300),
      ],
    },
    {
      name: 'social',
      type: 'group',
      fields: [{ type: 'row', fields: ['facebook', 'instagram', 'linkedin', 'youtube'].map((name) => text(name, 300)) }],
    },
    {
      name: 'languages',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'enabled',
              type: 'select',
              hasMany: true,
              required: true,
              defaultValue: [...defaultEnabledLocales],
              options: localeOptions,
              // A language is switched on only when every published page visitors reach by an address has one in it.
              validate: async (
                value: string[] | null | undefined,
                { siblingData, previousValue, req }: { siblingData: { defaultLocale?: string }; previousValue?: string[] | null; req: PayloadRequest },
              ) => {
                const error = languageSettingsError(value, siblingData?.defaultLocale)
                if (error) return error
                if (languagesSwitchedOn(value, previousValue).length === 0) return true
                return languageAddressesError(await pagesForAddressCheck(req), value, previousValue) ?? true
              },
            },
            { name: 'defaultLocale', type: 'select', required: true, defaultValue: defaultLocale, options: localeOptions },
          ],
        },
      ],
    },
    {
      name: 'analytics',
      type: 'group',
      label: 'Analytics and ads',
      fields: [{ type: 'row', fields: [trackingId('googleAnalyticsId'), trackingId('adsId'), trackingId('tagManagerId'), trackingId('facebookPixelId')] }],
    },
    { name: 'maps', type: 'group', fields: [trackingId('googleMapsKey')] },
    {
      name: 'options',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'showHomeMenu', type: 'checkbox', defaultValue: true, label: 'Show the home entry in the menu' },
            { name: 'showLogoAtStart', type: 'checkbox', defaultValue: false, label: 'Show the logo at the top of the home page' },
          ],
        },
      ],
    },
    {
      name: 'energy',
      type: 'group',
      fields: [
        {
          name: 'pricePerKwh',
          type: 'number',
          label: 'Energy price per kWh (€)',
          min: 0,
          max: 5,
          defaultValue: 0.15,
          admin: { step: 0.01, description: 'Used for the yearly energy-cost estimate on property pages: EPC score × living area × this price' },
        },
      ],
    },
    {
      name: 'calendar',
      type: 'group',
      label: 'Visits calendar',
      admin: { description: 'Subscribe to the booked visits in any calendar app (Google, Outlook, Apple): the address below holds a secret; whoever has it sees every visit.' },
      // The secret never leaves for visitors: the settings are public, this group is staff's.
      access: { read: staffField },
      fields: [
        { name: 'feedToken', type: 'text', admin: { hidden: true } },
        { name: 'feedUrl', type: 'ui', admin: { components: { Field: '/collections/globals/CalendarFeedUrl.client#CalendarFeedUrl' } } },
        { name: 'newFeedToken', type: 'checkbox', defaultValue: false, label: 'Make a new secret address on save (the old one stops working at once)' },
      ],
    },
    {
      name: 'consent',
      type: 'group',
      label: 'Cookie consent texts',
      fields: [text('title', 120, true), { name: 'text', type: 'textarea', localized: true, maxLength: 2000 }],
    },
  ],
}
