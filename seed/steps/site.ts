import type { ContentLocale } from '@/i18n/locales'

import { HEADER_ICONS, type HeaderIcon } from '../../collections/globals/Header'
import { type SeedRun, SEED_CONTEXT, otherLocales } from '../context'
import { agency, consentTexts, copyright, footerBlocks, homeBanner, topBarLinks } from '../data/siteContent'
import type { Scene } from '../media/photos'

type Media = { photos: Record<Scene, number[]>; logo: number; logoOnDark: number }
const asIcon = (icon: string): HeaderIcon => (HEADER_ICONS as readonly string[]).includes(icon) ? (icon as HeaderIcon) : 'none'

/** Header, footer and site-settings in nl, then their texts in fr and en (array rows have fixed ids). */
export const seedSite = async ({ payload }: SeedRun, media: Media) => {
  const write = async (locale: ContentLocale) => {
    await payload.updateGlobal({
      slug: 'header',
      locale,
      overrideAccess: true,
      context: SEED_CONTEXT,
      data: {
        logo: media.logo,
        logoOnDark: media.logoOnDark,
        topBar: {
          show: true,
          links: topBarLinks.map((link, i) => ({ id: `top-bar-${i + 1}`, label: link.label[locale], link: link.link[locale], icon: asIcon(link.icon), color: link.color, status: link.status })),
        },
        banner: {
          type: 'gallery',
          image: media.photos.house[0],
          images: media.photos.house.slice(0, 4),
          showTitle: true,
          showDescription: true,
          showSearchBox: true,
          title: homeBanner.title[locale],
          description: homeBanner.description[locale],
        },
      },
    })
    await payload.updateGlobal({
      slug: 'footer',
      locale,
      overrideAccess: true,
      context: SEED_CONTEXT,
      data: {
        copyright: copyright[locale],
        blocks: footerBlocks.map((block, i) => ({
          id: `footer-${i + 1}`,
          title: block.title[locale],
          showTitle: block.showTitle,
          introText: block.introText[locale],
          showIntroText: block.showIntroText,
          fullText: block.fullText[locale],
          showFullText: block.showFullText,
          widthSm: block.cols.sm,
          widthMd: block.cols.md,
          widthLg: block.cols.lg,
        })),
      },
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      overrideAccess: true,
      context: SEED_CONTEXT,
      data: {
        agency: {
          name: agency.name,
          colour: '#1d3557',
          legalName: agency.legalName[locale],
          street: agency.street,
          houseNumber: agency.number,
          zip: agency.zip,
          city: agency.city[locale],
          country: agency.country[locale],
          phone: agency.phone,
          email: agency.email,
          website: agency.websiteHost,
          companyNumber: agency.companyNumber,
          vatNumber: agency.vatNumber,
          bivNumber: agency.bivNumber,
          professionalTitle: agency.professionalTitle[locale],
          supervisor: agency.supervisor[locale],
          insurer: agency.insurer.name,
          policyNumber: agency.insurer.policyNumber,
          deontologyUrl: agency.deontologyCodeUrl,
        },
        social: agency.social,
        languages: { enabled: ['nl', 'fr', 'en'], defaultLocale: 'nl' },
        options: { showHomeMenu: true, showLogoAtStart: false },
        consent: { title: consentTexts.title[locale], text: consentTexts.text[locale] },
      },
    })
  }
  await write('nl')
  for (const locale of otherLocales) await write(locale)
}
