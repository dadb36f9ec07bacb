import { frenchSpacing } from '@/lib/domain/text'

import type { SeedModule, SeedPage } from './types'
import { agency } from './siteContent'

type Text = SeedPage['title']
type Paragraphs = Extract<SeedModule, { blockType: 'article' }>['content']

const t = (nl: string, fr: string, en: string): Text => ({ nl, fr: frenchSpacing(fr), en })
const paragraphs = (nl: string[], fr: string[], en: string[]): Paragraphs => ({ nl, fr: fr.map(frenchSpacing), en })

const a = agency
const street = `${a.street} ${a.number}`
const phone = '09 234 18 70'

const home: SeedPage = {
  key: 'home',
  slug: t('home', 'accueil', 'home'),
  title: t('Home', 'Accueil', 'Home'),
  metaTitle: t('Immo Horizon | Uw vastgoedkantoor in Gent', 'Immo Horizon | Votre agence immobilière à Gand', 'Immo Horizon | Your estate agency in Ghent'),
  metaDescription: t(
    'Huizen en appartementen te koop en te huur in Gent en omstreken. Bekijk ons aanbod, vraag een gratis schatting aan of registreer uw zoekopdracht.',
    'Maisons et appartements à vendre et à louer à Gand et environs. Découvrez nos biens, demandez une estimation gratuite ou inscrivez votre recherche.',
    'Houses and apartments for sale and for rent in and around Ghent. Browse our listings, request a free valuation or register your property search.',
  ),
  showPageBanner: true,
  showBreadCrumb: false,
  menuOrder: 1,
  modules: [
    {
      blockType: 'article',
      title: t('Welkom bij Immo Horizon', 'Bienvenue chez Immo Horizon', 'Welcome to Immo Horizon'),
      content: paragraphs(
        [
          'Al meer dan vijftien jaar helpen we gezinnen, starters en investeerders in Gent en de ruime regio aan het juiste pand. Ons team kent de buurten, de prijzen en de regels, zodat u met een gerust gevoel kunt kopen, verkopen of huren.',
          'Verkoopt u uw woning? Dan starten we met een gratis en vrijblijvende schatting. Zoekt u een nieuwe thuis? Registreer uw zoekopdracht en we verwittigen u zodra er een pand binnenkomt dat bij u past.',
        ],
        [
          "Depuis plus de quinze ans, nous aidons familles, primo-acquéreurs et investisseurs à trouver le bien qui leur convient à Gand et dans toute la région. Notre équipe connaît les quartiers, les prix et la réglementation : vous achetez, vendez ou louez en toute sérénité.",
          "Vous vendez votre bien ? Nous commençons par une estimation gratuite et sans engagement. Vous cherchez un nouveau chez-vous ? Inscrivez votre recherche et nous vous prévenons dès qu'un bien vous correspond.",
        ],
        [
          'For more than fifteen years we have been helping families, first-time buyers and investors in Ghent and the wider region find the right property. Our team knows the neighbourhoods, the prices and the rules, so you can buy, sell or rent with peace of mind.',
          'Selling your home? We start with a free valuation, without obligation. Looking for a new place? Register your search and we will let you know as soon as a property that suits you comes in.',
        ],
      ),
    },
    {
      blockType: 'property-list',
      title: t('Nieuw in ons aanbod', 'Nouveautés', 'New properties'),
      maxItems: 4,
      itemsPerRow: 4,
    },
    {
      blockType: 'stats-view',
      title: t('Ons kantoor in cijfers', 'Notre agence en chiffres', 'Our office in figures'),
    },
  ],
}

const forSale: SeedPage = {
  key: 'for-sale',
  slug: t('te-koop', 'a-vendre', 'for-sale'),
  title: t('Te koop', 'À vendre', 'For sale'),
  metaTitle: t(
    'Huizen en appartementen te koop | Immo Horizon',
    'Maisons et appartements à vendre | Immo Horizon',
    'Houses and apartments for sale | Immo Horizon',
  ),
  metaDescription: t(
    'Bekijk alle woningen, appartementen, bouwgronden en handelspanden te koop bij Immo Horizon. Filter op gemeente, type, prijs en aantal slaapkamers.',
    'Découvrez les maisons, appartements, terrains et commerces à vendre chez Immo Horizon. Filtrez par commune, type, prix et nombre de chambres.',
    'Browse all houses, apartments, building plots and shops for sale at Immo Horizon. Filter by city, property type, price and number of bedrooms.',
  ),
  showPageBanner: true,
  showBreadCrumb: true,
  bannerTitle: t('Te koop', 'À vendre', 'For sale'),
  bannerDescription: t(
    'Ons actuele aanbod, elke dag bijgewerkt.',
    'Notre offre actuelle, mise à jour chaque jour.',
    'Our current listings, updated every day.',
  ),
  menuOrder: 2,
  modules: [{ blockType: 'property-list', goal: 'sale', maxItems: 12, itemsPerRow: 3 }],
}

const forRent: SeedPage = {
  key: 'for-rent',
  slug: t('te-huur', 'a-louer', 'for-rent'),
  title: t('Te huur', 'À louer', 'For rent'),
  metaTitle: t(
    'Woningen en appartementen te huur | Immo Horizon',
    'Maisons et appartements à louer | Immo Horizon',
    'Houses and apartments for rent | Immo Horizon',
  ),
  metaDescription: t(
    'Op zoek naar een huurwoning, appartement, studio of kantoor? Bekijk ons huuraanbod in Gent en omstreken, met huurprijs en lasten duidelijk vermeld.',
    'Vous cherchez une maison, un appartement, un studio ou un bureau à louer ? Découvrez nos locations à Gand et environs, loyer et charges indiqués.',
    'Looking for a house, apartment, studio or office to rent? Browse our rentals in and around Ghent, with the rent and charges always clearly stated.',
  ),
  showPageBanner: true,
  showBreadCrumb: true,
  bannerTitle: t('Te huur', 'À louer', 'For rent'),
  bannerDescription: t(
    'Huurprijs en lasten staan altijd vermeld.',
    'Loyer et charges toujours indiqués.',
    'Rent and charges always shown.',
  ),
  menuOrder: 3,
  modules: [{ blockType: 'property-list', goal: 'rent', maxItems: 12, itemsPerRow: 3 }],
}

const projects: SeedPage = {
  key: 'projects',
  slug: t('projecten', 'projets', 'projects'),
  title: t('Projecten', 'Projets', 'Projects'),
  metaTitle: t('Nieuwbouwprojecten | Immo Horizon', 'Projets neufs | Immo Horizon', 'New-build projects | Immo Horizon'),
  metaDescription: t(
    'Ontdek onze nieuwbouwprojecten: energiezuinige appartementen en woningen, met de beschikbare units, de grondplannen en de verwachte oplevering.',
    'Découvrez nos projets neufs : appartements et maisons économes en énergie, avec les unités disponibles, les plans et la date de livraison prévue.',
    'Discover our new-build projects: energy-efficient apartments and houses, with the available units, floor plans and the expected completion date.',
  ),
  showPageBanner: true,
  showBreadCrumb: true,
  bannerTitle: t('Nieuwbouwprojecten', 'Projets neufs', 'New-build projects'),
  bannerDescription: t(
    'Zorgeloos nieuw wonen, van plan tot sleutel.',
    'Habiter neuf en toute sérénité, du plan à la remise des clés.',
    'New homes without the worry, from plan to keys.',
  ),
  menuOrder: 4,
  modules: [
    {
      blockType: 'article',
      content: paragraphs(
        [
          'We volgen elk nieuwbouwproject op van de eerste schets tot de oplevering. Per project ziet u welke units nog vrij zijn, met hun grondplan, oppervlakte en prijs. Interesse? Laat uw gegevens na en u krijgt als eerste de brochure.',
        ],
        [
          "Nous suivons chaque projet neuf de la première esquisse jusqu'à la livraison. Pour chaque projet, vous voyez les unités encore disponibles, avec leur plan, leur surface et leur prix. Intéressé ? Laissez vos coordonnées et recevez la brochure en priorité.",
        ],
        [
          'We follow every new-build project from the first sketch to completion. For each project you can see which units are still available, with their floor plan, area and price. Interested? Leave your details and be the first to receive the brochure.',
        ],
      ),
    },
  ],
}

