// A candidate's rights (docs/privacy.md): their data exported, and erased. Behind the token; who
// may is in auth/permissions.ts (export: candidates.export; erase: records.purge).
import { Type } from '@sinclair/typebox';
import { actorOf, currentWorkspace } from '../../auth/guard.ts';
import {
  emptyBodyAsObject,
  ErrorResponses,
  IdParams,
  okEnvelope,
  reply,
} from '../../http/envelope.ts';
import { StringEnum } from '../../http/stringEnum.ts';
import { badRequest } from '../../errors.ts';
import type { RouteModule } from '../../types.ts';
import { eraseCandidate } from './erase.ts';
import { exportCandidate } from './exportDocument.ts';

const ExportQuery = Type.Object({
  /** json (the default): one JSON document; zip: that document and the resume PDF */
  format: Type.Optional(StringEnum(['json', 'zip'] as const)),
  /** inline (the default for json): the resume inside the document, as base64 */
  resume: Type.Optional(StringEnum(['inline'] as const)),
});

const EraseBody = Type.Object({ confirm: Type.String({ maxLength: 1000 }) });

const ErasedData = Type.Object({
  id: Type.String(),
  cand_id: Type.String(),
  erased_at: Type.String(),
});

export const privacyRoutes: RouteModule = (app, deps) => {
  app.get(
    '/candidate/:id/export',
    {
      schema: {
        params: IdParams,
        querystring: ExportQuery,
        // 200: the document itself (JSON or zip), an attachment rather than the envelope
        response: { 200: Type.Unknown(), ...ErrorResponses },
      },
    },
    async (request, res) => {
      const { format, resume } = request.query;
      if (format === 'zip' && resume === 'inline') {
        throw badRequest(
          'Ask for either the zip (format=zip) or the resume inside the JSON (resume=inline), not both.',
        );
      }
      const exported = await exportCandidate(
        deps,
        actorOf(request),
        currentWorkspace(request),
        request.params.id,
        format === 'zip' ? 'zip' : 'inline',
      );
      return res
        .header('Content-Type', exported.contentType)
        .header('Content-Disposition', `attachment; filename="${exported.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(exported.body);
    },
  );

  app.post(
    '/candidate/:id/erase',
    {
      preValidation: emptyBodyAsObject,
      schema: { params: IdParams, body: EraseBody, response: okEnvelope(ErasedData) },
    },
    async (request, res) => {
      const erased = await eraseCandidate(
        deps,
        actorOf(request),
        request.params.id,
        request.body.confirm,
        request.log,
      );
      return reply(res, 200, 'Candidate erased', erased);
    },
  );
};
