import type { CollectionConfig } from 'payload'

import { pageBlocks } from '@/blocks'
import { PAGE_KEYS } from '@/lib/routing/pageKeys'

import { isStaff, publishedOrStaff } from '../access/isStaff'
import { slugField } from '../fields/slug'
import { translationFields } from '../fields/translations'
import { revalidateHooks } from '../hooks/revalidate'
import { trackTranslations } from '../hooks/translations'

/** SPEC.md's page definition: localised title and path, banner, modules, SEO (added by the SEO plugin). */
export const Pages: CollectionConfig<'pages'> = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'key', 'sort', '_status', 'missingTranslations'],
    group: 'Content',
    // The draft as visitors will see it, refreshed on every autosave (paths with "preview" show no cookie dialog).
    livePreview: { url: ({ data, locale }) => `/${locale?.code ?? 'nl'}/preview/${data?.id ?? ''}/` },
    preview: (doc, { locale }) => `/${locale ?? 'nl'}/preview/${doc?.id ?? ''}/`,
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: { autosave: { interval: 1500 } }, maxPerDoc: 30 },
  defaultSort: 'sort',
  hooks: { beforeChange: [trackTranslations], ...revalidateHooks },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              name: 'title',
              type: 'text',
              label: 'Page name',
              localized: true,
              required: true,
              maxLength: 160,
              admin: { description: 'Shown in the breadcrumb and used for the page address. Also the heading and the browser tab when "Heading on the page" and "Browser tab and search title" are empty.' },
            },
            { name: 'modules', type: 'blocks', blocks: pageBlocks },
          ],
        },
        {
          label: 'Banner',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'showPageBanner', type: 'checkbox', defaultValue: true },
                { name: 'showBreadCrumb', type: 'checkbox', defaultValue: true },
              ],
            },
            { name: 'bannerTitle', type: 'text', label: 'Heading on the page', localized: true, maxLength: 160, admin: { description: 'The big heading in the banner at the top of the page. Empty: the page name.' } },
            { name: 'bannerDescription', type: 'textarea', localized: true, maxLength: 2000, admin: { description: 'Simple HTML allowed; it is sanitised.' } },
            { name: 'bannerImage', type: 'upload', relationTo: 'media' },
          ],
        },
      ],
    },
    ...translationFields,
    slugField('title', 'pages'),
    {
      name: 'key',
      type: 'select',
      unique: true,
      options: PAGE_KEYS.map((value) => ({ value, label: value })),
      admin: { position: 'sidebar', description: 'Role of the page on the site (empty for free pages)' },
    },
    { name: 'parent', type: 'relationship', relationTo: 'pages', admin: { position: 'sidebar' } },
    { name: 'sort', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'redirectUrl', type: 'text', admin: { position: 'sidebar', description: 'Send visitors elsewhere instead' } },
  ],
}
