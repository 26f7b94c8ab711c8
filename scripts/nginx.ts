/** Debian's nginx, for the scripts that put the app behind a real reverse proxy (check:scale, bench:lighthouse). */
import { execFileSync, spawnSync } from 'node:child_process';

function nginxPath(): string {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx 2>/dev/null'], { encoding: 'utf8' });
  return found.stdout.trim().split('\n')[0] ?? '';
}

/** The nginx binary; Debian's package is installed first when the machine has none. */
export function ensureNginx(log: (line: string) => void): string {
  let nginx = nginxPath();
  if (!nginx) {
    log("nginx is not installed: installing Debian's package");
    execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx'], {
      stdio: 'inherit',
    });
    nginx = nginxPath();
    if (!nginx) throw new Error('nginx could not be installed');
  }
  return nginx;
}

/**
 * An nginx.conf that keeps everything in `work` (pid, logs, temporary files), runs in the
 * foreground, and holds `http` (upstreams and servers) in its http block.
 */
export function nginxConf(work: string, http: string, { root = false, connections = 1024 } = {}): string {
  return `${root ? 'user root;\n' : ''}worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
daemon off;
events { worker_connections ${connections}; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
${http}
}
`;
}
