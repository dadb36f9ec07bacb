/** Google Consent Mode v2: the state a choice sets and the inline head script with the denied defaults. Pure. */
import { type ConsentFlags, OPTIONAL_CONSENT_FLAGS, type OptionalConsentFlag } from './flags'
import { CONSENT_SET } from './storage'

export type ConsentModeValue = 'granted' | 'denied'
export type ConsentModeState = {
  ad_storage: ConsentModeValue
  ad_user_data: ConsentModeValue
  ad_personalization: ConsentModeValue
  analytics_storage: ConsentModeValue
}

/** The Google Consent Mode v2 signal each optional flag sets. */
export const CONSENT_MODE_KEYS: Readonly<Record<OptionalConsentFlag, keyof ConsentModeState>> = {
  consentAdUserData: 'ad_user_data',
  consentAdStorage: 'ad_storage',
  consentAnalyticsStorage: 'analytics_storage',
  consentAdPersonalization: 'ad_personalization',
}

const mode = (on: boolean | undefined): ConsentModeValue => (on ? 'granted' : 'denied')

/** `gtag('consent', 'update', …)` for a choice; no choice is all denied. */
export const consentModeState = (flags: ConsentFlags | null): ConsentModeState => ({
  ad_storage: mode(flags?.consentAdStorage),
  ad_user_data: mode(flags?.consentAdUserData),
  ad_personalization: mode(flags?.consentAdPersonalization),
  analytics_storage: mode(flags?.consentAnalyticsStorage),
})

/** `gtag('consent', 'default', …)`, set before any tag: all denied, tags wait up to 500 ms for the update (SPEC 9). */
export const CONSENT_DEFAULTS: Readonly<ConsentModeState & { wait_for_update: number }> = Object.freeze({
  ...consentModeState(null),
  wait_for_update: 500,
})

/**
 * The inline head script: dataLayer, gtag, the denied defaults and, when a choice is stored, its update
 * at once. Built only from the constants above (no user input); ES5 so it runs anywhere, first.
 */
export const consentDefaultsScript = (): string => {
  const update = OPTIONAL_CONSENT_FLAGS.map((flag) => `${CONSENT_MODE_KEYS[flag]}:s.getItem('${flag}')==='true'?'granted':'denied'`).join(',')
  return (
    '(function(w){w.dataLayer=w.dataLayer||[];' +
    'w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};' +
    `w.gtag('consent','default',${JSON.stringify(CONSENT_DEFAULTS)});` +
    "w.gtag('set','ads_data_redaction',true);" +
    `try{var s=w.localStorage;if(s.getItem('consent')==='${CONSENT_SET}'){w.gtag('consent','update',{${update}})}}catch(e){}` +
    '})(window);'
  )
}
