import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentAdminData, workspaceOf } from '../auth/guard.ts';
import type { DataState } from '../db/dataVersions.ts';
import type { AppDeps } from '../types.ts';

/**
 * Answers a read of the workspace's candidates and interviews from the answer cache: kept
 * under the workspace, its data version (read with their account at the start of every request,
 * so a write on any server is seen at once), the generation of the signed resume links and the
 * URL. `produce` runs only when no answer is kept under that key, and is given the version and
 * counts the request found, so that it need not read them again.
 */
export async function keptAnswer(
  deps: Pick<AppDeps, 'answers' | 'resumeLinks'>,
  request: FastifyRequest,
  res: FastifyReply,
  produce: (data: DataState) => Promise<unknown>,
): Promise<FastifyReply> {
  const workspaceId = workspaceOf(request);
  const data = currentAdminData(request);
  const key = `${workspaceId} ${data.version} ${deps.resumeLinks.generation()} ${request.url}`;
  return deps.answers.send(request, res, key, () => produce(data));
}