const office: SeedPage = {
  key: 'office',
  slug: t('over-ons', 'agence', 'office'),
  title: t('Over ons', 'Agence', 'Our office'),
  metaTitle: t(
    'Over ons: het team van Immo Horizon in Gent',
    "L'agence : l'équipe d'Immo Horizon à Gand",
    'About us: the Immo Horizon team in Ghent',
  ),
  metaDescription: t(
    'Maak kennis met Immo Horizon, erkend vastgoedmakelaar in Gent. Ontdek wie we zijn, hoe we werken en welke collega u persoonlijk begeleidt.',
    "Découvrez Immo Horizon, agent immobilier agréé à Gand : qui nous sommes, notre façon de travailler et le collaborateur qui vous accompagnera.",
    'Meet Immo Horizon, a licensed estate agent in Ghent. Find out who we are, how we work and which of our colleagues will guide you personally.',
  ),
  showPageBanner: true,
  showBreadCrumb: true,
  bannerTitle: t('Over ons', "L'agence", 'About us'),
  bannerDescription: t(
    'Eén vast aanspreekpunt, van schatting tot notaris.',
    "Un seul interlocuteur, de l'estimation à l'acte.",
    'One dedicated contact, from valuation to deed.',
  ),
  menuOrder: 5,
  modules: [
    {
      blockType: 'article',
      title: t('Wie we zijn', 'Qui sommes-nous ?', 'Who we are'),
      content: paragraphs(
        [
          'Immo Horizon is een onafhankelijk vastgoedkantoor met zetel in Gent. We verkopen en verhuren woningen, appartementen, bouwgronden en bedrijfspanden in Oost-Vlaanderen, Brussel en de rest van het land, en begeleiden ontwikkelaars bij de verkoop van nieuwbouwprojecten.',
          'Elke klant krijgt één vaste contactpersoon, van de eerste schatting tot de ondertekening bij de notaris. Die makelaar kent uw dossier door en door, bereidt de bezoeken voor en houdt u op de hoogte van elke reactie van kandidaat-kopers of -huurders.',
          'Als eigenaar volgt u de belangstelling voor uw pand op de voet via ons eigenaarsportaal: hoeveel mensen uw advertentie bekeken, welke bezoeken gepland zijn en welke communicatie er verstuurd werd. Zo weet u altijd waar u staat.',
          'Al onze makelaars zijn erkend door het Beroepsinstituut van Vastgoedmakelaars (BIV) en volgen elk jaar bijscholing. We werken met heldere opdrachtcontracten, vermelden alle wettelijk verplichte informatie in onze advertenties en beheren uw voorschotten op een afgescheiden derdenrekening.',
        ],
        [
          "Immo Horizon est une agence immobilière indépendante établie à Gand. Nous vendons et louons maisons, appartements, terrains à bâtir et biens professionnels en Flandre orientale, à Bruxelles et dans le reste du pays, et accompagnons les promoteurs dans la commercialisation de leurs projets neufs.",
          "Chaque client a un seul interlocuteur, de la première estimation jusqu'à la signature chez le notaire. Cet agent connaît votre dossier sur le bout des doigts, prépare les visites et vous informe de chaque réaction des candidats acquéreurs ou locataires.",
          "En tant que propriétaire, vous suivez l'intérêt suscité par votre bien dans notre espace propriétaire : combien de personnes ont consulté votre annonce, quelles visites sont prévues et quelles communications ont été envoyées. Vous savez toujours où vous en êtes.",
          "Tous nos agents sont agréés par l'Institut professionnel des agents immobiliers (IPI) et suivent chaque année une formation continue. Nous travaillons avec des contrats de mission clairs, publions toutes les mentions légales obligatoires dans nos annonces et conservons vos acomptes sur un compte de tiers distinct.",
        ],
        [
          'Immo Horizon is an independent estate agency based in Ghent. We sell and let houses, apartments, building plots and business premises in East Flanders, Brussels and the rest of the country, and help developers market their new-build projects.',
          'Every client has one dedicated contact, from the first valuation to the signing at the notary. That agent knows your file inside out, prepares the viewings and keeps you posted on every reaction from prospective buyers or tenants.',
          'As an owner, you can follow the interest in your property closely in our owner portal: how many people viewed your listing, which viewings are planned and which communications were sent. You always know where you stand.',
          'All our agents are licensed by the Professional Institute of Real Estate Agents (BIV/IPI) and take further training every year. We work with clear mandate agreements, include every legally required detail in our listings and hold your advance payments in a separate third-party account.',
        ],
      ),
    },
    {
      blockType: 'category',
      title: t('Ons team', 'Notre équipe', 'Our team'),
      category: 'all',
      maxItems: 13,
      itemsPerRow: 3,
    },
  ],
}

const demandRegister: SeedPage = {
  key: 'demand-register',
  slug: t('zoekopdracht', 'inscription', 'register'),
  title: t('Zoekopdracht', 'Inscription', 'Register your search'),
  metaTitle: t(
    'Registreer uw zoekopdracht | Immo Horizon',
    'Inscrivez votre recherche | Immo Horizon',
    'Register your property search | Immo Horizon',
  ),
  metaDescription: t(
    'Vertel ons welk pand u zoekt: type, gemeente, budget en aantal slaapkamers. U krijgt bericht zodra er een woning binnenkomt die bij uw wensen past.',
    "Dites-nous quel bien vous cherchez : type, commune, budget et nombre de chambres. Vous êtes prévenu dès qu'un bien correspondant à vos souhaits arrive.",
    'Tell us what you are looking for: type, city, budget and number of bedrooms. We will let you know as soon as a property that matches your wishes comes in.',
  ),
  showPageBanner: true,
  showBreadCrumb: true,
  bannerTitle: t('Registreer uw zoekopdracht', 'Inscrivez votre recherche', 'Register your search'),
  bannerDescription: t(
    'Als eerste op de hoogte van nieuw aanbod.',
    'Soyez le premier informé des nouveaux biens.',
    'Be the first to hear about new listings.',
  ),
  modules: [
    {
      blockType: 'contact',
      title: t('Wat zoekt u?', 'Que cherchez-vous ?', 'What are you looking for?'),
      description: t(
        'Vertel ons wat u zoekt. Komt er een pand binnen dat bij uw wensen past, dan hoort u het als eerste.',
        "Dites-nous ce que vous cherchez. Dès qu'un bien correspond à vos souhaits, vous êtes le premier informé.",
        'Tell us what you are looking for. When a property that fits comes in, you will be the first to know.',
      ),
      formKind: 'demand-register',
    },
  ],
}

