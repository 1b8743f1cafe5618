/**
 * Debian's nginx as the load balancer in front of server instances, for the operations
 * tests: a configuration of its own in a temporary folder, listening on a free loopback
 * port, with an access log of which instance answered each request.
 *
 * The balancing rules are the ones a hospital's proxy needs for rolling restarts: a request
 * an instance refused (connection refused or reset before an answer, or 503 while it
 * closes) goes to the next instance, writes included, since neither case ran the request.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../crash/server-process';

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** Debian's nginx, installed first when it is missing and we run as root (as CI does). */
export function nginxBinary(): string {
  const present = () => NGINX_CANDIDATES.find((path) => existsSync(path));
  if (!present()) {
    if (process.getuid?.() !== 0) {
      throw new Error('This test needs nginx. Install it with: sudo apt-get update && sudo apt-get install -y nginx');
    }
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
  }
  const found = present();
  if (!found) throw new Error('nginx is not installed');
  return found;
}

export interface RunningNginx {
  base: string;
  /** How many requests each upstream (host:port) answered, from the access log. */
  servedBy: () => Record<string, number>;
  stop: () => Promise<void>;
}

/** Whether something accepts connections at the URL's host and port. */
function listening(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** nginx's main configuration around `http` (the inside of its http { } block), all in `dir`. */
function mainConfig(dir: string, http: string): string {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 512; }
http {
  log_format upstream '$upstream_addr $status';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http}
}
`;
}

/** A plain-HTTP balancer over `upstreams` on 127.0.0.1:`port`, with the retry rules of deploy/nginx-portal.conf. */
function balancer(port: number, upstreams: string[]): string {
  return `
  upstream portal {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_503 non_idempotent;
      proxy_next_upstream_tries 2;
    }
  }`;
}

/** nginx balancing plain HTTP over `upstreams` (host:port), in `parent`/nginx. */
export async function startNginx(parent: string, upstreams: string[]): Promise<RunningNginx> {
  const port = await freePort();
  return startNginxWith(parent, balancer(port, upstreams), `http://127.0.0.1:${port}`);
}

/**
 * nginx with `http` as the inside of its http { } block, in `parent`/nginx, answering at
 * `base` (it waits until that port accepts connections).
 */
export async function startNginxWith(parent: string, http: string, base: string): Promise<RunningNginx> {
  const dir = join(parent, 'nginx');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, mainConfig(dir, http));
  const binary = nginxBinary();
  execFileSync(binary, ['-t', '-q', '-p', dir, '-c', file], { stdio: 'inherit' });
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', file], { stdio: 'ignore' });
  for (let waited = 0; ; waited += 50) {
    const up = await listening(new URL(base));
    if (up) break;
    if (waited > 10_000)
      throw new Error(`nginx did not answer on ${base}: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    await sleep(50);
  }
  return {
    base,
    servedBy: () => {
      const counts: Record<string, number> = {};
      const log = existsSync(join(dir, 'access.log')) ? readFileSync(join(dir, 'access.log'), 'utf8') : '';
      for (const line of log.split('\n')) {
        // A retried request lists every upstream it tried: "a:1, b:2 200"; the last one answered.
        const answered = line.split(' ')[0] === undefined ? '' : line.replace(/ \d+$/, '').split(', ').pop();
        if (answered) counts[answered] = (counts[answered] ?? 0) + 1;
      }
      return counts;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
