import { describe, expect, it } from 'vitest'
import {
  ACCEPT_ALL_CONSENT,
  CAMPAIGN_PARAMS,
  CONSENT_DEFAULTS,
  CONSENT_FLAGS,
  CONSENT_TEXT_KEYS,
  type ConsentStorage,
  DECLINE_CONSENT,
  FACEBOOK_PIXEL_URL,
  captureCampaign,
  clearConsent,
  consentDefaultsScript,
  consentModeState,
  disallowedCookieNames,
  hasSetCookiesParam,
  pageLocationWithCampaign,
  pageViewEvent,
  parseStoredCampaign,
  readStoredConsent,
  scriptPlan,
  selectedConsent,
  shouldShowDialog,
  usableTrackingId,
  withdrawsConsent,
  withoutSetCookiesParam,
  writeConsent,
} from '@/lib/consent/consent'
import { dictionary } from '../../seed/data/dictionary'

/** A Map-backed localStorage. */
const memoryStorage = (initial: Record<string, string> = {}) => {
  const map = new Map(Object.entries(initial))
  const storage: ConsentStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  }
  return { storage, map, entries: () => Object.fromEntries(map) }
}

const blockedStorage: ConsentStorage = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
}

const ONLY_ANALYTICS = selectedConsent({ consentAnalyticsStorage: true })
const IDS = { googleAnalyticsId: 'G-TEST12345', adsId: 'AW-123456789', tagManagerId: 'GTM-TEST123', facebookPixelId: '123456789012345' }

describe('the five flags and the presets', () => {
  it('lists the flags in SPEC order, necessary first', () => {
    expect(CONSENT_FLAGS).toEqual(['consent', 'consentAdUserData', 'consentAdStorage', 'consentAnalyticsStorage', 'consentAdPersonalization'])
  })

  it('accept all turns all five on; decline only the necessary one', () => {
    expect(Object.keys(ACCEPT_ALL_CONSENT)).toEqual([...CONSENT_FLAGS])
    expect(Object.values(ACCEPT_ALL_CONSENT).every((on) => on)).toBe(true)
    expect(DECLINE_CONSENT).toEqual({
      consent: true,
      consentAdUserData: false,
      consentAdStorage: false,
      consentAnalyticsStorage: false,
      consentAdPersonalization: false,
    })
  })

  it('a selection keeps necessary on and exactly the chosen ones', () => {
    expect(selectedConsent({})).toEqual(DECLINE_CONSENT)
    expect(ONLY_ANALYTICS).toEqual({ ...DECLINE_CONSENT, consentAnalyticsStorage: true })
    expect(selectedConsent({ consentAdStorage: true, consentAdPersonalization: true, consentAdUserData: false })).toEqual({
      ...DECLINE_CONSENT,
      consentAdStorage: true,
      consentAdPersonalization: true,
    })
  })

  it('a selection with all four is accept all', () => {
    expect(
      selectedConsent({ consentAdUserData: true, consentAdStorage: true, consentAnalyticsStorage: true, consentAdPersonalization: true }),
    ).toEqual(ACCEPT_ALL_CONSENT)
  })

  it('only a real true turns a flag on', () => {
    const loose = { consentAnalyticsStorage: 'true', consentAdStorage: 1 } as unknown as Parameters<typeof selectedConsent>[0]
    expect(selectedConsent(loose)).toEqual(DECLINE_CONSENT)
  })

  it('the presets cannot be changed by accident', () => {
    expect(Object.isFrozen(ACCEPT_ALL_CONSENT)).toBe(true)
    expect(Object.isFrozen(DECLINE_CONSENT)).toBe(true)
  })
})

