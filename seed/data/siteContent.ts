import type { SeedPage } from './types'

/** A text per seeded language (nl, fr, en). */
type Text = SeedPage['title']

export type Agency = {
  /** Trade name as shown in the header and in texts. */
  name: string
  /** Registered name including the legal form (BV in Dutch, SRL in French). */
  legalName: Text
  legalForm: Text
  street: string
  number: string
  zip: string
  city: Text
  country: Text
  latitude: number
  longitude: number
  /** 9-digit Belgian landline, digits only. */
  phone: string
  email: string
  privacyEmail: string
  websiteHost: string
  /** KBO/BCE enterprise number, format 0xxx.xxx.xxx (valid mod-97 check digits). */
  companyNumber: string
  vatNumber: string
  bivNumber: string
  professionalTitle: Text
  titleGrantedIn: Text
  supervisor: Text
  insurer: { name: string; policyNumber: string; coverage: Text }
  deontologyCodeUrl: string
  openingHours: Text
  social: { facebook: string; instagram: string; linkedin: string; youtube: string }
}

export const agency: Agency = {
  name: 'Immo Horizon',
  legalName: { nl: 'Immo Horizon BV', fr: 'Immo Horizon SRL', en: 'Immo Horizon BV' },
  legalForm: {
    nl: 'besloten vennootschap (BV)',
    fr: 'société à responsabilité limitée (SRL)',
    en: 'private limited company (BV/SRL)',
  },
  street: 'Kortrijksesteenweg',
  number: '412',
  zip: '9000',
  city: { nl: 'Gent', fr: 'Gand', en: 'Ghent' },
  country: { nl: 'België', fr: 'Belgique', en: 'Belgium' },
  latitude: 51.0382,
  longitude: 3.7121,
  phone: '092341870',
  email: 'info@immohorizon.be',
  privacyEmail: 'privacy@immohorizon.be',
  websiteHost: 'www.immohorizon.be',
  companyNumber: '0790.512.386',
  vatNumber: 'BE0790.512.386',
  bivNumber: '512 874',
  professionalTitle: {
    nl: 'Erkend vastgoedmakelaar-bemiddelaar',
    fr: 'Agent immobilier intermédiaire agréé IPI',
    en: 'Licensed real-estate broker (BIV/IPI)',
  },
  titleGrantedIn: { nl: 'België', fr: 'Belgique', en: 'Belgium' },
  supervisor: {
    nl: 'Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16 B, 1000 Brussel',
    fr: 'Institut professionnel des agents immobiliers (IPI), rue du Luxembourg 16 B, 1000 Bruxelles',
    en: 'Professional Institute of Real Estate Agents (BIV/IPI), Rue du Luxembourg 16 B, 1000 Brussels',
  },
  insurer: {
    name: 'Fictiva Verzekeringen NV',
    policyNumber: 'FIC-BA-2024-000417',
    coverage: {
      nl: 'Burgerlijke beroepsaansprakelijkheid en borgstelling',
      fr: 'Responsabilité civile professionnelle et cautionnement',
      en: 'Professional liability and financial bond',
    },
  },
  deontologyCodeUrl: 'https://www.biv.be/plichtenleer',
  openingHours: {
    nl: 'Ma-vr 9:00-12:30 en 13:30-18:00, za 10:00-12:00 of op afspraak',
    fr: 'Lu-ve 9h00-12h30 et 13h30-18h00, sa 10h00-12h00 ou sur rendez-vous',
    en: 'Mon-Fri 9:00-12:30 and 13:30-18:00, Sat 10:00-12:00 or by appointment',
  },
  social: {
    facebook: 'https://www.facebook.com/immohorizon.gent',
    instagram: 'https://www.instagram.com/immohorizon.gent',
    linkedin: 'https://www.linkedin.com/company/immo-horizon-gent',
    youtube: 'https://www.youtube.com/@immohorizongent',
  },
}

const phoneDisplay = '09 234 18 70'
const address = `${agency.street} ${agency.number}`

export type FooterBlock = {
  key: string
  title: Text
  /** Short lead text (plain text). */
  introText: Text
  /** Body text: plain text, one line per `\n`. */
  fullText: Text
  showTitle: boolean
  showIntroText: boolean
  showFullText: boolean
  /** Column widths on a 12-column grid. */
  cols: { sm: number; md: number; lg: number }
}

