import fs from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { s3Storage } from '@payloadcms/storage-s3'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { type Access, buildConfig, type Field } from 'payload'
import sharp from 'sharp'

import { AlertMatches } from './collections/AlertMatches'
import { AppointmentSlots } from './collections/AppointmentSlots'
import { Cities } from './collections/Cities'
import { FormFiles } from './collections/FormFiles'
import { FormSubmissions } from './collections/FormSubmissions'
import { Footer } from './collections/globals/Footer'
import { Header } from './collections/globals/Header'
import { SiteSettings } from './collections/globals/SiteSettings'
import { ListingEvents } from './collections/ListingEvents'
import { Media } from './collections/Media'
import { Menus } from './collections/Menus'
import { Pages } from './collections/Pages'
import { Projects } from './collections/Projects'
import { Properties } from './collections/Properties'
import { PropertyTypes } from './collections/PropertyTypes'
import { PropertyVisits, VisitKeys, VisitSalts } from './collections/PropertyVisits'
import { SearchAlerts } from './collections/SearchAlerts'
import { ShortlistAlerts } from './collections/ShortlistAlerts'
import { ApplicationRules } from './collections/ApplicationRules'
import { CostRules } from './collections/CostRules'
import { CrmLog } from './collections/CrmLog'
import { TeamMembers } from './collections/TeamMembers'
import { Translations } from './collections/Translations'
import { Users } from './collections/Users'
import { guardCollection, guardGlobal } from './collections/hooks/apiGuards'
import { guardApiQuery } from './collections/hooks/guardApiQuery'
import { keepValidationDetails } from './collections/hooks/validationDetails'
import { isStaff } from './collections/access/isStaff'
import { isAdmin } from './collections/access/roles'
import { adminInLanguages } from './src/i18n/admin/plugin'
import { defaultLocale, localeLabels, locales } from './src/i18n/locales'
import { hasRole } from './src/lib/access/roles'
import { graphqlValidationRules } from './src/lib/api/graphqlRules'
import { matchAlertsTask, notifyShortlistsTask, sendAlertDigestsTask, sendOwnerDigestsTask } from './src/jobs/alerts'
import { crmImportTask, crmPullTask, crmSendAddressTask, crmSendLeadTask } from './src/jobs/crm'
import { eraseApplicationsTask } from './src/jobs/rentals'
import { sendEmailTask } from './src/jobs/sendEmail'
import { visitFollowUpsTask } from './src/jobs/visits'
import { emailAdapter } from './src/lib/email/adapter'
import { loggerOptions } from './src/lib/logging/log.mjs'
import { payloadSecret } from './src/lib/payload/secret'
import { wholeSaves } from './src/lib/payload/transactions'
import { siteUrlOf } from './src/lib/seo/siteUrl'

/**
 * Paths resolve from the working directory when the server (or a command) starts, never from this
 * file's location, which the build fixes: a build copied elsewhere opens its own data, as do the media
 * folder, the secret and the mail folder. Commands run from the project's root.
 */
export const databaseUrl = (): string => {
  if (process.env.DATABASE_URI) return process.env.DATABASE_URI
  const file = path.resolve('data', 'site.db')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  return `file:${file}`
}

/**
 * SQLite in a file by default; PostgreSQL when DATABASE_URI is a postgres:// URL. Each keeps its own
 * committed migrations (a migration is written for one adapter), and the schema is made only by them.
 * Either way a save and its hooks' writes commit as one transaction (src/lib/payload/transactions.ts).
 */
const database = (url: string) =>
  /^postgres(ql)?:\/\//.test(url)
    ? wholeSaves(
        postgresAdapter({
          pool: { connectionString: url },
          push: false,
          migrationDir: path.resolve('src', 'migrations-postgres'),
          // Accents removed from the search words (src/lib/search/postgres.ts); trigrams for the admin's list search.
          extensions: ['unaccent', 'pg_trgm'],
        }),
      )
    : wholeSaves(
        sqliteAdapter({
          client: { url },
          push: false,
          migrationDir: path.resolve('src', 'migrations'),
          // How long a write waits for another process's lock (the jobs runner's), retried without blocking.
          busyTimeout: 10_000,
          wal: true,
          // Transactions on: the site's client (wholeSaves) makes them safe for one file shared by processes.
          transactionOptions: {},
        }),
        url,
      )

/**
 * Uploads (photos, documents, visitors' attachments) in an S3-compatible bucket when S3_BUCKET is set,
 * so every instance serves every file; on the local disk otherwise. Their URLs stay Payload's own
 * (/api/media/file/...) either way, and their access rules with them.
 */
const storage = () =>
  s3Storage({
    enabled: Boolean(process.env.S3_BUCKET),
    // The same schema with or without a bucket, so one set of migrations serves both.
    alwaysInsertFields: true,
    collections: { media: true, 'form-files': true },
    bucket: process.env.S3_BUCKET || 'unused',
    config: {
      endpoint: process.env.S3_ENDPOINT || undefined,
      region: process.env.S3_REGION || 'us-east-1',
      // Path-style URLs (bucket in the path), which most servers other than AWS expect.
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE !== 'false',
      credentials: process.env.S3_ACCESS_KEY_ID
        ? { accessKeyId: process.env.S3_ACCESS_KEY_ID, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || '' }
        : undefined,
    },
  })

