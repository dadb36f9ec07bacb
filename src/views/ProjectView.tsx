import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { PageBanner } from '@/components/layout/Banner'
import { PageShell } from '@/components/layout/PageShell'
import { ProjectDetail } from '@/components/project/ProjectDetail'
import { translator } from '@/i18n/dictionary'
import { getProject } from '@/lib/payload/listingQueries'
import { relationId } from '@/lib/payload/populated'
import { getAgent, getDictionary, getSiteSettings } from '@/lib/payload/queries'
import { projectPath } from '@/lib/routing/paths'

import { type DetailRequest, detailAlternates, detailCrumbs, detailMetadata } from './detailPage'

type ProjectRequest = DetailRequest & { id: number; path: string }

/** The published project of a request (404 otherwise); another slug redirects (308) to the canonical path. */
const load = async ({ locale, pages, id, path }: ProjectRequest) => {
  const found = await getProject(id, locale)
  if (!found) notFound()
  const canonical = projectPath(pages, locale, found.project)
  if (!canonical) notFound()
  if (canonical !== path) permanentRedirect(canonical)
  return { ...found, canonical }
}

const alternatesOf = (request: ProjectRequest, id: number) =>
  detailAlternates(request.enabled, async (locale) => {
    const found = await getProject(id, locale)
    return found ? projectPath(request.pages, locale, found.project) : null
  })

export const projectMetadata = async (request: ProjectRequest): Promise<Metadata> => {
  const { project, canonical } = await load(request)
  return detailMetadata(request, project, canonical, await alternatesOf(request, project.id))
}

/** A new-build project's page with the site's header, banner (breadcrumb through the projects page) and footer. */
export const ProjectView = async (request: ProjectRequest) => {
  const { locale, pages } = request
  const { project, units, canonical } = await load(request)
  const agentId = relationId(project.agent)
  const [dictionary, settings, agent] = await Promise.all([getDictionary(locale), getSiteSettings(locale), agentId ? getAgent(agentId, locale) : null])
  const t = translator(dictionary)
  const { crumbs, parentPath } = detailCrumbs(request, t, 'projects', 'PROJECTS', { name: project.name, href: canonical })
  return (
    <PageShell locale={locale} alternates={await alternatesOf(request, project.id)} currentPath={parentPath ?? canonical} banner={<PageBanner title={project.name} crumbs={crumbs} showBreadcrumb label={t('BREADCRUMB')} />}>
      <ProjectDetail project={project} units={units} pages={pages} locale={locale} t={t} settings={settings} agent={agent} />
    </PageShell>
  )
}