describe('storing the choice', () => {
  it('saves consent=set and each optional flag as true or false', () => {
    const { storage, entries } = memoryStorage()
    expect(writeConsent(storage, ONLY_ANALYTICS)).toBe(true)
    expect(entries()).toEqual({
      consent: 'set',
      consentAdUserData: 'false',
      consentAdStorage: 'false',
      consentAnalyticsStorage: 'true',
      consentAdPersonalization: 'false',
    })
  })

  it('accept all stores every flag on, decline only consent', () => {
    const all = memoryStorage()
    writeConsent(all.storage, ACCEPT_ALL_CONSENT)
    expect(all.entries()).toEqual({
      consent: 'set',
      consentAdUserData: 'true',
      consentAdStorage: 'true',
      consentAnalyticsStorage: 'true',
      consentAdPersonalization: 'true',
    })
    const none = memoryStorage()
    writeConsent(none.storage, DECLINE_CONSENT)
    expect(none.entries()).toEqual({
      consent: 'set',
      consentAdUserData: 'false',
      consentAdStorage: 'false',
      consentAnalyticsStorage: 'false',
      consentAdPersonalization: 'false',
    })
  })

  it('saves the necessary flag as set even when asked otherwise', () => {
    const { storage, map } = memoryStorage()
    writeConsent(storage, { ...DECLINE_CONSENT, consent: false })
    expect(map.get('consent')).toBe('set')
  })

  it('reads back what it wrote', () => {
    for (const flags of [ACCEPT_ALL_CONSENT, DECLINE_CONSENT, ONLY_ANALYTICS, selectedConsent({ consentAdUserData: true })]) {
      const { storage } = memoryStorage()
      writeConsent(storage, flags)
      expect(readStoredConsent(storage)).toEqual(flags)
    }
  })

  it('a new choice replaces the old one', () => {
    const { storage } = memoryStorage()
    writeConsent(storage, ACCEPT_ALL_CONSENT)
    writeConsent(storage, DECLINE_CONSENT)
    expect(readStoredConsent(storage)).toEqual(DECLINE_CONSENT)
  })

  it('reads nothing without consent=set', () => {
    expect(readStoredConsent(memoryStorage().storage)).toBeNull()
    expect(readStoredConsent(memoryStorage({ consentAnalyticsStorage: 'true' }).storage)).toBeNull()
    expect(readStoredConsent(memoryStorage({ consent: 'true' }).storage)).toBeNull()
    expect(readStoredConsent(memoryStorage({ consent: 'SET' }).storage)).toBeNull()
    expect(readStoredConsent(null)).toBeNull()
    expect(readStoredConsent(undefined)).toBeNull()
  })

  it('reads a flag as on only when it is exactly true', () => {
    const { storage } = memoryStorage({
      consent: 'set',
      consentAdUserData: 'TRUE',
      consentAdStorage: '1',
      consentAnalyticsStorage: 'true',
    })
    expect(readStoredConsent(storage)).toEqual(ONLY_ANALYTICS)
  })

  it('clears every key for ?setcookies, leaving other keys alone', () => {
    const { storage, entries } = memoryStorage({ i18nextLng: 'fr' })
    writeConsent(storage, ACCEPT_ALL_CONSENT)
    clearConsent(storage)
    expect(entries()).toEqual({ i18nextLng: 'fr' })
    expect(readStoredConsent(storage)).toBeNull()
  })

  it('survives blocked storage: nothing read, write reports failure, clear does nothing', () => {
    expect(readStoredConsent(blockedStorage)).toBeNull()
    expect(writeConsent(blockedStorage, ACCEPT_ALL_CONSENT)).toBe(false)
    expect(writeConsent(null, ACCEPT_ALL_CONSENT)).toBe(false)
    expect(() => clearConsent(blockedStorage)).not.toThrow()
    expect(() => clearConsent(null)).not.toThrow()
  })
})

