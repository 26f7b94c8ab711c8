/** The TCP peer of a request: the socket's own address, never a forwarded header. */
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** True when the request comes from this machine (whatever X-Forwarded-For says). */
export const fromThisMachine = (request: FastifyRequest) => isLoopback(request.socket.remoteAddress);