const contact: SeedPage = {
  key: 'contact',
  slug: t('contact', 'contact', 'contact'),
  title: t('Contact', 'Contact', 'Contact'),
  metaTitle: t('Contacteer Immo Horizon in Gent', 'Contactez Immo Horizon à Gand', 'Contact Immo Horizon in Ghent'),
  metaDescription: t(
    'Bel, mail of kom langs op ons kantoor aan de Kortrijksesteenweg in Gent. Stel uw vraag via het contactformulier; we antwoorden binnen één werkdag.',
    'Appelez-nous, écrivez-nous ou passez à notre agence de la Kortrijksesteenweg à Gand. Posez votre question en ligne : réponse sous un jour ouvrable.',
    'Call, email or visit our office on Kortrijksesteenweg in Ghent. Ask your question through the contact form and we will reply within one working day.',
  ),
  showPageBanner: true,
  showBreadCrumb: true,
  bannerTitle: t('Contact', 'Contact', 'Contact'),
  bannerDescription: t('We helpen u graag verder.', 'Nous sommes à votre écoute.', 'We are happy to help.'),
  menuOrder: 6,
  modules: [
    {
      blockType: 'article',
      content: paragraphs(
        [
          `U vindt ons kantoor aan de ${street}, ${a.zip} ${a.city.nl}. Bel ons op ${phone} of mail naar ${a.email}. Bezoeken buiten de kantooruren plannen we graag op afspraak.`,
        ],
        [
          `Notre agence se trouve ${street}, ${a.zip} ${a.city.fr}. Appelez-nous au ${phone} ou écrivez à ${a.email}. Nous organisons volontiers des visites en dehors des heures de bureau, sur rendez-vous.`,
        ],
        [
          `Our office is at ${street}, ${a.zip} ${a.city.en}. Call us on +32 9 234 18 70 or email ${a.email}. We are happy to arrange viewings outside office hours by appointment.`,
        ],
      ),
    },
    {
      blockType: 'contact',
      title: t('Stuur ons een bericht', 'Envoyez-nous un message', 'Send us a message'),
      formKind: 'site-contact',
    },
    {
      blockType: 'contact',
      title: t('Schrijf u in op onze nieuwsbrief', 'Abonnez-vous à notre newsletter', 'Subscribe to our newsletter'),
      formKind: 'sign-newsletter',
    },
  ],
}

const freeValuation: SeedPage = {
  key: 'free-valuation',
  slug: t('gratis-schatting', 'estimation-gratuite', 'free-valuation'),
  title: t('Gratis schatting', 'Estimation gratuite', 'Free valuation'),
  metaTitle: t(
    'Gratis schatting van uw woning | Immo Horizon',
    'Estimation gratuite de votre bien | Immo Horizon',
    'Free property valuation | Immo Horizon',
  ),
  metaDescription: t(
    'Hoeveel is uw woning waard? Vraag een gratis en vrijblijvende schatting aan. Een erkend makelaar komt langs en bezorgt u een onderbouwde waardebepaling.',
    'Combien vaut votre bien ? Demandez une estimation gratuite et sans engagement. Un agent agréé se déplace et vous remet une évaluation argumentée.',
    'What is your property worth? Request a free valuation without obligation. A licensed agent visits and gives you a reasoned estimate of its market value.',
  ),
  showPageBanner: true,
  showBreadCrumb: true,
  bannerTitle: t('Hoeveel is uw woning waard?', 'Combien vaut votre bien ?', 'What is your property worth?'),
  bannerDescription: t(
    'Gratis, vrijblijvend en onderbouwd.',
    'Gratuite, sans engagement et argumentée.',
    'Free, without obligation and well-founded.',
  ),
  modules: [
    {
      blockType: 'article',
      content: paragraphs(
        [
          'Een correcte vraagprijs is de basis van een vlotte verkoop of verhuur. Is de prijs te hoog, dan blijft uw pand te lang online staan; is hij te laag, dan laat u geld liggen.',
          'Onze makelaar bezoekt uw woning, bekijkt de staat, de ligging, het EPC en de stedenbouwkundige situatie, en vergelijkt met recente verkopen in uw buurt. Binnen de week krijgt u een schriftelijk verslag met een realistische prijsvork.',
          'De schatting is gratis en verplicht u tot niets. Beslist u daarna om met ons te verkopen of te verhuren, dan weet u meteen waar u aan toe bent.',
        ],
        [
          "Un prix juste est la base d'une vente ou d'une location rapide. Trop élevé, votre bien reste trop longtemps en ligne ; trop bas, vous laissez de l'argent sur la table.",
          "Notre agent visite votre bien, examine son état, sa situation, son certificat PEB et sa situation urbanistique, puis le compare aux ventes récentes dans votre quartier. Dans la semaine, vous recevez un rapport écrit avec une fourchette de prix réaliste.",
          "L'estimation est gratuite et ne vous engage à rien. Si vous décidez ensuite de vendre ou de louer avec nous, vous savez d'emblée à quoi vous attendre.",
        ],
        [
          'The right asking price is the basis of a smooth sale or letting. Too high and your property stays online for too long; too low and you leave money on the table.',
          'Our agent visits your home, looks at its condition, location, energy certificate and planning situation, and compares it with recent sales in your area. Within a week you receive a written report with a realistic price range.',
          'The valuation is free and commits you to nothing. If you then decide to sell or let with us, you know exactly where you stand from day one.',
        ],
      ),
    },
    {
      blockType: 'contact',
      title: t('Vraag uw gratis schatting aan', 'Demandez votre estimation gratuite', 'Request your free valuation'),
      description: t(
        'Vul het adres van uw pand in; we bellen u om een afspraak te maken.',
        "Indiquez l'adresse de votre bien ; nous vous appelons pour fixer un rendez-vous.",
        'Enter the address of your property and we will call you to arrange a visit.',
      ),
      formKind: 'contact-demand',
    },
  ],
}

const thankYou: SeedPage = {
  key: 'thank-you',
  slug: t('bedankt', 'merci', 'thank-you'),
  title: t('Bedankt', 'Merci', 'Thank you'),
  metaTitle: t('Bedankt | Immo Horizon', 'Merci | Immo Horizon', 'Thank you | Immo Horizon'),
  metaDescription: t(
    'Bedankt voor uw bericht aan Immo Horizon. We hebben uw aanvraag goed ontvangen en nemen zo snel mogelijk contact met u op.',
    'Merci pour votre message à Immo Horizon. Nous avons bien reçu votre demande et nous vous recontacterons dans les plus brefs délais.',
    'Thank you for contacting Immo Horizon. We have received your request and one of our team will get back to you as soon as possible.',
  ),
  showPageBanner: true,
  showBreadCrumb: false,
  bannerTitle: t('Bedankt', 'Merci', 'Thank you'),
  modules: [],
}

const login: SeedPage = {
  key: 'login',
  slug: t('login', 'login', 'login'),
  title: t('Login eigenaar', 'Connexion propriétaire', 'Owner login'),
  metaTitle: t('Login eigenaar | Immo Horizon', 'Connexion propriétaire | Immo Horizon', 'Owner login | Immo Horizon'),
  metaDescription: t(
    'Meld u aan op het eigenaarsportaal van Immo Horizon en volg de bezoeken, contacten en publicaties van uw pand dat te koop of te huur staat.',
    "Connectez-vous à l'espace propriétaire d'Immo Horizon et suivez les visites, les contacts et les publications de votre bien à vendre ou à louer.",
    'Log in to the Immo Horizon owner portal and follow the visits, enquiries and publications for the property you are selling or letting with us.',
  ),
  showPageBanner: true,
  showBreadCrumb: true,
  bannerTitle: t('Login eigenaar', 'Connexion propriétaire', 'Owner login'),
  modules: [
    {
      blockType: 'article',
      content: paragraphs(
        [
          'Als eigenaar krijgt u van ons een persoonlijke login. Nog geen toegang? Vraag het gerust aan uw contactpersoon. Wachtwoord kwijt? Kies hieronder een nieuw, of meld u aan met een link die we u mailen.',
        ],
        [
          "En tant que propriétaire, vous recevez de notre part un accès personnel. Pas encore d'accès ? Demandez-le simplement à votre personne de contact. Mot de passe perdu ? Choisissez-en un nouveau ci-dessous, ou connectez-vous avec un lien envoyé par e-mail.",
        ],
        [
          'As an owner, you receive a personal login from us. No access yet? Just ask your contact person. Lost your password? Choose a new one below, or log in with a link we e-mail you.',
        ],
      ),
    },
  ],
}

