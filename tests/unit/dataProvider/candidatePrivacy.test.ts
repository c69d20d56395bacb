// The data provider's calls of a candidate's rights (docs/privacy.md): the download is a file
// read as bytes, under the server's name; refusals carry the server's words.
import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../../src/dataProvider/types';
import { jsonBody } from '../support/fakeFetch';
import { signedInProvider, type FakeApi } from '../support/signedInProvider';

let api: FakeApi;
let dp: AppDataProvider;
beforeEach(() => ({ api, dp } = signedInProvider()));
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Bytes no text decoding keeps as they are. */
const ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x80]);

describe('candidateData', () => {
  it('reads the zip as bytes, with the token, under the name the server gives', async () => {
    api.respond(
      () =>
        new Response(ZIP_BYTES, {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="candidate-C-AB1234.zip"',
          },
        }),
    );
    const { filename, content } = await dp.candidateData('c 1', 'zip');
    expect(api.request.url).toBe('/api/candidate/c%201/export?format=zip');
    expect(api.request.headers.get('Authorization')).toBe('Bearer tok');
    expect(filename).toBe('candidate-C-AB1234.zip');
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(ZIP_BYTES);
  });

  it('asks for the JSON by default, and refuses with the server’s message', async () => {
    api.reply(404, { msg: 'Candidate not found', statusCode: 404, data: {} });
    const failed = await dp.candidateData('c1', 'json').catch((e: unknown) => e);
    expect(api.request.url).toBe('/api/candidate/c1/export');
    expect(failed).toBeInstanceOf(HttpError);
    expect(failed).toMatchObject({ message: 'Candidate not found', status: 404 });
  });
});

describe('eraseCandidate', () => {
  it('sends the name as typed and answers the server’s message', async () => {
    api.reply(200, { data: { id: 'c1' }, msg: 'Candidate erased', statusCode: 200 });
    await expect(dp.eraseCandidate('c1', ' Ada Lovelace ')).resolves.toEqual({
      msg: 'Candidate erased',
    });
    expect(api.request.method).toBe('POST');
    expect(api.request.url).toBe('/api/candidate/c1/erase');
    expect(jsonBody(api.request)).toEqual({ confirm: ' Ada Lovelace ' });
  });

  it('refuses a name that does not match with the server’s words', async () => {
    const msg = "The name typed does not match the candidate's name.";
    api.reply(400, { data: {}, msg, statusCode: 400 });
    await expect(dp.eraseCandidate('c1', 'ada')).rejects.toMatchObject({
      message: msg,
      status: 400,
    });
  });
});
