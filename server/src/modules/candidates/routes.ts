import { Type } from '@sinclair/typebox';
import { actorOf, workspaceOf } from '../../auth/guard.ts';
import {
  createdEnvelope,
  IdParams,
  ok,
  okEnvelope,
  reply,
  replyRecord,
} from '../../http/envelope.ts';
import { WithHeaders } from '../../http/answerCache.ts';
import { keptAnswer } from '../../http/keptAnswer.ts';
import { timedPdf } from '../../http/serverTiming.ts';
import { ifMatchVersions, setRecordEtag } from '../../http/etag.ts';
import { paging } from '../../http/paging.ts';
import { deleteRoute } from '../../http/recordRoutes.ts';
import type { RouteModule } from '../../types.ts';
import { withCandidateForm } from './form.ts';
import { bulkCandidates } from './bulk.ts';
import { previewResume } from './importPreview.ts';
import { importRows } from './importRows.ts';
import {
  type BulkAction,
  BulkBody,
  BulkData,
  CandidateListData,
  ImportRowsBody,
  ImportRowsData,
  ResumePreviewSchema,
  CandidateListQueryString,
  CandidatePageQuery,
  CandidateSchema,
  CandidateWithInterview,
  SegregatedData,
  TrashedCandidateSchema,
} from './schemas.ts';
import { appliedQuery, candidateListQuery } from './search.ts';
import * as lists from './lists.ts';
import * as candidates from './service.ts';

