import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Type } from '@sinclair/typebox';
import { ErrorEnvelope } from '../../http/envelope.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { resumePath } from '../../lib/resumeStore.ts';
import type { RouteModule } from '../../types.ts';

const INVALID_LINK = 'This resume link has expired or is invalid';

/**
 * GET /resumes/:file?expires&sig — public (it opens in a new tab, without the token): the signed,
 * expiring link is the credential.
 */
export const resumeRoutes: RouteModule = (app, deps) => {
  app.get(
    '/resumes/:file',
    {
      schema: {
        params: Type.Object({ file: Type.String({ maxLength: 200 }) }),
        querystring: Type.Object({
          expires: Type.Optional(Type.String({ maxLength: 20 })),
          sig: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        // 200: the PDF, streamed
        response: { 200: Type.Unknown(), '4xx': ErrorEnvelope },
      },
    },
    async (request, res) => {
      const { file } = request.params;
      const { expires, sig } = request.query;
      if (!deps.resumeLinks.verify(file, expires, sig)) {
        throw new ApiError(403, INVALID_LINK);
      }
      const target = resumePath(deps.config.dataDir, file);
      const info = await stat(target).catch(() => undefined);
      if (!info?.isFile()) throw notFound('Resume not found');
      return res
        .code(200)
        .header('Content-Type', 'application/pdf')
        .header('Content-Length', info.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline; filename="resume.pdf"')
        .header('Cache-Control', 'private, max-age=300')
        .send(createReadStream(target));
    },
  );
};