const owner: SeedPage = {
  key: 'owner',
  slug: t('eigenaar', 'proprietaire', 'owner'),
  title: t('Eigenaarsportaal', 'Espace propriétaire', 'Owner portal'),
  metaTitle: t('Eigenaarsportaal | Immo Horizon', 'Espace propriétaire | Immo Horizon', 'Owner portal | Immo Horizon'),
  metaDescription: t(
    'Uw persoonlijke overzicht bij Immo Horizon: bezoeken vandaag, deze week en deze maand, bezoekgeschiedenis, communicatie en online media van uw pand.',
    "Votre tableau de bord Immo Horizon : visites du jour, de la semaine et du mois, historique des visites, communications et médias en ligne de votre bien.",
    'Your personal overview at Immo Horizon: visits today, this week and this month, visit history, communications and online media for your property.',
  ),
  showPageBanner: true,
  showBreadCrumb: true,
  bannerTitle: t('Eigenaarsportaal', 'Espace propriétaire', 'Owner portal'),
  modules: [],
}

const privacyStatement: SeedPage = {
  key: 'privacy-statement',
  slug: t('privacyverklaring', 'declaration-de-confidentialite', 'privacy-statement'),
  title: t('Privacyverklaring', 'Déclaration de confidentialité', 'Privacy statement'),
  metaTitle: t('Privacyverklaring | Immo Horizon', 'Déclaration de confidentialité | Immo Horizon', 'Privacy statement | Immo Horizon'),
  metaDescription: t(
    'Hoe Immo Horizon uw persoonsgegevens verwerkt: welke gegevens, waarvoor, op welke rechtsgrond, hoe lang we ze bewaren en hoe u uw rechten uitoefent.',
    'Comment Immo Horizon traite vos données personnelles : quelles données, pourquoi, sur quelle base légale, combien de temps et comment exercer vos droits.',
    'How Immo Horizon processes your personal data: which data, for what purpose, on which legal basis, for how long, and how to exercise your rights.',
  ),
  showPageBanner: true,
  showBreadCrumb: true,
  bannerTitle: t('Privacyverklaring', 'Déclaration de confidentialité', 'Privacy statement'),
  modules: [
    {
      blockType: 'article',
      content: paragraphs(
        [
          `Deze privacyverklaring legt uit hoe ${a.legalName.nl} ("wij"), gevestigd aan de ${street}, ${a.zip} ${a.city.nl}, met ondernemingsnummer ${a.companyNumber}, uw persoonsgegevens verwerkt wanneer u onze website bezoekt, een formulier invult of als klant met ons samenwerkt. Wij zijn de verwerkingsverantwoordelijke in de zin van de Algemene Verordening Gegevensbescherming (AVG). Met al uw vragen over privacy kunt u terecht op ${a.privacyEmail}.`,
          'Welke gegevens verwerken we? Uw identiteits- en contactgegevens (naam, adres, telefoon, e-mail), de inhoud van uw vragen en berichten, uw zoekcriteria, gegevens over het pand dat u wilt verkopen of verhuren en, bij een huurkandidatuur of een bod, de gegevens die daarvoor nodig zijn. Bij een huurkandidatuur vragen we in elke fase alleen wat de regels van het betrokken gewest toelaten, zoals het bedrag van uw inkomen. Daarnaast registreren we technische gegevens zoals uw IP-adres, om misbruik van onze formulieren te voorkomen.',
          'Hoe tellen we bezoeken? Om eigenaars te tonen hoeveel mensen hun pand bekeken, telt de pagina van elk pand één bezoek per bezoeker per dag, zonder cookies en zonder iets in uw browser op te slaan: daarom werkt het ook als u cookies weigerde. We bewaren alleen een versleutelde vingerafdruk (een hash) van een willekeurige sleutel van de dag, uw IP-adres en uw browsertype; de sleutel wordt na die dag gewist, waarna niemand, ook wij niet, de vingerafdruk nog aan u kan koppelen. Wat overblijft is het aantal bezoeken per pand en per dag. Zoekrobots en vooraf geladen pagina\'s tellen niet mee.',
          'Wat blijft er in uw browser? De panden die u met het hartje bewaart, uw notities erbij en de laatste twaalf panden die u bekeek, bewaren we alleen in de lokale opslag van uw browser. Ze worden niet naar ons verstuurd, we kunnen ze niet inkijken en ze zijn aan geen enkel account gekoppeld. Omdat u ze zelf vraagt door op het hartje te klikken of een pand te openen, is daar geen cookietoestemming voor nodig. U wist ze op de favorietenpagina of door uw browsergegevens te wissen. Vraagt u ons op die pagina u te mailen over uw favorieten, dan bewaren we uw e-mailadres en welke panden u volgt (nooit uw notities) tot u zich uitschrijft.',
          'Waarvoor gebruiken we ze? Om uw vragen te beantwoorden en bezoeken te plannen, om u panden voor te stellen die bij uw zoekopdracht passen, om een schatting, verkoop of verhuur voor te bereiden en uit te voeren, om onze nieuwsbrief te versturen als u daarvoor gekozen hebt, om eigenaars toegang te geven tot hun portaal en om onze wettelijke verplichtingen na te komen, onder meer de identificatie van klanten die de antiwitwaswetgeving ons oplegt.',
          'Op welke rechtsgrond? We verwerken uw gegevens omdat dat nodig is om op uw verzoek stappen te zetten vóór een overeenkomst of om een overeenkomst uit te voeren (artikel 6.1.b AVG), omdat een wettelijke verplichting ons dat oplegt (artikel 6.1.c), omdat we er een gerechtvaardigd belang bij hebben, zoals de beveiliging van onze website en de opvolging van uw vraag (artikel 6.1.f), of omdat u ons uw toestemming gaf, bijvoorbeeld voor de nieuwsbrief of voor niet-noodzakelijke cookies (artikel 6.1.a). Uw toestemming kunt u op elk moment intrekken.',
          'Met wie delen we uw gegevens? Alleen met wie ze echt nodig heeft: de eigenaar van het pand waarvoor u interesse toont (bij een bod of huurkandidatuur), de notaris en onze dienstverleners voor hosting, e-mail en IT, die als verwerker uitsluitend volgens onze instructies werken. We verkopen uw gegevens nooit. Worden gegevens buiten de Europese Economische Ruimte verwerkt, bijvoorbeeld door Google, dan gebeurt dat alleen met passende waarborgen, zoals de modelcontractbepalingen van de Europese Commissie.',
          'Hoe lang bewaren we ze? Gegevens van vragen en bezoeken bewaren we tot drie jaar na het laatste contact. Een zoekopdracht blijft actief tot u ze stopzet en wordt na twee jaar zonder reactie gewist. Een huurkandidatuur vraagt alleen wat de wet van het gewest van de woning toelaat; ze en haar bijlage zijn enkel voor onze medewerkers zichtbaar en worden automatisch gewist 180 dagen nadat de woning verhuurd of van de site gehaald is, of meteen wanneer u dat vraagt. In onze back-ups verdwijnen ze uiterlijk 30 dagen later. Gegevens die we voor de antiwitwaswetgeving of de boekhouding moeten bijhouden, bewaren we tien jaar. Technische loggegevens verdwijnen na dertig dagen.',
          `Welke rechten hebt u? U hebt recht op inzage, verbetering en wissing van uw gegevens, op beperking van de verwerking en op overdraagbaarheid. U kunt zich verzetten tegen verwerking op basis van ons gerechtvaardigd belang en tegen direct marketing. Stuur uw verzoek naar ${a.privacyEmail}; we antwoorden binnen een maand. Uitschrijven voor de nieuwsbrief kan ook met de link onderaan elke mail.`,
          'Hoe beveiligen we uw gegevens? Met passende technische en organisatorische maatregelen: versleutelde verbindingen, toegang enkel voor medewerkers die de gegevens nodig hebben, en regelmatige back-ups. Wachtwoorden van het eigenaarsportaal bewaren we alleen in gehashte vorm.',
          'Bent u het niet eens met de manier waarop we uw gegevens verwerken? Neem dan eerst contact met ons op, zodat we samen een oplossing kunnen zoeken. U kunt ook klacht indienen bij de Gegevensbeschermingsautoriteit (GBA), Drukpersstraat 35, 1000 Brussel, www.gegevensbeschermingsautoriteit.be.',
          'We passen deze verklaring aan wanneer onze werking of de wetgeving verandert. De meest recente versie staat altijd op deze pagina.',
        ],
        [
          `La présente déclaration explique comment ${a.legalName.fr} (« nous »), établie ${street}, ${a.zip} ${a.city.fr}, numéro d'entreprise ${a.companyNumber}, traite vos données personnelles lorsque vous visitez notre site, remplissez un formulaire ou travaillez avec nous en tant que client. Nous sommes le responsable du traitement au sens du Règlement général sur la protection des données (RGPD). Pour toute question relative à la vie privée, écrivez à ${a.privacyEmail}.`,
          "Quelles données traitons-nous ? Vos données d'identité et de contact (nom, adresse, téléphone, e-mail), le contenu de vos questions et messages, vos critères de recherche, les données du bien que vous souhaitez vendre ou louer et, en cas de candidature locative ou d'offre, les données nécessaires à celle-ci. Pour une candidature locative, nous ne demandons à chaque étape que ce que la réglementation de la région concernée autorise, comme le montant de vos revenus. Nous enregistrons également des données techniques, telles que votre adresse IP, pour prévenir les abus de nos formulaires.",
          "Comment comptons-nous les visites ? Pour montrer aux propriétaires combien de personnes ont vu leur bien, la page de chaque bien compte une visite par visiteur et par jour, sans cookies et sans rien enregistrer dans votre navigateur : cela fonctionne donc aussi si vous avez refusé les cookies. Nous ne conservons qu'une empreinte chiffrée (un hachage) d'une clé aléatoire du jour, de votre adresse IP et de votre type de navigateur ; la clé est effacée après ce jour, après quoi personne, nous non plus, ne peut plus relier l'empreinte à vous. Il ne reste que le nombre de visites par bien et par jour. Les robots d'indexation et les pages préchargées ne sont pas comptés.",
          "Que reste-t-il dans votre navigateur ? Les biens que vous gardez avec le cœur, les notes que vous y ajoutez et les douze derniers biens que vous avez consultés sont conservés uniquement dans le stockage local de votre navigateur. Ils ne nous sont pas envoyés, nous ne pouvons pas les consulter et ils ne sont liés à aucun compte. Comme c'est vous qui le demandez, en cliquant sur le cœur ou en ouvrant un bien, aucun consentement aux cookies n'est nécessaire. Vous les effacez sur la page des favoris ou en effaçant vos données de navigation. Si vous nous demandez sur cette page de vous écrire au sujet de vos favoris, nous conservons votre adresse e-mail et les biens que vous suivez (jamais vos notes) jusqu'à votre désabonnement.",
          "Dans quel but ? Pour répondre à vos questions et organiser les visites, vous proposer des biens correspondant à votre recherche, préparer et réaliser une estimation, une vente ou une location, vous envoyer notre newsletter si vous l'avez demandée, donner aux propriétaires l'accès à leur espace personnel et respecter nos obligations légales, notamment l'identification des clients imposée par la législation anti-blanchiment.",
          "Sur quelle base légale ? Nous traitons vos données parce que c'est nécessaire pour prendre, à votre demande, des mesures précontractuelles ou exécuter un contrat (article 6.1.b du RGPD), parce qu'une obligation légale nous l'impose (article 6.1.c), parce que nous avons un intérêt légitime, comme la sécurité de notre site et le suivi de votre demande (article 6.1.f), ou parce que vous y avez consenti, par exemple pour la newsletter ou les cookies non nécessaires (article 6.1.a). Vous pouvez retirer votre consentement à tout moment.",
          "Avec qui partageons-nous vos données ? Uniquement avec ceux qui en ont besoin : le propriétaire du bien qui vous intéresse (en cas d'offre ou de candidature locative), le notaire et nos prestataires d'hébergement, d'e-mail et d'informatique, qui agissent comme sous-traitants selon nos seules instructions. Nous ne vendons jamais vos données. Si des données sont traitées en dehors de l'Espace économique européen, par exemple par Google, c'est uniquement avec des garanties appropriées, comme les clauses contractuelles types de la Commission européenne.",
          "Combien de temps les conservons-nous ? Les données liées à vos demandes et visites sont conservées jusqu'à trois ans après le dernier contact. Une recherche enregistrée reste active jusqu'à ce que vous l'arrêtiez et est supprimée après deux ans sans réaction. Une candidature locative ne demande que ce que la loi de la région du logement permet ; elle et son justificatif ne sont visibles que par nos collaborateurs et sont effacés automatiquement 180 jours après que le logement a été loué ou retiré du site, ou aussitôt que vous le demandez. Dans nos sauvegardes, ils disparaissent au plus tard 30 jours après. Les données que nous devons garder pour la législation anti-blanchiment ou la comptabilité sont conservées dix ans. Les journaux techniques sont supprimés après trente jours.",
          `Quels sont vos droits ? Vous avez le droit d'accéder à vos données, de les faire rectifier ou effacer, d'en limiter le traitement et d'en demander la portabilité. Vous pouvez vous opposer au traitement fondé sur notre intérêt légitime ainsi qu'au marketing direct. Envoyez votre demande à ${a.privacyEmail} ; nous répondons dans le mois. Vous pouvez aussi vous désinscrire de la newsletter via le lien présent dans chaque e-mail.`,
          "Comment protégeons-nous vos données ? Par des mesures techniques et organisationnelles appropriées : connexions chiffrées, accès réservé aux collaborateurs qui en ont besoin et sauvegardes régulières. Les mots de passe de l'espace propriétaire ne sont conservés que sous forme hachée.",
          "Vous n'êtes pas d'accord avec la manière dont nous traitons vos données ? Contactez-nous d'abord, afin que nous puissions chercher une solution ensemble. Vous pouvez aussi introduire une plainte auprès de l'Autorité de protection des données (APD), rue de la Presse 35, 1000 Bruxelles, www.autoriteprotectiondonnees.be.",
          'Nous adaptons cette déclaration lorsque notre fonctionnement ou la législation évolue. La version la plus récente se trouve toujours sur cette page.',
        ],
        [
          `This privacy statement explains how ${a.legalName.en} ("we"), based at ${street}, ${a.zip} ${a.city.en}, company number ${a.companyNumber}, processes your personal data when you visit our website, fill in a form or work with us as a client. We are the controller within the meaning of the General Data Protection Regulation (GDPR). For any privacy question, write to ${a.privacyEmail}.`,
          'Which data do we process? Your identity and contact details (name, address, phone, email), the content of your questions and messages, your search criteria, details of the property you want to sell or let and, for a rent application or an offer, the data that it requires. For a rent application we only ask, at each stage, for what the rules of the region concerned allow, such as the amount of your income. We also record technical data such as your IP address to prevent misuse of our forms.',
          'How do we count visits? To show owners how many people viewed their property, each property page counts one visit per visitor per day, without cookies and without storing anything in your browser, so it also works if you refused cookies. We keep only a scrambled fingerprint (a hash) of a random key of the day, your IP address and your browser type; the key is deleted after that day, after which nobody, including us, can link the fingerprint to you. What remains is the number of visits per property per day. Search robots and preloaded pages are not counted.',
          'What stays in your browser? The listings you keep with the heart, the notes you add to them and the last twelve listings you viewed are kept only in your browser\'s local storage. They are not sent to us, we cannot see them and they are tied to no account. Because you ask for them yourself, by pressing the heart or opening a listing, no cookie consent is needed. You can erase them on the shortlist page or by clearing your browsing data. If you ask us on that page to email you about your shortlist, we keep your email address and which listings you follow (never your notes) until you unsubscribe.',
          'What do we use them for? To answer your questions and plan viewings, to suggest properties that match your search, to prepare and carry out a valuation, sale or letting, to send our newsletter if you asked for it, to give owners access to their portal, and to meet our legal obligations, including the client identification that anti-money-laundering law requires of us.',
          'On what legal basis? We process your data because it is necessary to take steps at your request before entering into a contract, or to perform a contract (Article 6(1)(b) GDPR); because a legal obligation requires it (Article 6(1)(c)); because we have a legitimate interest, such as securing our website and following up your request (Article 6(1)(f)); or because you gave your consent, for instance for the newsletter or for non-essential cookies (Article 6(1)(a)). You can withdraw your consent at any time.',
          'Who do we share your data with? Only with those who really need it: the owner of the property you are interested in (for an offer or rent application), the notary, and our hosting, email and IT providers, who act as processors on our instructions only. We never sell your data. Where data are processed outside the European Economic Area, for example by Google, this only happens with appropriate safeguards such as the European Commission\'s standard contractual clauses.',
          'How long do we keep them? Data about your questions and viewings are kept for up to three years after the last contact. A registered search stays active until you stop it and is deleted after two years without any response. A rent application asks only what the law of the home’s region allows; it and its document are seen by our staff only and are erased automatically 180 days after the home is let or taken off the site, or at once when you ask. In our backups they disappear at most 30 days later. Data we must keep under anti-money-laundering or accounting law are kept for ten years. Technical logs are deleted after thirty days.',
          `What are your rights? You have the right to access, correct and erase your data, to restrict its processing and to data portability. You can object to processing based on our legitimate interest and to direct marketing. Send your request to ${a.privacyEmail}; we reply within one month. You can also unsubscribe from the newsletter with the link at the bottom of every email.`,
          'How do we protect your data? With appropriate technical and organisational measures: encrypted connections, access limited to the staff who need the data, and regular backups. Owner portal passwords are only stored in hashed form.',
          'Do you disagree with the way we process your data? Please contact us first so that we can look for a solution together. You can also lodge a complaint with the Belgian Data Protection Authority (GBA/APD), Rue de la Presse 35, 1000 Brussels, www.dataprotectionauthority.be.',
          'We update this statement when our way of working or the law changes. The latest version is always on this page.',
        ],
      ),
    },
  ],
}

