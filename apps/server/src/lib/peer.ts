/** The TCP peer of a request: the socket's own address, never a forwarded header. */
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** True when the TCP peer is this machine (whatever X-Forwarded-For says). */
export const fromThisMachine = (request: FastifyRequest) => isLoopback(request.socket.remoteAddress);

/** The only names a browser on this machine reaches the local server by (with any port). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The Host header's name without its port: 'localhost:3000' → 'localhost', '[::1]:3000' → '[::1]'. */
export function hostName(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  const colon = value.indexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

/** Headers a proxy or tunnel adds when it passes someone else's request on (RFC 7239, and the de facto ones). */
const FORWARDING = /^(forwarded|x-forwarded-.+|x-real-ip)$/i;

/**
 * A request made on this machine by someone sitting at it (docs/server-rules.md, Safe by default):
 * the TCP peer is loopback, the Host is localhost, 127.0.0.1 or [::1], and no proxy header is
 * present. A tunnel or reverse proxy on this machine (ngrok, ssh -R, nginx) connects from loopback
 * but passes a stranger's Host or adds X-Forwarded-*; a DNS-rebinding page sends its own name as Host.
 */
export function isLocalDeveloper(request: FastifyRequest): boolean {
  if (!fromThisMachine(request)) return false;
  if (!LOCAL_HOSTS.has(hostName(request.headers.host))) return false;
  return !Object.keys(request.headers).some((name) => FORWARDING.test(name));
}
