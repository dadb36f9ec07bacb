/**
 * One URL of every public page type, per language (DESIGN.md's URL table, property, print and owner
 * rows aside; the shortlist as a visitor who kept nothing sees it), with the 404 page last. The
 * quality checks (valid HTML, accessibility) run on these.
 */
export const QUALITY_LOCALES = ['nl', 'fr', 'en'] as const
export type QualityLocale = (typeof QUALITY_LOCALES)[number]

export const PAGE_TYPES: Record<QualityLocale, string[]> = {
  nl: ['/nl/', '/nl/te-koop/', '/nl/te-huur/', '/nl/projecten/', '/nl/over-ons/', '/nl/zoekopdracht/', '/nl/contact/', '/nl/gratis-schatting/', '/nl/bedankt/contact-me/', '/nl/login/', '/nl/privacyverklaring/', '/nl/cookiebeleid/', '/nl/disclaimer/', '/nl/favorieten/', '/nl/bestaat-niet/'],
  fr: ['/fr/', '/fr/a-vendre/', '/fr/a-louer/', '/fr/projets/', '/fr/agence/', '/fr/inscription/', '/fr/contact/', '/fr/estimation-gratuite/', '/fr/merci/site-contact/', '/fr/login/', '/fr/declaration-de-confidentialite/', '/fr/politique-cookies/', '/fr/avertissement/', '/fr/favoris/', '/fr/nexiste-pas/'],
  en: ['/en/', '/en/for-sale/', '/en/for-rent/', '/en/projects/', '/en/office/', '/en/register/', '/en/contact/', '/en/free-valuation/', '/en/thank-you/sign-newsletter/', '/en/login/', '/en/privacy-statement/', '/en/cookie-policy/', '/en/disclaimer/', '/en/favourites/', '/en/does-not-exist/'],
}

/** The expected status of a page of the list: the last one of each language is the 404 page. */
export const expectedStatus = (url: string): number => (Object.values(PAGE_TYPES).some((urls) => urls.at(-1) === url) ? 404 : 200)
