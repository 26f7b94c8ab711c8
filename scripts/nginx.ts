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
