import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';

/** The platform's envelope: `{data, msg, statusCode}` with statusCode equal to the HTTP status. */
export function envelope<T extends TSchema>(data: T) {
  return Type.Object({ data, msg: Type.String(), statusCode: Type.Integer() });
}

export const MsgOnly = Type.Object({ msg: Type.String() });
export const ErrorEnvelope = Type.Object({
  data: Type.Optional(Type.Unknown()),
  msg: Type.String(),
  statusCode: Type.Optional(Type.Integer()),
});

export function reply<T>(res: FastifyReply, statusCode: number, msg: string, data: T) {
  return res.code(statusCode).send({ data, msg, statusCode });
}
