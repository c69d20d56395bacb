import { Type } from '@sinclair/typebox';
import { badRequest } from '../errors.ts';

const MAX_PAGE = 1_000_000;

/** `page` and `limit` of the paged lists (candidates, interviews). */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

/**
 * Page and limit from a query the schema has coerced; checked again here because ajv lets a
 * value such as `1e999` through as Infinity.
 */
export function paging(query: { page?: number; limit?: number }, defaultLimit: number) {
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  if (!Number.isSafeInteger(page) || page < 1 || page > MAX_PAGE) {
    throw badRequest('page must be a positive integer');
  }
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 100) {
    throw badRequest('limit must be an integer from 1 to 100');
  }
  return { page, limit, offset: (page - 1) * limit };
}
