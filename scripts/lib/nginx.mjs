// Debian's nginx on loopback as a round-robin load balancer for measurements: its own prefix and
// config in a temporary folder, no root needed. Returns { url, stop() }.
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx'

export async function startNginx({ port, upstreams, dir }) {
  mkdirSync(dir, { recursive: true })
  const conf = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${upstreams.map((u) => `    server ${u};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
    }
  }
}
`
  writeFileSync(path.join(dir, 'nginx.conf'), conf)
  const child = spawn(NGINX_BIN, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
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
    async stop() {
      if (child.exitCode !== null) return
      const gone = new Promise((r) => child.once('exit', r))
      child.kill('SIGQUIT')
      await Promise.race([gone, sleep(5000)])
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}