const cookiePolicy: SeedPage = {
  key: 'cookie-policy',
  slug: t('cookiebeleid', 'politique-cookies', 'cookie-policy'),
  title: t('Cookiebeleid', 'Politique cookies', 'Cookie policy'),
  metaTitle: t('Cookiebeleid | Immo Horizon', 'Politique cookies | Immo Horizon', 'Cookie policy | Immo Horizon'),
  metaDescription: t(
    'Welke cookies de website van Immo Horizon gebruikt, waarom, hoe lang ze bewaard blijven en hoe u uw toestemming op elk moment aanpast of intrekt.',
    'Les cookies utilisés par le site Immo Horizon : lesquels, pourquoi, pour combien de temps, et comment modifier ou retirer votre consentement à tout moment.',
    'Which cookies the Immo Horizon website uses, why, how long they are kept, and how you can change or withdraw your consent at any moment you choose.',
  ),
  showPageBanner: true,
  showBreadCrumb: true,
  bannerTitle: t('Cookiebeleid', 'Politique cookies', 'Cookie policy'),
  modules: [
    {
      blockType: 'article',
      content: paragraphs(
        [
          `De website van ${a.name} gebruikt cookies en vergelijkbare technieken, zoals lokale opslag in uw browser. Een cookie is een klein tekstbestand dat een website op uw toestel bewaart, zodat die u bij een volgend bezoek herkent of uw voorkeuren onthoudt.`,
          'Bij uw eerste bezoek vragen we welke cookies u toestaat. Weigeren is even eenvoudig als aanvaarden, en ook als u alles weigert, kunt u de site volledig gebruiken. Zolang u geen keuze maakt, plaatsen we alleen noodzakelijke cookies en staan alle andere categorieën op "geweigerd".',
          'Noodzakelijk. Deze cookies zijn nodig om de site te laten werken en vragen geen toestemming. Ze onthouden uw taalkeuze (een cookie en de lokale opslag "i18nextLng") en uw cookievoorkeuren, en beschermen onze formulieren tegen misbruik. Wie zich als eigenaar aanmeldt, krijgt bovendien een sessiecookie die bij het afmelden vervalt.',
          'Statistieken (analytics storage). Met uw toestemming meten we met Google Analytics hoe bezoekers de site gebruiken: welke pagina\'s populair zijn en waar bezoekers afhaken. Zo kunnen we de site verbeteren. Deze cookies ("_ga" en "_ga_<id>") blijven maximaal twee jaar bewaard.',
          'Advertentiecookies (ad storage). Met uw toestemming plaatsen Google Ads en Meta cookies, zoals "_gcl_au" en "_fbp", om te meten of onze advertenties tot bezoeken of aanvragen leiden. Ze blijven tot drie maanden bewaard.',
          'Gebruikersgegevens voor advertenties (ad user data) en gepersonaliseerde advertenties (ad personalization). Met deze twee toestemmingen mogen we gegevens over uw bezoek naar onze advertentiepartners sturen en mogen die partners u advertenties tonen die aansluiten bij uw interesses. Zonder uw toestemming gebeurt geen van beide.',
          'Inhoud van derden. Op de detailpagina van een pand kunnen een kaart van Google Maps en video\'s van YouTube of Vimeo verschijnen. Die diensten kunnen eigen cookies plaatsen volgens hun eigen privacybeleid.',
          'Uw keuze wijzigen. Klik onderaan elke pagina op "Cookie-instellingen" om uw toestemming aan te passen of in te trekken. Uw keuze wordt in uw browser bewaard tot u ze wijzigt of uw browsergegevens wist. Via de instellingen van uw browser kunt u cookies ook verwijderen of blokkeren.',
          `Meer weten over hoe we met uw persoonsgegevens omgaan? Lees onze privacyverklaring of mail naar ${a.privacyEmail}.`,
        ],
        [
          `Le site d'${a.name} utilise des cookies et des techniques similaires, comme le stockage local de votre navigateur. Un cookie est un petit fichier texte qu'un site enregistre sur votre appareil pour vous reconnaître lors d'une visite ultérieure ou retenir vos préférences.`,
          "Lors de votre première visite, nous vous demandons quels cookies vous acceptez. Refuser est aussi simple qu'accepter, et vous pouvez utiliser tout le site même si vous refusez tout. Tant que vous n'avez pas fait de choix, nous ne déposons que les cookies nécessaires et toutes les autres catégories sont « refusées ».",
          "Nécessaires. Ces cookies sont indispensables au fonctionnement du site et ne requièrent pas de consentement. Ils retiennent votre choix de langue (un cookie et le stockage local « i18nextLng ») et vos préférences en matière de cookies, et protègent nos formulaires contre les abus. Les propriétaires qui se connectent reçoivent en outre un cookie de session qui expire à la déconnexion.",
          "Statistiques (analytics storage). Avec votre accord, nous mesurons avec Google Analytics la façon dont les visiteurs utilisent le site : quelles pages sont populaires et où ils abandonnent. Cela nous permet d'améliorer le site. Ces cookies (« _ga » et « _ga_<id> ») sont conservés deux ans au maximum.",
          "Cookies publicitaires (ad storage). Avec votre accord, Google Ads et Meta déposent des cookies, comme « _gcl_au » et « _fbp », pour mesurer si nos annonces génèrent des visites ou des demandes. Ils sont conservés jusqu'à trois mois.",
          "Données utilisateur publicitaires (ad user data) et publicité personnalisée (ad personalization). Ces deux consentements nous autorisent à transmettre des données sur votre visite à nos partenaires publicitaires, et permettent à ces partenaires de vous montrer des publicités adaptées à vos centres d'intérêt. Sans votre accord, ni l'un ni l'autre n'a lieu.",
          "Contenus de tiers. La page d'un bien peut afficher une carte Google Maps et des vidéos YouTube ou Vimeo. Ces services peuvent déposer leurs propres cookies selon leur propre politique de confidentialité.",
          "Modifier votre choix. Cliquez sur « Paramètres des cookies » en bas de chaque page pour modifier ou retirer votre consentement. Votre choix est conservé dans votre navigateur jusqu'à ce que vous le modifiiez ou effaciez vos données de navigation. Les réglages de votre navigateur permettent aussi de supprimer ou de bloquer les cookies.",
          `Vous voulez en savoir plus sur la manière dont nous traitons vos données personnelles ? Lisez notre déclaration de confidentialité ou écrivez à ${a.privacyEmail}.`,
        ],
        [
          `The ${a.name} website uses cookies and similar techniques, such as your browser's local storage. A cookie is a small text file that a website stores on your device so that it can recognise you on a later visit or remember your preferences.`,
          'On your first visit we ask which cookies you allow. Declining is as easy as accepting, and you can use the whole site even if you decline everything. Until you make a choice, we only set necessary cookies and every other category stays "denied".',
          'Necessary. These cookies are needed for the site to work and do not require consent. They remember your language (a cookie and the "i18nextLng" local storage entry) and your cookie preferences, and protect our forms against abuse. Owners who log in also receive a session cookie that expires when they log out.',
          'Analytics (analytics storage). With your consent we use Google Analytics to measure how visitors use the site: which pages are popular and where visitors drop off. This helps us improve the site. These cookies ("_ga" and "_ga_<id>") are kept for at most two years.',
          'Ad storage. With your consent, Google Ads and Meta set cookies such as "_gcl_au" and "_fbp" to measure whether our adverts lead to visits or enquiries. They are kept for up to three months.',
          'Ad user data and ad personalisation. These two consents allow us to send data about your visit to our advertising partners, and allow those partners to show you adverts that match your interests. Without your consent, neither happens.',
          'Third-party content. A property page may show a Google Maps map and videos from YouTube or Vimeo. These services may set their own cookies under their own privacy policies.',
          'Changing your choice. Click "Cookie settings" at the bottom of any page to change or withdraw your consent. Your choice is kept in your browser until you change it or clear your browsing data. You can also delete or block cookies in your browser settings.',
          `Want to know more about how we handle your personal data? Read our privacy statement or email ${a.privacyEmail}.`,
        ],
      ),
    },
  ],
}

