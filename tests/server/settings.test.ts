import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testApp.ts';
import { newId } from '../../server/src/lib/ids.ts';

let t: TestApp;
let token: string;
let adminId: string;
const bearer = (tok: string) => ({ authorization: `Bearer ${tok}` });

const settings = (payload: unknown, tok = token) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: bearer(tok),
    payload: payload as Record<string, unknown>,
  });
const listSkills = (tok = token) =>
  t.app.inject({ method: 'GET', url: '/api/admin/list_skills', headers: bearer(tok) });
const deleteSkill = (payload: Record<string, unknown> | undefined, tok = token) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/admin/delete-skills',
    headers: bearer(tok),
    ...(payload ? { payload } : {}),
  });

async function addTrainingSet(owner: string, domain: string, questions: number) {
  await t.db
    .insertInto('training_sets')
    .values({
      id: newId(),
      admin_id: owner,
      domain,
      domain_key: domain.toLowerCase(),
      questions: JSON.stringify(
        Array.from({ length: questions }, (_, i) => ({
          question: `Question ${i + 1}?`,
          difficulty: 'easy',
          tags: ['t'],
        })),
      ),
      last_updated: new Date().toISOString(),
    })
    .execute();
}

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  adminId = await t.adminId();
});
afterAll(async () => {
  await t.close();
});

describe('PATCH /api/admin/settings', () => {
  it('loads with an empty body', async () => {
    const res = await settings({});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { admin_skills: [{ admin_id: adminId, skills: [] }], max_ques_limit: 50, skills: [] },
      msg: 'Settings updated successfully',
      statusCode: 200,
    });
  });

  it('upserts: new names appended, existing names (any case) updated, nameless ignored, count defaults to 0', async () => {
    let res = await settings({
      skills: [
        { skill: 'React', num_questions: 5 },
        { skill: 'Node.js', num_questions: 3 },
      ],
    });
    expect(res.statusCode).toBe(200);
    res = await settings({
      skills: [
        { skill: 'react', num_questions: 7 },
        { skill: '', num_questions: 9 },
        { num_questions: 4 },
        { skill: 'SQL' },
        { skill: '  Python  ', num_questions: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const expected = [
      { skill: 'React', num_questions: 7 },
      { skill: 'Node.js', num_questions: 3 },
      { skill: 'SQL', num_questions: 0 },
      { skill: 'Python', num_questions: 0 },
    ];
    expect(res.json().data.admin_skills[0].skills).toEqual(expected);
    expect(res.json().data.skills).toEqual(expected);
    expect(res.json().msg).toBe('Settings updated successfully');
  });

  it('refuses any other key with a 403 naming the fields', async () => {
    const res = await settings({ max_ques_limit: 99, role: 'superadmin', skills: [] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      data: {},
      msg: 'Admins cannot update fields: max_ques_limit, role',
      statusCode: 403,
    });
    const after = await settings({});
    expect(after.json().data.max_ques_limit).toBe(50);
  });

  it('validates the skill entries', async () => {
    for (const skills of [
      [{ skill: 'X', num_questions: -1 }],
      [{ skill: 'X', num_questions: 1.5 }],
      [{ skill: 'X', num_questions: 1001 }],
      [{ skill: 'x'.repeat(101), num_questions: 1 }],
      'React',
    ]) {
      const res = await settings({ skills });
      expect(res.statusCode, JSON.stringify(skills)).toBe(400);
      expect(typeof res.json().msg).toBe('string');
    }
  });

  it('keeps each admin’s skills apart', async () => {
    await t.createAdmin('settings-other');
    const other = await t.login('settings-other');
    const res = await settings({}, other);
    expect(res.json().data.admin_skills[0].skills).toEqual([]);
  });
});

describe('GET /api/admin/list_skills', () => {
  it('lists skills in display order, falling back to the training set count when 0', async () => {
    await addTrainingSet(adminId, 'Python', 4);
    await addTrainingSet(adminId, 'React', 12);
    const res = await listSkills();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.skills).toEqual([
      { skill: 'React', num_questions: 7 },
      { skill: 'Node.js', num_questions: 3 },
      { skill: 'SQL', num_questions: 0 },
      { skill: 'Python', num_questions: 4 },
    ]);
    // the stored count is unchanged
    const stored = await settings({});
    expect(stored.json().data.skills[3]).toEqual({ skill: 'Python', num_questions: 0 });
  });

  it('does not use another admin’s training sets', async () => {
    const otherId = await t.createAdmin('skills-other');
    await addTrainingSet(otherId, 'SQL', 8);
    const res = await listSkills();
    expect(res.json().data.skills[2]).toEqual({ skill: 'SQL', num_questions: 0 });
  });
});

describe('DELETE /api/admin/delete-skills', () => {
  it('requires a skill name', async () => {
    for (const payload of [{}, { skill: '' }, { skill: '   ' }]) {
      const res = await deleteSkill(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('Skill name is required');
    }
  });

  it('answers 404 when the admin has no skills', async () => {
    await t.createAdmin('no-skills');
    const res = await deleteSkill({ skill: 'React' }, await t.login('no-skills'));
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('No skills found for this admin.');
  });

  it('answers 404 for an unknown skill', async () => {
    const res = await deleteSkill({ skill: 'Haskell' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ data: {}, msg: "Skill 'Haskell' not found.", statusCode: 404 });
  });

  it('refuses a skill that has training data', async () => {
    const res = await deleteSkill({ skill: 'python' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe("Cannot delete skill 'Python'. Delete its training data first.");
  });

  it('deletes a skill by name, any case', async () => {
    const res = await deleteSkill({ skill: 'node.JS' });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe("Skill 'Node.js' deleted successfully.");
    expect(res.json().data.skills).toEqual([
      { skill: 'React', num_questions: 7 },
      { skill: 'SQL', num_questions: 0 },
      { skill: 'Python', num_questions: 0 },
    ]);
    const again = await deleteSkill({ skill: 'Node.js' });
    expect(again.statusCode).toBe(404);
  });
});
