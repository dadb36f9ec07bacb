/**
 * Cookie consent rules (SPEC.md sections 4 and 7), one module per concern: the flags and choices, how a
 * choice is stored and when the dialog shows, Google Consent Mode, which scripts a choice allows, and
 * the campaign parameters that page views carry. All pure: no React, Next or browser globals.
 */
export * from './flags'
export * from './storage'
export * from './consentMode'
export * from './scripts'
export * from './campaign'