const disclaimer: SeedPage = {
  key: 'disclaimer',
  slug: t('disclaimer', 'avertissement', 'disclaimer'),
  title: t('Disclaimer', 'Avertissement', 'Disclaimer'),
  metaTitle: t('Disclaimer | Immo Horizon', 'Avertissement | Immo Horizon', 'Disclaimer | Immo Horizon'),
  metaDescription: t(
    'Wettelijke vermeldingen en disclaimer van Immo Horizon, erkend vastgoedmakelaar-bemiddelaar (BIV): wie we zijn, onze aansprakelijkheid en auteursrechten.',
    "Mentions légales et avertissement d'Immo Horizon, agent immobilier agréé IPI : qui nous sommes, notre responsabilité et les droits d'auteur du site.",
    'Legal notice and disclaimer of Immo Horizon, licensed real-estate broker (BIV/IPI): who we are, the limits of our liability and copyright on this site.',
  ),
  showPageBanner: true,
  showBreadCrumb: true,
  bannerTitle: t('Disclaimer', 'Avertissement', 'Disclaimer'),
  modules: [
    {
      blockType: 'article',
      content: paragraphs(
        [
          `Deze website wordt uitgegeven door ${a.legalName.nl}, ${street}, ${a.zip} ${a.city.nl}, ondernemingsnummer ${a.companyNumber}, btw ${a.vatNumber}, telefoon ${phone}, e-mail ${a.email}. ${a.name} is erkend vastgoedmakelaar-bemiddelaar, ingeschreven bij het BIV onder nummer ${a.bivNumber}, met een beroepstitel toegekend in België.`,
          `Als erkend vastgoedmakelaar zijn we onderworpen aan de deontologische code van het BIV (${a.deontologyCodeUrl}). Toezichthoudende overheid: ${a.supervisor.nl}. Onze burgerlijke beroepsaansprakelijkheid en borgstelling zijn verzekerd bij ${a.insurer.name}, polisnummer ${a.insurer.policyNumber}.`,
          'De informatie over de panden op deze site stellen we met de grootste zorg samen, op basis van gegevens van de eigenaars en van officiële attesten. Ze is informatief en niet contractueel bindend. Oppervlakten, afmetingen en plannen zijn benaderend; foto\'s en sfeerbeelden kunnen afwijken van de werkelijke toestand.',
          'Prijzen zijn vraagprijzen zonder registratierechten, btw, notariskosten of andere aankoopkosten, tenzij anders vermeld. Bij huurpanden vermelden we steeds de huurprijs en de gemeenschappelijke lasten. Een pand kan intussen verkocht, verhuurd of in optie genomen zijn; alleen een ondertekende overeenkomst is bindend.',
          'De wettelijk verplichte gegevens, zoals het EPC, de overstromingsscores, de stedenbouwkundige informatie en het asbestattest, nemen we over uit de attesten en uittreksels die ons bezorgd werden. Voor de volledige en officiële informatie verwijzen we naar die documenten, die u bij ons kunt opvragen.',
          'We doen ons best om de site juist en beschikbaar te houden, maar kunnen niet garanderen dat ze altijd foutloos of bereikbaar is. We zijn niet aansprakelijk voor schade door onjuistheden, onderbrekingen of het gebruik van de site, behalve bij opzet of zware fout. Voor de inhoud van websites van derden waarnaar we verwijzen, zijn we niet verantwoordelijk.',
          `Alle teksten, foto's, logo's en andere inhoud van deze site zijn beschermd door het auteursrecht en behoren toe aan ${a.name} of aan de rechthebbenden. Overnemen zonder voorafgaande schriftelijke toestemming is niet toegestaan.`,
          'Hebt u een klacht? Laat het ons eerst weten, dan zoeken we samen een oplossing. Met een deontologische klacht over een vastgoedmakelaar kunt u terecht bij het BIV. Voor consumentengeschillen kunt u ook de Consumentenombudsdienst contacteren (www.consumentenombudsdienst.be).',
          'Op deze website en deze disclaimer is het Belgische recht van toepassing. Geschillen behoren tot de bevoegdheid van de rechtbanken van Gent, onverminderd de dwingende regels die consumenten beschermen.',
        ],
        [
          `Ce site est édité par ${a.legalName.fr}, ${street}, ${a.zip} ${a.city.fr}, numéro d'entreprise ${a.companyNumber}, TVA ${a.vatNumber}, téléphone ${phone}, e-mail ${a.email}. ${a.name} est agent immobilier intermédiaire agréé, inscrit à l'IPI sous le numéro ${a.bivNumber}, titre professionnel octroyé en Belgique.`,
          `En tant qu'agent immobilier agréé, nous sommes soumis au code de déontologie de l'IPI (${a.deontologyCodeUrl}). Autorité de contrôle : ${a.supervisor.fr}. Notre responsabilité civile professionnelle et notre cautionnement sont assurés auprès de ${a.insurer.name}, police n° ${a.insurer.policyNumber}.`,
          "Les informations sur les biens présentés sur ce site sont rédigées avec le plus grand soin, sur la base des données fournies par les propriétaires et des attestations officielles. Elles sont données à titre indicatif et n'ont pas de valeur contractuelle. Les surfaces, dimensions et plans sont approximatifs ; les photos et images d'ambiance peuvent différer de la réalité.",
          "Les prix indiqués sont des prix demandés, hors droits d'enregistrement, TVA, frais de notaire et autres frais d'acquisition, sauf mention contraire. Pour les locations, nous indiquons toujours le loyer et les charges communes. Un bien peut entre-temps avoir été vendu, loué ou mis sous option ; seul un contrat signé engage les parties.",
          "Les mentions légales obligatoires, comme le certificat PEB, les scores d'inondation, les informations urbanistiques et l'attestation amiante, sont reprises des attestations et extraits qui nous ont été remis. Pour l'information complète et officielle, nous vous renvoyons à ces documents, que vous pouvez nous demander.",
          "Nous veillons à ce que le site soit exact et accessible, sans pouvoir garantir qu'il soit toujours exempt d'erreurs ou disponible. Nous ne sommes pas responsables des dommages résultant d'inexactitudes, d'interruptions ou de l'utilisation du site, sauf en cas de dol ou de faute grave. Nous ne sommes pas responsables du contenu des sites de tiers vers lesquels nous renvoyons.",
          `Tous les textes, photos, logos et autres contenus de ce site sont protégés par le droit d'auteur et appartiennent à ${a.name} ou à leurs ayants droit. Toute reproduction sans autorisation écrite préalable est interdite.`,
          "Vous avez une réclamation ? Faites-le-nous savoir d'abord, nous chercherons ensemble une solution. Une plainte déontologique concernant un agent immobilier peut être adressée à l'IPI. Pour les litiges de consommation, vous pouvez également contacter le Service de médiation pour le consommateur (www.mediationconsommateur.be).",
          "Ce site et le présent avertissement sont régis par le droit belge. Les litiges relèvent de la compétence des tribunaux de Gand, sans préjudice des règles impératives protégeant les consommateurs.",
        ],
        [
          `This website is published by ${a.legalName.en}, ${street}, ${a.zip} ${a.city.en}, Belgium, company number ${a.companyNumber}, VAT ${a.vatNumber}, phone +32 9 234 18 70, email ${a.email}. ${a.name} is a licensed real-estate broker registered with the BIV/IPI under number ${a.bivNumber}, with a professional title granted in Belgium.`,
          `As a licensed estate agent we are bound by the BIV code of ethics (${a.deontologyCodeUrl}). Supervisory authority: ${a.supervisor.en}. Our professional liability and financial bond are insured with ${a.insurer.name}, policy number ${a.insurer.policyNumber}.`,
          'We compile the property information on this site with the greatest care, based on data supplied by the owners and on official certificates. It is for information only and is not contractually binding. Areas, dimensions and plans are approximate; photos and mood images may differ from the actual condition.',
          'Prices are asking prices and exclude registration duties, VAT, notary fees and other purchase costs unless stated otherwise. For rentals we always show the rent together with the common charges. A property may have been sold, let or put under option in the meantime; only a signed agreement is binding.',
          'The legally required details, such as the energy certificate, flood scores, planning information and asbestos certificate, are taken from the certificates and extracts provided to us. For the full and official information, please refer to those documents, which you can request from us.',
          'We do our best to keep the site accurate and available but cannot guarantee that it is always error-free or reachable. We are not liable for damage caused by inaccuracies, interruptions or the use of the site, except in case of intent or gross negligence. We are not responsible for the content of third-party websites we link to.',
          `All texts, photos, logos and other content on this site are protected by copyright and belong to ${a.name} or to the respective rights holders. Reproduction without prior written permission is not allowed.`,
          'Do you have a complaint? Please tell us first and we will look for a solution together. Complaints about an estate agent\'s professional conduct can be addressed to the BIV/IPI. For consumer disputes you can also contact the Belgian Consumer Mediation Service (www.consumerombudsman.be).',
          'This website and this disclaimer are governed by Belgian law. Disputes fall under the jurisdiction of the courts of Ghent, without prejudice to mandatory rules protecting consumers.',
        ],
      ),
    },
  ],
}

