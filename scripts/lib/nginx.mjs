// Debian's nginx on loopback as a round-robin load balancer, for the benchmarks and the
// multi-instance browser test: its own prefix and config in a temporary folder, the same proxy
// settings as deploy/nginx.conf (request id passed on, /metrics not served, long-lived streams,
// 50 MB bodies). Returns { url, stop() }.
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx'

/**
 * nginx's config for `upstreams` ("host:port" each) on 127.0.0.1:`port`, temp files under `dir`.
 * Started as root, nginx runs its workers as `nobody`, who cannot write request bodies into a
 * private temp folder (a form post larger than 16 KB then gets nginx's own 500): the workers run
 * as the user who started it.
 */
export function nginxConfig({ port, upstreams, dir, upstreamHeader = false }) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0
  return `daemon off;
${asRoot ? `user ${os.userInfo().username};\n` : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_max_body_size 50m;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_x_request_id $req_id { default $http_x_request_id; '' $request_id; }
  upstream app {
${upstreams.map((u) => `    server ${u} max_fails=0;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location = /metrics { return 404; }
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $req_id;
      proxy_buffering off;
      proxy_read_timeout 1h;
${upstreamHeader ? '      add_header X-Upstream $upstream_addr always;\n' : ''}    }
  }
}
`
}

/**
 * Starts nginx and waits until it answers /api/health/live (or `waitForLive: false`). nginx's
 * error log is `dir`/error.log; `onStderr` receives what it prints.
 */
export async function startNginx({
  port,
  upstreams,
  dir,
  upstreamHeader = false,
  waitForLive = true,
  onStderr,
}) {
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ port, upstreams, dir, upstreamHeader }))
  const child = spawn(NGINX_BIN, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
    stdio: ['ignore', 'ignore', onStderr ? 'pipe' : 'inherit'],
  })
  if (onStderr) child.stderr.on('data', (c) => onStderr(c.toString()))
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; waitForLive && i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`)
    const ok = await fetch(`${url}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await sleep(100)
  }
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null) return
      const gone = new Promise((r) => child.once('exit', r))
      child.kill('SIGQUIT')
      await Promise.race([gone, sleep(5000)])
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}