export const candidateRoutes: RouteModule = (app, deps) => {
  app.post(
    '/candidate/create',
    { schema: { response: createdEnvelope(CandidateSchema) } },
    async (request, res) => {
      const actor = actorOf(request);
      const pdf = timedPdf(deps.pdf);
      const created = await withCandidateForm(request, deps.config.dataDir, (form) =>
        candidates.createCandidate({ ...deps, pdf: pdf.pool }, actor, form),
      );
      pdf.report(res);
      return replyRecord(res, 201, 'Candidate created', created);
    },
  );

  app.put(
    '/candidate/:id',
    { schema: { params: IdParams, response: okEnvelope(CandidateSchema) } },
    async (request, res) => {
      const actor = actorOf(request);
      const expected = ifMatchVersions(request);
      const pdf = timedPdf(deps.pdf);
      const updated = await withCandidateForm(request, deps.config.dataDir, (form) =>
        candidates.updateCandidate(
          { ...deps, pdf: pdf.pool },
          actor,
          request.params.id,
          form,
          expected,
        ),
      );
      pdf.report(res);
      return replyRecord(res, 200, 'Candidate updated', updated);
    },
  );

  app.get(
    '/candidate/segregated',
    {
      schema: { querystring: CandidateListQueryString, response: okEnvelope(SegregatedData) },
    },
    async (request, res) => {
      const { page, limit, offset } = paging(request.query, 100);
      const query = candidateListQuery(request.query);
      const adminId = workspaceOf(request);
      return keptAnswer(deps, request, res, async (known) => {
        const { total, segregated } = await lists.segregatedPage(
          deps,
          adminId,
          limit,
          offset,
          query,
          known,
        );
        const pages = Math.ceil(total / limit);
        return ok('Candidates fetched', {
          segregated,
          pagination: { page, limit, total_candidates: total, total_pages: pages },
          applied: appliedQuery(query),
        });
      });
    },
  );

  app.get(
    '/candidate/list',
    {
      schema: { querystring: CandidateListQueryString, response: okEnvelope(CandidateListData) },
    },
    async (request, res) => {
      const { page, limit, offset } = paging(request.query, 20);
      const query = candidateListQuery(request.query);
      const adminId = workspaceOf(request);
      return keptAnswer(deps, request, res, async (known) => {
        const { total, items } = await lists.candidatePage(
          deps,
          adminId,
          limit,
          offset,
          query,
          known,
        );
        const pages = Math.ceil(total / limit);
        const applied = appliedQuery(query);
        return ok('Candidates fetched', { items, total, page, limit, pages, applied });
      });
    },
  );

  app.get(
    '/candidate/deleted',
    {
      schema: {
        querystring: CandidatePageQuery,
        response: okEnvelope(Type.Array(TrashedCandidateSchema)),
      },
    },
    async (request, res) => {
      // every trashed candidate, as the platform answers; `page` or `limit` (an extension) ask
      // for one page instead, with the total in X-Total-Count; X-Trash-Retention-Days (an
      // extension) says after how many days the trash is deleted for good (0: never)
      const paged = request.query.page !== undefined || request.query.limit !== undefined;
      const { limit, offset } = paging(request.query, 100);
      const adminId = workspaceOf(request);
      const page = paged ? { limit, offset } : undefined;
      const days = String(deps.config.dataCare.trashRetentionDays);
      return keptAnswer(deps, request, res, async (known) => {
        const { total, items } = await lists.deletedCandidates(deps, adminId, page, known);
        const headers: Record<string, string> = { 'X-Trash-Retention-Days': days };
        if (paged) headers['X-Total-Count'] = String(total);
        return new WithHeaders(ok('Deleted candidates fetched', items), headers);
      });
    },
  );

  app.get(
    '/candidate/:id',
    {
      schema: {
        params: IdParams,
        response: okEnvelope(CandidateWithInterview),
      },
    },
    async (request, res) => {
      const data = await candidates.getCandidate(deps, workspaceOf(request), request.params.id);
      setRecordEtag(res, data.candidate);
      return reply(res, 200, 'Candidate fetched', data);
    },
  );

  // bulk import, step one (an extension): a resume's name, email and phone, nothing stored
  app.post(
    '/candidate/import/preview',
    { schema: { response: okEnvelope(ResumePreviewSchema) } },
    async (request, res) => {
      const workspaceId = workspaceOf(request);
      const pdf = timedPdf(deps.pdf);
      const preview = await withCandidateForm(request, deps.config.dataDir, (form) =>
        previewResume({ ...deps, pdf: pdf.pool }, workspaceId, form),
      );
      pdf.report(res);
      return reply(res, 200, 'Resume read', preview);
    },
  );

  // bulk import from a spreadsheet (an extension): candidates without resumes, row by row
  app.post(
    '/candidate/import/rows',
    { schema: { body: ImportRowsBody, response: okEnvelope(ImportRowsData) } },
    async (request, res) => {
      const results = await importRows(deps, actorOf(request), request.body.rows);
      const created = results.filter((r) => 'id' in r).length;
      const msg = `${created === 0 ? 'No' : created} ${created === 1 ? 'candidate' : 'candidates'} imported.`;
      return reply(res, 200, msg, { results });
    },
  );

  // one action on many candidates (an extension): each done or reported with why not
  app.post(
    '/candidate/bulk',
    { schema: { body: BulkBody, response: okEnvelope(BulkData) } },
    async (request, res) => {
      const { action, ids } = request.body;
      const outcome = await bulkCandidates(deps, actorOf(request), action, ids);
      return reply(res, 200, bulkMessage(action, outcome.done.length), { action, ...outcome });
    },
  );

  // trash (restorable with `deleted: false`) and delete for good answer alike
  for (const [path, remove] of [
    ['/candidate/:id', candidates.trashCandidate],
    ['/candidate/hard_delete/:id', candidates.deleteCandidate],
  ] as const) {
    deleteRoute(app, deps, path, remove, 'Candidate deleted');
  }
};

const BULK_DONE: Record<BulkAction, string> = {
  trash: 'moved to the trash',
  restore: 'restored',
  delete: 'deleted for good',
};

/** "3 candidates moved to the trash.", "1 candidate restored.", "No candidate deleted for good." */
function bulkMessage(action: BulkAction, done: number): string {
  const count = done === 0 ? 'No candidate' : `${done} ${done === 1 ? 'candidate' : 'candidates'}`;
  return `${count} ${BULK_DONE[action]}.`;
}