export default buildConfig({
  // No serverURL: uploads' URLs stay relative (/api/media/file/...), so photos show whatever name the
  // visitor reached the server by; canonical URLs, the sitemap and mails add SITE_URL themselves.
  // Cookie-authenticated requests are accepted only from the site's own origin (the default one when SITE_URL is unset).
  csrf: [new URL(siteUrlOf(process.env)).origin],
  secret: payloadSecret(),
  admin: {
    user: Users.slug,
    // Relative: the admin's pages carry this setting, and no server path belongs in them.
    importMap: { baseDir: '.' },
    // Dates as Belgians write them (28/11/2026 14:30), in every interface language.
    dateFormat: 'dd/MM/yyyy HH:mm',
    meta: { titleSuffix: ' | Agency admin', icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }] },
    // No Gravatar: the admin must not call third-party hosts.
    avatar: 'default',
    components: {
      beforeNavLinks: ['/src/components/admin/AgencyBrand#AgencyColour', '/src/components/admin/NewLeads#NewLeads'],
      beforeDashboard: ['/src/components/admin/StaffDesk#StaffDesk'],
      graphics: { Logo: '/src/components/admin/AgencyBrand#AgencyLogo', Icon: '/src/components/admin/AgencyBrand#AgencyIcon' },
    },
  },
  collections: [Properties, ListingEvents, Projects, Cities, PropertyTypes, Pages, Menus, Translations, TeamMembers, FormSubmissions, FormFiles, AppointmentSlots, SearchAlerts, ShortlistAlerts, AlertMatches, PropertyVisits, VisitKeys, VisitSalts, CostRules, ApplicationRules, CrmLog, Media, Users].map(guardCollection),
  globals: [Header, Footer, SiteSettings].map(guardGlobal),
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code] })),
    defaultLocale,
    fallback: true,
  },
  editor: lexicalEditor(),
  db: database(databaseUrl()),
  email: emailAdapter(),
  // Jobs (mails, alert matching) run in their own process, `npm run jobs` (scripts/jobs.ts), never in a request.
  jobs: {
    tasks: [sendEmailTask, matchAlertsTask, notifyShortlistsTask, sendAlertDigestsTask, sendOwnerDigestsTask, visitFollowUpsTask, eraseApplicationsTask, crmImportTask, crmPullTask, crmSendLeadTask, crmSendAddressTask],
    // Two imports of one estate, or two sends of one lead, never run at once (the CRM tasks' concurrency keys).
    enableConcurrencyControl: true,
    deleteJobOnComplete: false,
    access: { run: ({ req }) => hasRole(req.user, 'admin'), queue: ({ req }) => hasRole(req.user, 'admin'), cancel: ({ req }) => hasRole(req.user, 'admin') },
  },
  sharp,
  // One JSON line per event, with the request's id (src/lib/logging/log.mjs); `| npx pino-pretty` to read them.
  logger: { options: loggerOptions('payload') },
  // Types are written again at each start of `next dev` alone: Payload would otherwise start a second process
  // at every start outside production (each script, job runner and test file), about ten seconds of CPU
  // each. `npm run generate:types` writes them on demand, and `npm test` fails when they are out of date.
  typescript: { outputFile: path.resolve('src', 'payload-types.ts'), autoGenerate: process.env.NODE_ENV === 'development' },
  // GraphQL is for staff (the route refuses everybody else before parsing), and bounded even for them.
  graphQL: {
    disablePlaygroundInProduction: true,
    disableIntrospectionInProduction: true,
    maxComplexity: 500,
    validationRules: () => graphqlValidationRules,
  },
  hooks: { afterError: [keepValidationDetails] },
  onInit: (payload) => {
    // Payload adds the document-lock collection itself, open to every signed-in user: staff only.
    const locks = payload.collections['payload-locked-documents']?.config
    if (locks) locks.access = { ...locks.access, read: isStaff, create: isStaff, update: isStaff, delete: isStaff }
    // and the list of applied migrations, open to every signed-in user too (owners included): admins only.
    const migrations = payload.collections['payload-migrations']?.config
    if (migrations) migrations.access = { ...migrations.access, read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin }
    // The jobs queue's schedule bookkeeping, writable by any signed-in user by default: admins only.
    const jobStats = payload.config.globals.find((global) => global.slug === 'payload-jobs-stats')
    if (jobStats) jobStats.access = { ...jobStats.access, read: isAdmin, update: isAdmin }
    // Saved list views are staff's: an owner (also a signed-in user) neither makes nor reads any.
    const presets = payload.collections['payload-query-presets']?.config
    if (presets) {
      const staffThen = (rule: Access | undefined): Access => (args) => (isStaff(args) ? (rule ? rule(args) : true) : false)
      const { read, create, update, delete: remove } = presets.access
      presets.access = { ...presets.access, read: staffThen(read), create: staffThen(create), update: staffThen(update), delete: staffThen(remove) }
    }
    // Its internal collections (locks, preferences, ...) get the same query checks as ours.
    for (const { config } of Object.values(payload.collections)) {
      const hooks = (config.hooks.beforeOperation ??= [])
      if (!hooks.includes(guardApiQuery)) hooks.unshift(guardApiQuery)
    }
  },
  plugins: [
    seoPlugin({
      collections: ['pages', 'properties', 'projects'],
      uploadsCollection: 'media',
      tabbedUI: false,
      generateTitle: ({ doc }) => (typeof doc?.title === 'string' ? doc.title : typeof doc?.name === 'string' ? doc.name : ''),
      // Where each title shows, said where an editor changes it (the page's own fields say theirs).
      fields: ({ defaultFields }) =>
        defaultFields.map((field) =>
          'name' in field && field.name === 'title' && field.type === 'text'
            ? ({ ...field, label: 'Browser tab and search title', admin: { ...field.admin, description: 'Shown in the browser tab and as the title in search results and shared links. Empty: the name, then the agency.' } } satisfies Field)
            : field,
        ),
    }),
    storage(),
    // Last: it translates what the others added.
    adminInLanguages(),
  ],
})
