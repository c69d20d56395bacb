import type { FastifyReply, FastifyRequest } from 'fastify';
import { dataVersion } from '../db/dataVersions.ts';
import type { AppDeps } from '../types.ts';

/**
 * Answers a read of the admin's candidates and interviews from the answer cache: kept under
 * the admin, their data version (read from the database on every request, so a write on any
 * server is seen at once), the generation of the signed resume links and the URL. `produce`
 * runs only when no answer is kept under that key.
 */
export async function keptAnswer(
  deps: Pick<AppDeps, 'db' | 'answers' | 'resumeLinks'>,
  request: FastifyRequest,
  res: FastifyReply,
  adminId: string,
  produce: () => Promise<unknown>,
): Promise<FastifyReply> {
  const version = await dataVersion(deps.db, adminId);
  const key = `${adminId} ${version} ${deps.resumeLinks.generation()} ${request.url}`;
  return deps.answers.send(request, res, key, produce);
}