describe('when the dialog shows', () => {
  it('shows without a stored choice, not with one', () => {
    expect(shouldShowDialog({ stored: null, pathname: '/nl/', search: '' })).toBe(true)
    expect(shouldShowDialog({ stored: DECLINE_CONSENT, pathname: '/nl/', search: '' })).toBe(false)
    expect(shouldShowDialog({ stored: ACCEPT_ALL_CONSENT, pathname: '/en/for-sale/', search: '?page=2' })).toBe(false)
  })

  it('setcookies in the query asks again', () => {
    expect(shouldShowDialog({ stored: ACCEPT_ALL_CONSENT, pathname: '/nl/', search: '?setcookies' })).toBe(true)
    expect(shouldShowDialog({ stored: DECLINE_CONSENT, pathname: '/fr/', search: 'a=1&setcookies=1' })).toBe(true)
  })

  it('never shows on a preview path, whatever else', () => {
    for (const pathname of ['/preview', '/nl/preview/12/', '/en/pages/page-preview', '/nl/PREVIEW/x']) {
      expect(shouldShowDialog({ stored: null, pathname, search: '' }), pathname).toBe(false)
      expect(shouldShowDialog({ stored: null, pathname, search: '?setcookies' }), pathname).toBe(false)
    }
  })

  it('looks for preview in the path only, not the query', () => {
    expect(shouldShowDialog({ stored: null, pathname: '/nl/', search: '?preview=1' })).toBe(true)
  })
})

describe('the setcookies parameter', () => {
  it('is found with or without ?, with any value and any case', () => {
    for (const search of ['?setcookies', 'setcookies', '?setcookies=', '?setcookies=1', '?a=1&setcookies', '?SetCookies', '?set%63ookies']) {
      expect(hasSetCookiesParam(search), search).toBe(true)
    }
  })

  it('is not found in other parameters or values', () => {
    for (const search of ['', '?', '?setcookie', '?setcookiesx=1', '?a=setcookies', '?nosetcookies']) {
      expect(hasSetCookiesParam(search), search).toBe(false)
    }
  })

  it('is removed keeping the other parameters as written', () => {
    expect(withoutSetCookiesParam('?setcookies')).toBe('')
    expect(withoutSetCookiesParam('?setcookies=1&city=gent|9000&search=a+b')).toBe('?city=gent|9000&search=a+b')
    expect(withoutSetCookiesParam('?page=2&setcookies&setcookies=x')).toBe('?page=2')
    expect(withoutSetCookiesParam('page=2')).toBe('?page=2')
    expect(withoutSetCookiesParam('')).toBe('')
  })
})

describe('Google Consent Mode v2', () => {
  it('defaults every signal to denied and waits up to 500 ms for the update', () => {
    expect(CONSENT_DEFAULTS).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      wait_for_update: 500,
    })
  })

  it('maps each flag to its own signal', () => {
    expect(consentModeState(ACCEPT_ALL_CONSENT)).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    })
    expect(consentModeState(DECLINE_CONSENT)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    })
    expect(consentModeState(null)).toEqual(consentModeState(DECLINE_CONSENT))
    expect(consentModeState(selectedConsent({ consentAdUserData: true })).ad_user_data).toBe('granted')
    expect(consentModeState(selectedConsent({ consentAdStorage: true }))).toMatchObject({ ad_storage: 'granted', ad_user_data: 'denied' })
    expect(consentModeState(selectedConsent({ consentAdPersonalization: true })).ad_personalization).toBe('granted')
    expect(consentModeState(ONLY_ANALYTICS)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    })
  })
})

