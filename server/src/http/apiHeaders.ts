import type { FastifyReply, FastifyRequest } from 'fastify';

/** True for the API's paths: /api, /api/… and /api?… */
export const isApiPath = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Headers of every API answer, errors and 404s included: never sniffed, never stored. A route
 * that sets its own Cache-Control (a resume file) keeps it.
 */
export function setApiHeaders(request: FastifyRequest, res: FastifyReply): void {
  if (!isApiPath(request.url)) return;
  res.header('X-Content-Type-Options', 'nosniff');
  if (!res.hasHeader('Cache-Control')) res.header('Cache-Control', 'no-store');
}

/** The onSend hook form of setApiHeaders (registered on the root app, so it sees every answer). */
export async function apiHeadersHook(
  request: FastifyRequest,
  res: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  setApiHeaders(request, res);
  return payload;
}
