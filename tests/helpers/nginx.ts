/**
 * Debian's nginx configured by deploy/nginx/ as README's "Deploy" says, with this machine's ports and
 * paths put in place of the operator's: the proxy browser test and `npm run bench -- --postgres` run
 * the site behind it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'

export type NginxOptions = {
  /** A new folder of the caller's: configuration, pid, logs and temporary files go there. */
  dir: string
  /** Where nginx listens on 127.0.0.1. */
  port: number
  /** The site's instances on 127.0.0.1, all in the upstream. */
  upstreams: readonly number[]
  /** The build's folder (NEXT_DIST_DIR) and the uploads' folder (MEDIA_DIR), as the site has them. */
  dist: string
  media: string
  /**
   * Addresses allowed to say who the client is (X-Forwarded-For), as a load balancer in front of nginx
   * would be: the bench's load generator speaks for its many visitors. None by default.
   */
  trustForwardedFrom?: string
  /** nginx's worker processes: one by default (a test's few requests), `auto` as Debian ships it (one per core). */
  workers?: number | 'auto'
}

/** deploy/nginx/agency-site.conf with the machine's port, paths and upstream in place of the operator's. */
export const siteConfig = ({ dir, port, upstreams, dist, media }: NginxOptions): string => {
  const project = process.cwd()
  const shipped = fs.readFileSync(path.join(project, 'deploy', 'nginx', 'agency-site.conf'), 'utf8')
  const config = shipped
    .replace('server 127.0.0.1:3000;', upstreams.map((upstream) => `server 127.0.0.1:${upstream};`).join('\n    '))
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('listen [::]:80;', '')
    .replaceAll('/srv/agency-site/.next/', `${path.resolve(project, dist)}/`)
    .replaceAll('/srv/agency-site/data/media/', `${path.resolve(media)}/`)
    .replaceAll('/srv/agency-site/public', path.join(project, 'public'))
    .replaceAll('/etc/nginx/snippets/agency-site-proxy.conf', path.join(project, 'deploy', 'nginx', 'agency-site-proxy.conf'))
  const directives = config.split('\n').filter((line) => !line.trim().startsWith('#')).join('\n')
  if (directives.includes('/srv/agency-site')) throw new Error(`deploy/nginx/agency-site.conf names a path this helper does not replace:\n${directives}`)
  if (!fs.existsSync(dir)) throw new Error(`no folder ${dir}`)
  return directives
}

/** What Debian's /etc/nginx/nginx.conf gives the site's file, with the caller's own files and temporary folders. */
const mainConfig = ({ dir, trustForwardedFrom, workers = 1 }: NginxOptions) => `
daemon off;
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${trustForwardedFrom ? `set_real_ip_from ${trustForwardedFrom};\n  real_ip_header X-Forwarded-For;` : ''}
  include ${dir}/agency-site.conf;
}
`

/** Writes both files, checks them with `nginx -t` and starts nginx in the foreground; stop it with SIGQUIT. */
export const startNginx = (options: NginxOptions): ChildProcess => {
  const { dir } = options
  fs.writeFileSync(path.join(dir, 'agency-site.conf'), siteConfig(options))
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(options))
  const checked = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' })
  if (checked.error) throw new Error(`${NGINX} could not run (apt-get install -y nginx): ${checked.error.message}`)
  if (checked.status !== 0) throw new Error(`nginx -t refused the configuration:\n${checked.stderr}`)
  return spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' })
}
