import { Type } from '@sinclair/typebox';
import { ErrorEnvelope } from '../../http/envelope.ts';
import { ApiError, notFound } from '../../errors.ts';
import type { RouteModule } from '../../types.ts';
import { servedResume } from './service.ts';

const INVALID_LINK = 'This resume link has expired or is invalid';

/**
 * A resume is someone else's document: shown as a PDF, never run as a page of this origin. The
 * sandbox (an opaque origin, no scripts, no forms, no pop-ups) still lets Chromium's and
 * Firefox's PDF viewers display it inline.
 */
const RESUME_CSP = 'sandbox';

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
        // 200: the PDF (streamed from the disk, or its bytes from the database)
        response: { 200: Type.Unknown(), '4xx': ErrorEnvelope },
      },
    },
    async (request, res) => {
      const { file } = request.params;
      const { expires, sig } = request.query;
      if (!deps.resumeLinks.verify(file, expires, sig)) {
        throw new ApiError(403, INVALID_LINK);
      }
      const resume = await servedResume(deps.db, deps.resumes, file);
      if (!resume) throw notFound('Resume not found');
      return res
        .code(200)
        .header('Content-Type', 'application/pdf')
        .header('Content-Length', resume.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', RESUME_CSP)
        .header('Content-Disposition', 'inline; filename="resume.pdf"')
        .header('Cache-Control', 'private, max-age=300')
        .send(resume.body);
    },
  );
};
