import type { FastifyRequest } from 'fastify';

/** Where log lines go (pino's destination stream). */
export interface LogStream {
  write(line: string): void;
}

/** A URL with the value of every `sig` parameter (a resume link's signature) replaced. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]sig=)[^&#]*/gi, '$1[redacted]');
}

/** What a request looks like in the log: Fastify's default fields, the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The Fastify logger's options: the level, the redacting serializer, and a stream if given. */
export function loggerOptions(level: string, stream?: LogStream) {
  return { level, serializers: { req: serializeRequest }, ...(stream ? { stream } : {}) };
}
