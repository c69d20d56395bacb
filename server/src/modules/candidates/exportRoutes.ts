// CSV export of the candidate lists (docs/api-extensions.md). The console asks for a link with
// its token (GET /candidate/export-link), then the browser downloads the link itself, streamed
// to disk: a navigation carries no Authorization header, so the link's signature is the
// credential, for one admin, these parameters and a minute.
import { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import { can } from '../../../../common/permissions.ts';
import { actorOf } from '../../auth/guard.ts';
import { recordAudit } from '../audit/repository.ts';
import { findAdminById } from '../auth/repository.ts';
import { ok, okEnvelope } from '../../http/envelope.ts';
import { ApiError } from '../../errors.ts';
import type { RouteModule } from '../../types.ts';
import { candidateCsv, EXPORT_STATES } from './export.ts';
import type { Bucket } from './lists.ts';
import { CandidateListQueryString } from './schemas.ts';
import { candidateListQuery } from './search.ts';

/** How long an export link may wait before it is followed. */
export const EXPORT_LINK_TTL_SECONDS = 60;

const ExportQuery = Type.Object({
  q: CandidateListQueryString.properties.q,
  sort: CandidateListQueryString.properties.sort,
  order: CandidateListQueryString.properties.order,
  state: Type.Optional(Type.Union(EXPORT_STATES.map((s) => Type.Literal(s)))),
});

const LinkData = Type.Object({ url: Type.String(), expires_at: Type.String() });

/** Behind the token: a signed link to the export of what the list shows. */
export const candidateExportLinkRoutes: RouteModule = (app, deps) => {
  app.get(
    '/candidate/export-link',
    { schema: { querystring: ExportQuery, response: okEnvelope(LinkData) } },
    async (request) => {
      const actor = actorOf(request);
      // signed for the member, who must still be one (and allowed to export) when it is used
      const params: Record<string, string> = { member: actor.memberId };
      for (const name of ['q', 'sort', 'order', 'state'] as const) {
        const value = request.query[name];
        if (value) params[name] = value;
      }
      const query = deps.exportLinks.sign(actor.memberId, params, EXPORT_LINK_TTL_SECONDS);
      const filters = Object.entries(params)
        .filter(([name]) => name !== 'member')
        .map(([name, value]) => `${name}=${value}`);
      await recordAudit(
        deps.db,
        actor,
        {
          action: 'candidate.export',
          target_type: 'candidate',
          summary: `Exported candidates (CSV)${filters.length ? `: ${filters.join(', ')}` : ''}`,
        },
        deps.clock.now(),
      );
      const expiresAt = new Date(deps.clock.now().getTime() + EXPORT_LINK_TTL_SECONDS * 1000);
      return ok('Export link made', {
        url: `/api/candidate/export.csv?${query}`,
        expires_at: expiresAt.toISOString(),
      });
    },
  );
};

const expired = () =>
  new ApiError(403, 'This download link has expired or is not valid. Export again.', {
    bare: true,
  });

/** Public: the signed link itself, answered as a CSV download streamed batch by batch. */
export const candidateExportRoutes: RouteModule = (app, deps) => {
  app.get('/candidate/export.csv', async (request, res) => {
    const raw = request.query as Record<string, unknown>;
    const memberId = typeof raw.member === 'string' ? raw.member : '';
    const params = deps.exportLinks.verify(memberId, raw);
    if (!params) throw expired();
    const member = await findAdminById(deps.db, memberId);
    if (!member || member.deleted || !can(member.member_role, 'candidates.export')) {
      throw expired();
    }
    const state = EXPORT_STATES.includes(params.state as Bucket)
      ? (params.state as Bucket)
      : undefined;
    const query = candidateListQuery({
      q: params.q,
      sort: params.sort === 'name' ? 'name' : undefined,
      order: params.order === 'asc' || params.order === 'desc' ? params.order : undefined,
    });
    const day = deps.clock.now().toISOString().slice(0, 10);
    void res
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="candidates-${day}.csv"`)
      .header('Cache-Control', 'no-store');
    return res.send(Readable.from(candidateCsv(deps, member.workspace_id, query, state)));
  });
};
