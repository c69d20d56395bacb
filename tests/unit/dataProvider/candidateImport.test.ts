// Issue 13, bulk import: the preview of a resume and the rows of a spreadsheet, against the
// reference server and against the platform, which has neither call.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../../src/dataProvider/types';
import { formFields, jsonBody } from '../support/fakeFetch';
import { signedInProvider, type FakeApi } from '../support/signedInProvider';

describe('candidate import', () => {
  let api: FakeApi;
  let dp: AppDataProvider;
  beforeEach(() => ({ api, dp } = signedInProvider()));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

  it('previews a resume: POST /candidate/import/preview with the file as resume', async () => {
    api.reply(200, {
      msg: 'Resume read',
      statusCode: 200,
      data: { name: 'Ana', email: 'a@x.test', phone: '555 0100', duplicate: true },
    });
    await expect(dp.candidateImportPreview(pdf)).resolves.toEqual({
      name: 'Ana',
      email: 'a@x.test',
      phone: '555 0100',
      duplicate: true,
    });
    expect(api.request.url).toBe('/api/candidate/import/preview');
    expect(formFields(api.request).resume).toBeInstanceOf(File);
  });

  it('a server without the calls answers null; other refusals are errors', async () => {
    api.reply(404, { msg: 'Route not found', statusCode: 404 });
    await expect(dp.candidateImportPreview(pdf)).resolves.toBeNull();
    api.reply(404, { msg: 'Route not found', statusCode: 404 });
    await expect(dp.candidateImportRows([])).resolves.toBeNull();
    api.reply(400, { msg: 'Only PDF resumes are accepted', statusCode: 400 });
    await expect(dp.candidateImportPreview(pdf)).rejects.toMatchObject({ status: 400 });
  });

  it('imports rows in one request and answers each row’s outcome in order', async () => {
    api.reply(200, {
      msg: '1 candidate imported.',
      statusCode: 200,
      data: {
        results: [
          { row: 1, msg: 'Name is required' },
          { row: 0, id: 'c1' },
        ],
      },
    });
    const rows = [
      { name: 'Ana', email: 'a@x.test', phone: '555', skills: ['Go'] },
      { name: '', email: 'b@x.test', phone: '555', skills: [] },
    ];
    await expect(dp.candidateImportRows(rows)).resolves.toEqual([
      { id: 'c1' },
      { msg: 'Name is required' },
    ]);
    expect(api.request.url).toBe('/api/candidate/import/rows');
    expect(jsonBody(api.request)).toEqual({ rows });
  });
});