describe('the head script', () => {
  /** Runs the script against a fake window and returns what it pushed to dataLayer. */
  const run = (stored: Record<string, string> | 'blocked') => {
    const win: { dataLayer?: unknown[]; gtag?: unknown; localStorage: ConsentStorage } = {
      localStorage: stored === 'blocked' ? blockedStorage : memoryStorage(stored).storage,
    }
    new Function('window', consentDefaultsScript())(win)
    return (win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>))
  }

  it('sets the denied defaults first, without a stored choice nothing else', () => {
    expect(run({})).toEqual([
      ['consent', 'default', { ...CONSENT_DEFAULTS }],
      ['set', 'ads_data_redaction', true],
    ])
  })

  it('pushes gtag arguments objects, as gtag.js expects', () => {
    const win: { dataLayer?: unknown[]; localStorage: ConsentStorage } = { localStorage: memoryStorage().storage }
    new Function('window', consentDefaultsScript())(win)
    expect(Object.prototype.toString.call(win.dataLayer?.[0])).toBe('[object Arguments]')
  })

  it('updates at once from a stored choice', () => {
    const { storage, entries } = memoryStorage()
    writeConsent(storage, selectedConsent({ consentAnalyticsStorage: true, consentAdUserData: true }))
    const pushed = run(entries())
    expect(pushed[0]).toEqual(['consent', 'default', { ...CONSENT_DEFAULTS }])
    expect(pushed[2]).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'granted', ad_personalization: 'denied', analytics_storage: 'granted' },
    ])
  })

  it('agrees with consentModeState for every preset', () => {
    for (const flags of [ACCEPT_ALL_CONSENT, DECLINE_CONSENT, ONLY_ANALYTICS]) {
      const { storage, entries } = memoryStorage()
      writeConsent(storage, flags)
      expect(run(entries())[2]).toEqual(['consent', 'update', consentModeState(flags)])
    }
  })

  it('ignores flags without consent=set and survives blocked storage', () => {
    expect(run({ consentAnalyticsStorage: 'true' })).toHaveLength(2)
    expect(run('blocked')).toHaveLength(2)
  })

  it('keeps an existing dataLayer and gtag', () => {
    const earlier = ['x']
    const win = { dataLayer: earlier as unknown[], localStorage: memoryStorage().storage }
    new Function('window', consentDefaultsScript())(win)
    expect(win.dataLayer).toBe(earlier)
    expect(win.dataLayer).toHaveLength(3)
  })

  it('holds only fixed text', () => {
    expect(consentDefaultsScript()).toBe(consentDefaultsScript())
    expect(consentDefaultsScript()).not.toMatch(/<\/script/i)
  })
})