const shortlist: SeedPage = {
  key: 'shortlist',
  slug: t('favorieten', 'favoris', 'favourites'),
  title: t('Favorieten', 'Favoris', 'Shortlist'),
  metaTitle: t('Uw favorieten | Immo Horizon', 'Vos favoris | Immo Horizon', 'Your shortlist | Immo Horizon'),
  metaDescription: t(
    'De panden die u bewaarde, met uw eigen notities, naast elkaar vergeleken. Zonder account: alles blijft in uw browser.',
    'Les biens que vous avez gardés, avec vos propres notes, comparés côte à côte. Sans compte : tout reste dans votre navigateur.',
    'The listings you kept, with your own notes, compared side by side. No account needed: everything stays in your browser.',
  ),
  showPageBanner: true,
  showBreadCrumb: true,
  bannerTitle: t('Uw favorieten', 'Vos favoris', 'Your shortlist'),
  bannerDescription: t(
    'Bewaren, noteren en vergelijken, zonder account.',
    'Garder, annoter et comparer, sans compte.',
    'Keep, note and compare, without an account.',
  ),
  modules: [
    {
      blockType: 'article',
      content: paragraphs(
        [
          'Klik op het hartje bij een pand om het hier te bewaren. Schrijf er een notitie bij en vergelijk twee tot vier panden naast elkaar: prijs, prijs per m², oppervlakte, slaapkamers, EPC-label en geschatte energiekost. Wordt een bewaard pand verkocht, verhuurd of offline gehaald, dan ziet u dat hier.',
          'Uw favorieten, notities en onlangs bekeken panden blijven in deze browser: u hebt geen account nodig en wij krijgen ze niet te zien. Wist u uw browsergegevens of gebruikt u een ander toestel, dan begint u opnieuw.',
        ],
        [
          "Cliquez sur le cœur d'un bien pour le garder ici. Ajoutez-y une note et comparez deux à quatre biens côte à côte : prix, prix par m², surfaces, chambres, classe PEB et coût énergétique estimé. Si un bien gardé est vendu, loué ou retiré du site, vous le voyez ici.",
          "Vos favoris, vos notes et les biens consultés récemment restent dans ce navigateur : vous n'avez pas besoin de compte et nous ne les voyons pas. Si vous effacez vos données de navigation ou changez d'appareil, vous repartez de zéro.",
        ],
        [
          'Press the heart on any listing to keep it here. Add a note and compare two to four listings side by side: price, price per m², areas, bedrooms, EPC label and the estimated energy cost. If a kept listing is sold, rented or taken offline, you will see it here.',
          'Your shortlist, your notes and the listings you viewed recently stay in this browser: you need no account and we never see them. If you clear your browsing data or switch devices, you start afresh.',
        ],
      ),
    },
  ],
}

/** One page per PageKey, slugs as in DESIGN.md's URL table. */
export const pages: SeedPage[] = [
  home,
  forSale,
  forRent,
  projects,
  office,
  demandRegister,
  contact,
  freeValuation,
  thankYou,
  login,
  owner,
  privacyStatement,
  cookiePolicy,
  disclaimer,
  shortlist,
]
