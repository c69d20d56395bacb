import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setRecordEtag } from './etag.ts';

/** The platform's envelope: `{data, msg, statusCode}` with statusCode equal to the HTTP status. */
export function envelope<T extends TSchema>(data: T) {
  return Type.Object({ data, msg: Type.String(), statusCode: Type.Integer() });
}

export const ErrorEnvelope = Type.Object({
  data: Type.Optional(Type.Unknown()),
  msg: Type.String(),
  statusCode: Type.Optional(Type.Integer()),
});

/** The error answers of every route. */
export const ErrorResponses = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

/** The response schemas of a route answering its data in the envelope with 200. */
export const okEnvelope = <T extends TSchema>(data: T) => ({
  200: envelope(data),
  ...ErrorResponses,
});

/** The same for a route that creates: 201. */
export const createdEnvelope = <T extends TSchema>(data: T) => ({
  201: envelope(data),
  ...ErrorResponses,
});

export const IdParams = Type.Object({ id: Type.String() });

/** The envelope of a 200 answer, as `reply` sends it (for answers serialised ahead). */
export const ok = <T>(msg: string, data: T) => ({ data, msg, statusCode: 200 });

export function reply<T>(res: FastifyReply, statusCode: number, msg: string, data: T) {
  return res.code(statusCode).send({ data, msg, statusCode });
}

/** The same for a record, its `_etag` (when it carries one) answered as the ETag header. */
export function replyRecord<T extends { _etag?: string }>(
  res: FastifyReply,
  statusCode: number,
  msg: string,
  record: T,
) {
  setRecordEtag(res, record);
  return reply(res, statusCode, msg, record);
}

/** A preValidation hook: a missing (or JSON null) body reads as `{}`, so the handler's own messages answer it. */
export async function emptyBodyAsObject(request: FastifyRequest) {
  if (request.body === undefined || request.body === null) request.body = {};
}
