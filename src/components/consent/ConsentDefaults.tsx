import { CONSENT_TEXT_KEYS, consentDefaultsScript } from '@/lib/consent/consent'

/** Server code imports the dialog's text keys from here: a 'use client' module only hands it a reference. */
export { CONSENT_TEXT_KEYS }

const SCRIPT = consentDefaultsScript()

/**
 * Google Consent Mode v2 defaults, for the document `<head>` before any other script: defines
 * `dataLayer` and `gtag`, sets every signal to denied (tags wait up to 500 ms for an update) and, when a
 * choice is stored, applies it at once. The script is a fixed string built from constants.
 */
export const ConsentDefaults = () => <script id="consent-defaults" dangerouslySetInnerHTML={{ __html: SCRIPT }} />
