import { FEEDBACK_IMPRESSIONS, FEEDBACK_OFFERS, FEEDBACK_PRICES, FEEDBACK_QUESTION_KEYS, feedbackAnswerKey } from '@/lib/appointments/feedback'

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

/** The dictionary keys the portal's listings show (OwnerListings), feedback questions and answers included. */
export const OWNER_PORTAL_TEXTS = [
  ...['ONLINE_SINCE', 'NOT_ONLINE', 'STATISTICS', 'VISITS', 'VISITS_TODAY', 'VISITS_THIS_WEEK', 'VISITS_THIS_MONTH', 'VISITS_TOTAL', 'VISITS_COUNTED_HOW', 'LAST_30_DAYS', 'CHART_SUMMARY'],
  ...['FUNNEL', 'FUNNEL_INTRO', 'PAGE_VIEWS', 'ALERTS_MATCHED', 'ENQUIRIES', 'VISIT_REQUESTS', 'OFFERS'],
  ...['DEMAND', 'DEMAND_INTRO', 'DEMAND_NOW', 'DEMAND_AT', 'DEMAND_HIDDEN_PRICE', 'DEMAND_SUMMARY'],
  ...['FEEDBACK_OWNER', 'FEEDBACK_OWNER_INTRO', 'FEEDBACK_NONE', 'FEEDBACK_ANSWERS', 'FEEDBACK_REMARKS'],
  ...Object.values(FEEDBACK_QUESTION_KEYS),
  ...FEEDBACK_IMPRESSIONS.map((value) => feedbackAnswerKey('impression', value)),
  ...FEEDBACK_PRICES.map((value) => feedbackAnswerKey('price', value)),
  ...FEEDBACK_OFFERS.map((value) => feedbackAnswerKey('offer', value)),
  ...['VISIT_HISTORY', 'NO_VISITS_YET', 'MONTH', 'COMMUNICATIONS', 'NO_COMMUNICATIONS', 'DATE', 'SUBJECT', 'ONLINE_MEDIA', 'ON_OUR_WEBSITE', 'VIEW_LISTING', 'PRINT_THIS_PAGE'],
]