export const footerBlocks: FooterBlock[] = [
  {
    key: 'about',
    title: { nl: agency.name, fr: agency.name, en: agency.name },
    introText: {
      nl: 'Uw vastgoedkantoor in Gent voor verkoop, verhuur en nieuwbouw.',
      fr: 'Votre agence immobilière à Gand pour la vente, la location et le neuf.',
      en: 'Your estate agency in Ghent for sales, lettings and new builds.',
    },
    fullText: {
      nl: `${address}\n${agency.zip} ${agency.city.nl}\nTel. ${phoneDisplay}\n${agency.email}`,
      fr: `${address}\n${agency.zip} ${agency.city.fr}\nTél. ${phoneDisplay}\n${agency.email}`,
      en: `${address}\n${agency.zip} ${agency.city.en}, ${agency.country.en}\nTel. +32 9 234 18 70\n${agency.email}`,
    },
    showTitle: true,
    showIntroText: true,
    showFullText: true,
    cols: { sm: 12, md: 6, lg: 4 },
  },
  {
    key: 'opening-hours',
    title: { nl: 'Openingsuren', fr: "Heures d'ouverture", en: 'Opening hours' },
    introText: {
      nl: 'Loop gerust binnen of maak een afspraak.',
      fr: 'Passez nous voir ou prenez rendez-vous.',
      en: 'Drop in or make an appointment.',
    },
    fullText: {
      nl: 'Maandag tot vrijdag: 9:00-12:30 en 13:30-18:00\nZaterdag: 10:00-12:00\nBezoeken ook op afspraak na de kantooruren',
      fr: 'Du lundi au vendredi\u00a0: 9h00-12h30 et 13h30-18h00\nSamedi\u00a0: 10h00-12h00\nVisites possibles sur rendez-vous après les heures de bureau',
      en: 'Monday to Friday: 9:00-12:30 and 13:30-18:00\nSaturday: 10:00-12:00\nViewings outside office hours by appointment',
    },
    showTitle: true,
    showIntroText: true,
    showFullText: true,
    cols: { sm: 12, md: 6, lg: 4 },
  },
  {
    key: 'newsletter',
    title: { nl: 'Nieuwsbrief', fr: 'Newsletter', en: 'Newsletter' },
    introText: {
      nl: 'Ontvang ons nieuwe aanbod als eerste.',
      fr: 'Recevez nos nouveaux biens en avant-première.',
      en: 'Be the first to see our new listings.',
    },
    fullText: {
      nl: 'Eén mail per week, uitschrijven kan met één klik.',
      fr: 'Un e-mail par semaine, désinscription en un clic.',
      en: 'One email a week, unsubscribe with one click.',
    },
    showTitle: true,
    showIntroText: true,
    showFullText: true,
    cols: { sm: 12, md: 12, lg: 4 },
  },
]

/** Footer copyright line; `{year}` is replaced by the current year. */
export const copyright: Text = {
  nl: `© {year} ${agency.legalName.nl}. Alle rechten voorbehouden.`,
  fr: `© {year} ${agency.legalName.fr}. Tous droits réservés.`,
  en: `© {year} ${agency.legalName.en}. All rights reserved.`,
}

export type TopBarLink = {
  key: 'phone' | 'email' | 'owner-login' | 'free-valuation'
  label: Text
  link: Text
  /** Icon name from the site's icon set. */
  icon: string
  /** CSS colour of the link. */
  color: string
  status: 'published' | 'draft'
}

export const topBarLinks: TopBarLink[] = [
  {
    key: 'phone',
    label: { nl: phoneDisplay, fr: phoneDisplay, en: '+32 9 234 18 70' },
    link: { nl: 'tel:+3292341870', fr: 'tel:+3292341870', en: 'tel:+3292341870' },
    icon: 'phone',
    color: '#1f3a5f',
    status: 'published',
  },
  {
    key: 'email',
    label: { nl: agency.email, fr: agency.email, en: agency.email },
    link: { nl: `mailto:${agency.email}`, fr: `mailto:${agency.email}`, en: `mailto:${agency.email}` },
    icon: 'mail',
    color: '#1f3a5f',
    status: 'published',
  },
  {
    key: 'owner-login',
    label: { nl: 'Login eigenaar', fr: 'Connexion propriétaire', en: 'Owner login' },
    link: { nl: '/nl/login/', fr: '/fr/login/', en: '/en/login/' },
    icon: 'user',
    color: '#1f3a5f',
    status: 'published',
  },
  {
    key: 'free-valuation',
    label: { nl: 'Gratis schatting', fr: 'Estimation gratuite', en: 'Free valuation' },
    link: { nl: '/nl/gratis-schatting/', fr: '/fr/estimation-gratuite/', en: '/en/free-valuation/' },
    icon: 'calculator',
    color: '#c8102e',
    status: 'published',
  },
]

export type HomeBanner = {
  title: Text
  /** Simple safe HTML (paragraphs only). */
  description: Text
}

export const homeBanner: HomeBanner = {
  title: {
    nl: 'Thuiskomen begint bij Immo Horizon',
    fr: 'Votre nouveau chez-vous commence chez Immo Horizon',
    en: 'Finding home starts at Immo Horizon',
  },
  description: {
    nl: '<p>Kopen, verkopen of huren in Gent en ver daarbuiten: wij begeleiden u van het eerste bezoek tot bij de notaris.</p>',
    fr: "<p>Acheter, vendre ou louer à Gand et bien au-delà\u00a0: nous vous accompagnons de la première visite jusqu'à l'acte.</p>",
    en: "<p>Buying, selling or renting in Ghent and beyond: we guide you from the first viewing to the notary's office.</p>",
  },
}

export type ConsentTexts = { title: Text; text: Text }

export const consentTexts: ConsentTexts = {
  title: {
    nl: 'Uw privacy, uw keuze',
    fr: 'Votre vie privée, votre choix',
    en: 'Your privacy, your choice',
  },
  text: {
    nl: 'We gebruiken noodzakelijke cookies om deze site te laten werken. Met uw toestemming gebruiken we ook cookies voor statistieken en advertenties. U kunt uw keuze altijd wijzigen via de cookie-instellingen onderaan elke pagina.',
    fr: 'Nous utilisons des cookies nécessaires au fonctionnement du site. Avec votre accord, nous utilisons aussi des cookies de statistiques et de publicité. Vous pouvez modifier votre choix à tout moment via les paramètres des cookies en bas de chaque page.',
    en: 'We use necessary cookies to make this site work. With your consent we also use cookies for statistics and advertising. You can change your choice at any time through the cookie settings at the bottom of every page.',
  },
}
