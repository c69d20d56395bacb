import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { setApiHeaders } from './apiHeaders.ts';
import { ApiError } from '../errors.ts';
import { validationMessage, type SchemaError } from './validationMessage.ts';

/** Answers every error in the platform's shapes: an envelope, or `{msg}` for the auth layer. */
export function handleError(err: FastifyError | Error, request: FastifyRequest, res: FastifyReply) {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) res.header(name, value);
    return err.bare
      ? res.code(err.statusCode).send({ msg: err.message })
      : res
          .code(err.statusCode)
          .send({ data: err.data, msg: err.message, statusCode: err.statusCode });
  }
  const e = err as Error & {
    statusCode?: number;
    validation?: unknown;
    validationContext?: string;
    code?: string;
  };
  if (e.validation) {
    const errors = Array.isArray(e.validation) ? (e.validation as SchemaError[]) : [];
    const msg = validationMessage(errors, e.validationContext ?? 'request');
    return res.code(400).send({ data: {}, msg, statusCode: 400 });
  }
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    const msg =
      e.statusCode === 413
        ? 'File too large: the limit is 10 MB'
        : e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'Request body is not valid JSON'
          : e.message;
    return res.code(e.statusCode).send({ data: {}, msg, statusCode: e.statusCode });
  }
  request.log.error({ err, reqId: request.id }, 'unexpected error');
  return res.code(500).send({ data: {}, msg: 'Internal server error', statusCode: 500 });
}

/** Errors of the router, before any route: Fastify's own answers, but for over-long parameters. */
export function handleFrameworkError(
  err: FastifyError,
  request: FastifyRequest,
  res: FastifyReply,
) {
  // find-my-way 9.10 answers 414 for a path parameter over 100 characters: no record has such an
  // id, so it is answered as the unknown path it is
  setApiHeaders(request, res);
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const msg = `Not found: ${request.method} ${request.url}`;
    return res.code(404).send({ data: {}, msg, statusCode: 404 });
  }
  const statusCode = err.statusCode ?? 400;
  return res
    .code(statusCode)
    .send({ error: 'Bad Request', code: err.code, message: err.message, statusCode });
}
