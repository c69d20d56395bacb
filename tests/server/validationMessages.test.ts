// Issue 10, item 9: a schema error names the field in plain words, in the usual envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fieldLabel,
  humanise,
  validationMessage,
  type SchemaError,
} from '../../server/src/http/validationMessage.ts';
import { startTestApp, type TestApp } from './testApp.ts';

describe('validationMessage', () => {
  const one = (err: SchemaError, where = 'body') => validationMessage([err], where);

  it('humanises field names', () => {
    expect(humanise('old_password')).toBe('Old password');
    expect(humanise('domain')).toBe('Domain');
    expect(humanise('createdAt')).toBe('Created at');
    expect(fieldLabel('/questions/0/question', 'body')).toBe('Question 1: question');
    expect(fieldLabel('/required_skills/2', 'body')).toBe('Required skill 3');
    expect(fieldLabel('/categories/0', 'body')).toBe('Category 1');
    expect(fieldLabel('', 'querystring')).toBe('The query string');
  });

  it.each<[SchemaError, string]>([
    [
      { instancePath: '/domain', keyword: 'maxLength', params: { limit: 100 } },
      'Domain must be at most 100 characters.',
    ],
    [
      { instancePath: '/domain', keyword: 'minLength', params: { limit: 1 } },
      'Domain must not be empty.',
    ],
    [
      { instancePath: '/password', keyword: 'minLength', params: { limit: 8 } },
      'Password must be at least 8 characters.',
    ],
    [
      { instancePath: '', keyword: 'required', params: { missingProperty: 'name' } },
      'Name is required.',
    ],
    [
      { instancePath: '/questions/1', keyword: 'required', params: { missingProperty: 'answer' } },
      'Question 2: answer is required.',
    ],
    [
      { instancePath: '/score', keyword: 'type', params: { type: 'number' } },
      'Score must be a number.',
    ],
    [
      { instancePath: '/count', keyword: 'type', params: { type: 'integer' } },
      'Count must be a whole number.',
    ],
    [
      { instancePath: '', keyword: 'type', params: { type: 'object' } },
      'The request body must be an object.',
    ],
    [
      { instancePath: '/status', keyword: 'enum', params: { allowedValues: ['open', 'closed'] } },
      'Status must be one of: open, closed.',
    ],
    [
      { instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'foo' } },
      'Unknown field: foo.',
    ],
    [
      { instancePath: '/email', keyword: 'format', params: { format: 'email' } },
      'Email is not valid.',
    ],
    [
      { instancePath: '/phone', keyword: 'pattern', params: { pattern: '^\\d+$' } },
      'Phone is not valid.',
    ],
    [
      { instancePath: '/limit', keyword: 'maximum', params: { limit: 100, comparison: '<=' } },
      'Limit must be at most 100.',
    ],
    [
      { instancePath: '/questions', keyword: 'maxItems', params: { limit: 50 } },
      'Questions must have at most 50 items.',
    ],
    // numbers grouped as the console writes them, the noun chosen by the number
    [
      { instancePath: '/question', keyword: 'maxLength', params: { limit: 20000 } },
      'Question must be at most 20,000 characters.',
    ],
    [
      { instancePath: '/tag', keyword: 'maxLength', params: { limit: 1 } },
      'Tag must be at most 1 character.',
    ],
    [
      { instancePath: '/password', keyword: 'minLength', params: { limit: 1200 } },
      'Password must be at least 1,200 characters.',
    ],
    [
      { instancePath: '/score', keyword: 'maximum', params: { limit: 1000000, comparison: '<=' } },
      'Score must be at most 1,000,000.',
    ],
    [
      { instancePath: '/score', keyword: 'exclusiveMinimum', params: { limit: 0.25 } },
      'Score must be greater than 0.25.',
    ],
    [
      { instancePath: '/ids', keyword: 'maxItems', params: { limit: 1000 } },
      'The list of candidates must have at most 1,000 items.',
    ],
    [
      { instancePath: '/ids', keyword: 'minItems', params: { limit: 2000 } },
      'The list of candidates must have at least 2,000 items.',
    ],
  ])('%j → %s', (err, msg) => {
    expect(one(err)).toBe(msg);
  });

  it('reads a union of literals as "one of" and a nullable value by its other branch', () => {
    const literal = (value: string, i: number): SchemaError => ({
      instancePath: '/status',
      schemaPath: `#/properties/status/anyOf/${i}/const`,
      keyword: 'const',
      params: { allowedValue: value },
    });
    const anyOf = (field: string): SchemaError => ({
      instancePath: `/${field}`,
      schemaPath: `#/properties/${field}/anyOf`,
      keyword: 'anyOf',
      params: {},
    });
    expect(
      validationMessage([literal('open', 0), literal('closed', 1), anyOf('status')], 'body'),
    ).toBe('Status must be one of: open, closed.');
    const nullable: SchemaError[] = [
      {
        instancePath: '/score',
        schemaPath: '#/properties/score/anyOf/0/type',
        keyword: 'type',
        params: { type: 'number' },
      },
      {
        instancePath: '/score',
        schemaPath: '#/properties/score/anyOf/1/type',
        keyword: 'type',
        params: { type: 'null' },
      },
      anyOf('score'),
    ];
    expect(validationMessage(nullable, 'body')).toBe('Score must be a number.');
  });
});

describe('schema errors from the routes', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${token}` },
    });

  it('answers in the envelope with a plain message', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/admin/login', {}, 'Username is required.'],
      ['/api/admin/login', { username: 'admin' }, 'Password is required.'],
      ['/api/admin/login', [1], 'The request body must be an object.'],
      ['/api/jobs', { title: 'Job', status: 'paused' }, 'Status must be one of: open, closed.'],
      ['/api/jobs', { title: 'Job', salary: 100 }, 'Unknown field: salary.'],
      // the service's own rule, its limit grouped as in the console's message
      ['/api/jobs', { title: 'J'.repeat(201) }, 'Title must be at most 200 characters'],
    ];
    for (const [url, payload, msg] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ data: {}, msg, statusCode: 400 });
    }
  });
});
