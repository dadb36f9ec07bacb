/** The dictionary keys the owner login form shows (picked so only they travel to the browser). */
export const OWNER_LOGIN_TEXTS = [
  'EMAIL',
  'PASSWORD',
  'LOGIN',
  'LOGIN_FAILED',
  'LOGIN_NOTICE',
  'FORGOT_PASSWORD',
  'SEND_RESET_LINK',
  'LOGIN_WITH_LINK',
  'LOGIN_LINK_INTRO',
  'SEND_LOGIN_LINK',
  'LOGIN_LINK_TITLE',
  'RESET_PASSWORD',
  'NEW_PASSWORD',
  'PASSWORD_CONFIRM',
  'LOGGED_OUT',
  'API_ERROR',
] as const