describe('which scripts a choice loads', () => {
  it('loads nothing before a choice or after a decline', () => {
    const none = { gtag: null, tagManager: null, facebookPixel: null }
    expect(scriptPlan(null, IDS)).toEqual(none)
    expect(scriptPlan(DECLINE_CONSENT, IDS)).toEqual(none)
  })

  it('accept all loads every configured script, gtag.js once for analytics and ads', () => {
    expect(scriptPlan(ACCEPT_ALL_CONSENT, IDS)).toEqual({
      gtag: { src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST12345', ids: ['G-TEST12345', 'AW-123456789'] },
      tagManager: { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123', id: 'GTM-TEST123' },
      facebookPixel: { src: FACEBOOK_PIXEL_URL, id: '123456789012345' },
    })
    expect(FACEBOOK_PIXEL_URL).toBe('https://connect.facebook.net/en_US/fbevents.js')
  })

  it('analytics needs analytics storage only', () => {
    const plan = scriptPlan(ONLY_ANALYTICS, IDS)
    expect(plan.gtag).toEqual({ src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST12345', ids: ['G-TEST12345'] })
    expect(plan.facebookPixel).toBeNull()
  })

  it('ads and the pixel need ad storage; gtag.js then loads with the ads ID', () => {
    const plan = scriptPlan(selectedConsent({ consentAdStorage: true }), IDS)
    expect(plan.gtag).toEqual({ src: 'https://www.googletagmanager.com/gtag/js?id=AW-123456789', ids: ['AW-123456789'] })
    expect(plan.facebookPixel?.id).toBe('123456789012345')
    for (const flag of ['consentAdUserData', 'consentAdPersonalization', 'consentAnalyticsStorage'] as const) {
      expect(scriptPlan(selectedConsent({ [flag]: true }), IDS).facebookPixel, flag).toBeNull()
      expect(scriptPlan(selectedConsent({ [flag]: true }), IDS).gtag?.ids ?? [], flag).not.toContain('AW-123456789')
    }
  })

  it('tag manager loads once any optional category is granted', () => {
    for (const flag of ['consentAdUserData', 'consentAdStorage', 'consentAnalyticsStorage', 'consentAdPersonalization'] as const) {
      expect(scriptPlan(selectedConsent({ [flag]: true }), IDS).tagManager?.id, flag).toBe('GTM-TEST123')
    }
  })

  it('loads nothing for a missing or invalid ID', () => {
    expect(scriptPlan(ACCEPT_ALL_CONSENT, {})).toEqual({ gtag: null, tagManager: null, facebookPixel: null })
    expect(
      scriptPlan(ACCEPT_ALL_CONSENT, { googleAnalyticsId: 'UA-1234-5', adsId: 'AW-12', tagManagerId: 'GTM-"><script>', facebookPixelId: 'abc' }),
    ).toEqual({ gtag: null, tagManager: null, facebookPixel: null })
    expect(scriptPlan(ACCEPT_ALL_CONSENT, { googleAnalyticsId: '', adsId: null, tagManagerId: '   ', facebookPixelId: undefined })).toEqual({
      gtag: null,
      tagManager: null,
      facebookPixel: null,
    })
  })

  it('trims IDs pasted with spaces', () => {
    expect(usableTrackingId('googleAnalyticsId', ' G-TEST12345 ')).toBe('G-TEST12345')
    expect(usableTrackingId('googleAnalyticsId', '')).toBeNull()
    expect(usableTrackingId('googleAnalyticsId', null)).toBeNull()
    expect(usableTrackingId('googleAnalyticsId', 'g-test12345')).toBeNull()
    expect(usableTrackingId('facebookPixelId', '123456789012345')).toBe('123456789012345')
  })
})

describe('withdrawal', () => {
  it('is any category going from granted to denied', () => {
    expect(withdrawsConsent(ACCEPT_ALL_CONSENT, DECLINE_CONSENT)).toBe(true)
    expect(withdrawsConsent(ACCEPT_ALL_CONSENT, ONLY_ANALYTICS)).toBe(true)
    expect(withdrawsConsent(ONLY_ANALYTICS, ACCEPT_ALL_CONSENT)).toBe(false)
    expect(withdrawsConsent(DECLINE_CONSENT, DECLINE_CONSENT)).toBe(false)
    expect(withdrawsConsent(null, DECLINE_CONSENT)).toBe(false)
  })

  it('finds the analytics and ads cookies a choice does not allow', () => {
    const jar = '_ga=GA1.1.1; _ga_ABC123=GS1; i18next=nl; _gid=x; _gcl_au=1; _fbp=fb; _fbc=c; payload-token=t; _gat_UA=1; _gallery=1'
    const analytics = ['_ga', '_ga_ABC123', '_gid', '_gat_UA']
    const ads = ['_gcl_au', '_fbp', '_fbc']
    expect(disallowedCookieNames(jar, DECLINE_CONSENT).sort()).toEqual([...analytics, ...ads].sort())
    expect(disallowedCookieNames(jar, null).sort()).toEqual([...analytics, ...ads].sort())
    expect(disallowedCookieNames(jar, ONLY_ANALYTICS).sort()).toEqual([...ads].sort())
    expect(disallowedCookieNames(jar, selectedConsent({ consentAdStorage: true })).sort()).toEqual([...analytics].sort())
    expect(disallowedCookieNames(jar, ACCEPT_ALL_CONSENT)).toEqual([])
    expect(disallowedCookieNames('', DECLINE_CONSENT)).toEqual([])
    expect(disallowedCookieNames('_fbpx=1; garage=2; _gclid=3', DECLINE_CONSENT)).toEqual([])
  })
})

describe('campaign parameters', () => {
  it('captures utm_*, gclid and fbclid and nothing else', () => {
    expect(CAMPAIGN_PARAMS).toEqual(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'])
    expect(
      captureCampaign('?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=villa&utm_content=a&gclid=G1&fbclid=F1&page=2&utm_id=9'),
    ).toEqual({ utm_source: 'news', utm_medium: 'email', utm_campaign: 'spring', utm_term: 'villa', utm_content: 'a', gclid: 'G1', fbclid: 'F1' })
    expect(captureCampaign('gclid=abc')).toEqual({ gclid: 'abc' })
  })

  it('gives null without campaign parameters or with only empty ones', () => {
    expect(captureCampaign('')).toBeNull()
    expect(captureCampaign('?page=2&search=gent')).toBeNull()
    expect(captureCampaign('?utm_source=&gclid=%20')).toBeNull()
  })

  it('decodes values, keeps the first of repeats and drops unsafe or overlong ones', () => {
    expect(captureCampaign('?utm_campaign=spring%20sale&utm_campaign=other')).toEqual({ utm_campaign: 'spring sale' })
    expect(captureCampaign('?utm_source=a%0Ab')).toBeNull()
    expect(captureCampaign(`?utm_source=${'x'.repeat(201)}`)).toBeNull()
    expect(captureCampaign(`?utm_source=${'x'.repeat(200)}`)).toEqual({ utm_source: 'x'.repeat(200) })
  })

  it('reads a stored campaign back, keeping only known parameters with string values', () => {
    expect(parseStoredCampaign(JSON.stringify({ utm_source: 'news', gclid: 'G1' }))).toEqual({ utm_source: 'news', gclid: 'G1' })
    expect(parseStoredCampaign(JSON.stringify({ utm_source: 3, evil: 'x', fbclid: 'F' }))).toEqual({ fbclid: 'F' })
    for (const text of [null, undefined, '', 'not json', '[]', 'null', '"x"', '{}', '{"__proto__":{"utm_source":"x"}}']) {
      expect(parseStoredCampaign(text), String(text)).toBeNull()
    }
  })

  it('appends the stored parameters the location lacks', () => {
    const stored = { utm_source: 'news', utm_campaign: 'spring sale', gclid: 'G1' }
    expect(pageLocationWithCampaign('https://immo.be/nl/', stored)).toBe('https://immo.be/nl/?utm_source=news&utm_campaign=spring%20sale&gclid=G1')
    expect(pageLocationWithCampaign('https://immo.be/nl/te-koop/?page=2', stored)).toBe(
      'https://immo.be/nl/te-koop/?page=2&utm_source=news&utm_campaign=spring%20sale&gclid=G1',
    )
    expect(pageLocationWithCampaign('https://immo.be/nl/?utm_source=ad&x=1#top', stored)).toBe(
      'https://immo.be/nl/?utm_source=ad&x=1&utm_campaign=spring%20sale&gclid=G1#top',
    )
    expect(pageLocationWithCampaign('https://immo.be/nl/?', { gclid: 'a&b' })).toBe('https://immo.be/nl/?gclid=a%26b')
  })

  it('leaves the location as written when nothing is stored or all is present', () => {
    expect(pageLocationWithCampaign('https://immo.be/nl/?city=gent|9000', null)).toBe('https://immo.be/nl/?city=gent|9000')
    expect(pageLocationWithCampaign('https://immo.be/nl/?gclid=1', { gclid: '2' })).toBe('https://immo.be/nl/?gclid=1')
  })

  it('a page view carries the location with campaign, the referrer and the consent state', () => {
    expect(
      pageViewEvent({ href: 'https://immo.be/en/', referrer: 'https://www.google.com/', campaign: { utm_source: 'g' }, flags: ONLY_ANALYTICS }),
    ).toEqual({
      page_location: 'https://immo.be/en/?utm_source=g',
      page_referrer: 'https://www.google.com/',
      consent_state: consentModeState(ONLY_ANALYTICS),
    })
  })
})

describe('dialog texts', () => {
  it('every key the dialog reads exists in the seeded dictionary in nl, fr and en', () => {
    for (const key of CONSENT_TEXT_KEYS) {
      const entry = dictionary[key]
      for (const locale of ['nl', 'fr', 'en'] as const) expect(entry?.[locale], `${key} ${locale}`).toBeTruthy()
    }
  })
})
