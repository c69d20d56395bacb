import { randomBytes } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Expression, SqlBool } from 'kysely';
import type { RouteModule } from '../app.ts';
import { USERNAME_PATTERN } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { AdminRow } from '../db/schema.ts';
import { currentAdmin } from '../auth/guard.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { tooManyAttemptsMessage } from '../auth/loginLimiter.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { envelope, ErrorEnvelope, reply } from '../http/envelope.ts';
import { getSkills, getSkillsWithCounts, upsertSkills } from '../services/skills.ts';

// ---------------------------------------------------------------------------------------------
// Shapes

const Role = Type.Union([Type.Literal('admin'), Type.Literal('superadmin')]);

/** The admin record of the login answer (never the password hash). */
const AdminUser = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  role: Role,
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  profileImage: Type.Optional(Type.String()),
  created_at: Type.String(),
});

/** The answer of GET /admin/me (bare on the platform) and the record of PATCH /admin/update. */
const AdminMe = Type.Object({
  id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  role: Role,
  created_at: Type.String(),
});

const SkillSchema = Type.Object({ skill: Type.String(), num_questions: Type.Integer() });

const SettingsData = Type.Object({
  admin_skills: Type.Array(
    Type.Object({ admin_id: Type.String(), skills: Type.Array(SkillSchema) }),
  ),
  max_ques_limit: Type.Integer(),
  /** the same list as admin_skills[0].skills, for a console that reads data.skills after a save */
  skills: Type.Array(SkillSchema),
});

const Voice = Type.Object({ gender: Type.String(), description: Type.String() });

const DashboardStats = Type.Object({
  total_interviews: Type.Integer(),
  scheduled_interviews: Type.Integer(),
  completed_interviews: Type.Integer(),
  cancelled_interviews: Type.Integer(),
  total_candidates: Type.Integer(),
  hired_candidates: Type.Integer(),
});

const LoginBody = Type.Object({
  username: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 1024 }),
});

const UpdateBody = Type.Object(
  {
    old_password: Type.Optional(Type.String({ maxLength: 1024 })),
    username: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Type.String({ maxLength: 320 })),
    phone: Type.Optional(Type.String({ maxLength: 200 })),
    name: Type.Optional(Type.String({ maxLength: 1000 })),
    password: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  // unknown keys are reported by name in the handler
  { additionalProperties: true },
);
type UpdateBody = Static<typeof UpdateBody>;
const UPDATE_FIELDS = new Set(['old_password', 'username', 'email', 'phone', 'name', 'password']);

const SettingsBody = Type.Object(
  {
    skills: Type.Optional(
      Type.Array(
        Type.Object(
          {
            skill: Type.Optional(Type.String({ maxLength: 100 })),
            // null (and "" from an emptied input) count as 0
            num_questions: Type.Optional(
              Type.Union([Type.Integer({ minimum: 0, maximum: 1000 }), Type.Null()]),
            ),
          },
          { additionalProperties: true },
        ),
        { maxItems: 500 },
      ),
    ),
  },
  // any other key answers 403 naming it, so the schema must let it through
  { additionalProperties: true },
);

const DeleteSkillBody = Type.Object(
  { skill: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: true },
);

const Errors = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

/** A missing (or JSON null) body reads as `{}`, so the handler's own messages answer it. */
async function emptyBodyAsObject(request: FastifyRequest) {
  if (request.body === undefined || request.body === null) request.body = {};
}

// ---------------------------------------------------------------------------------------------
// Constants and helpers

export const VOICES: Record<string, { gender: string; description: string }> = {
  ash: { gender: 'male', description: 'Warm, friendly male voice' },
  ballad: { gender: 'female', description: 'Smooth, melodic female voice' },
  coral: { gender: 'female', description: 'Bright, energetic female voice' },
  sage: { gender: 'neutral', description: 'Calm, wise voice' },
  verse: { gender: 'neutral', description: 'Poetic, expressive voice' },
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD = 8;

function toUser(admin: AdminRow): Static<typeof AdminUser> {
  return {
    _id: admin.id,
    username: admin.username,
    role: admin.role,
    name: admin.name,
    email: admin.email,
    phone: admin.phone,
    ...(admin.profile_image ? { profileImage: admin.profile_image } : {}),
    created_at: admin.created_at,
  };
}

function toMe(admin: AdminRow): Static<typeof AdminMe> {
  return {
    id: admin.id,
    name: admin.name,
    username: admin.username,
    email: admin.email,
    phone: admin.phone,
    role: admin.role,
    created_at: admin.created_at,
  };
}

async function settingsData(db: Db, admin: AdminRow): Promise<Static<typeof SettingsData>> {
  const skills = await getSkills(db, admin.id);
  return {
    admin_skills: [{ admin_id: admin.id, skills }],
    max_ques_limit: admin.max_ques_limit,
    skills,
  };
}

function tooManyAttempts(res: FastifyReply, retryAfterMs: number, bare: boolean) {
  const msg = tooManyAttemptsMessage(retryAfterMs);
  res.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  return bare ? res.code(429).send({ msg }) : reply(res, 429, msg, {});
}

/** Checks the fields of PATCH /admin/update; answers the first problem. */
function validateUpdate(body: UpdateBody): void {
  const unknown = Object.keys(body).filter((k) => !UPDATE_FIELDS.has(k));
  if (unknown.length > 0) throw badRequest(`Unknown fields: ${unknown.join(', ')}`);
  if (body.username !== undefined && !USERNAME_PATTERN.test(body.username.trim())) {
    throw badRequest('Username must be 3 to 50 letters, digits, dots, dashes or underscores');
  }
  const email = body.email?.trim();
  if (email && (email.length > 254 || !EMAIL_PATTERN.test(email))) {
    throw badRequest('Email address is not valid');
  }
  if (body.name !== undefined && body.name.trim().length > 100) {
    throw badRequest('Name must be at most 100 characters');
  }
  if (body.phone !== undefined && body.phone.trim().length > 30) {
    throw badRequest('Phone must be at most 30 characters');
  }
  if (body.password && body.password.length < MIN_PASSWORD) {
    throw badRequest(`Password must be at least ${MIN_PASSWORD} characters long`);
  }
}

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  'code' in err &&
  typeof err.code === 'string' &&
  err.code.startsWith('SQLITE_CONSTRAINT');

// ---------------------------------------------------------------------------------------------
// Routes

export const adminRoutes: RouteModule = (app, { db, tokens, requireAdmin, loginLimiter }) => {
  // Unknown usernames are checked against this hash so their answer takes as long as a real one.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));
  dummyHash.catch(() => undefined);

  app.post(
    '/admin/login',
    {
      schema: {
        body: LoginBody,
        response: {
          200: envelope(Type.Object({ token: Type.String(), user: AdminUser })),
          ...Errors,
        },
      },
    },
    async (request, res) => {
      const { username, password } = request.body;
      const ip = request.ip;
      const wait = loginLimiter.retryAfterMs(username, ip);
      if (wait > 0) return tooManyAttempts(res, wait, true);

      const admin = await db
        .selectFrom('admins')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst();
      const ok = await verifyPassword(password, admin ? admin.password_hash : await dummyHash);
      if (!admin || !ok) {
        loginLimiter.recordFailure(username, ip);
        throw new ApiError(401, 'Invalid credentials', { bare: true });
      }
      if (admin.deleted) {
        throw new ApiError(403, 'This account has been deleted. Contact support.', { bare: true });
      }
      loginLimiter.clearUsername(username);
      const token = tokens.sign({ sub: admin.id, role: admin.role, deleted: false });
      return reply(res, 200, 'Login successful', { token, user: toUser(admin) });
    },
  );

  app.get(
    '/admin/me',
    { onRequest: requireAdmin, schema: { response: { 200: AdminMe, ...Errors } } },
    async (request) => toMe(currentAdmin(request)),
  );

  app.patch(
    '/admin/update',
    {
      onRequest: requireAdmin,
      preValidation: emptyBodyAsObject,
      schema: { body: UpdateBody, response: { 200: envelope(AdminMe), ...Errors } },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const body = request.body;
      if (!body.old_password) {
        throw badRequest('Old password is required to update account details');
      }
      const wait = loginLimiter.usernameRetryAfterMs(admin.username);
      if (wait > 0) return tooManyAttempts(res, wait, false);
      if (!(await verifyPassword(body.old_password, admin.password_hash))) {
        loginLimiter.recordFailure(admin.username, request.ip);
        // an envelope, not a bare {msg}: this must not look like an auth-layer logout error
        throw new ApiError(401, 'Old password is incorrect');
      }
      validateUpdate(body);

      const changes: Partial<Pick<AdminRow, 'username' | 'email' | 'phone' | 'name'>> & {
        password_hash?: string;
        previous_password_hash?: string | null;
      } = {};
      if (body.password) {
        const reused =
          body.password === body.old_password ||
          (await verifyPassword(body.password, admin.password_hash)) ||
          (await verifyPassword(body.password, admin.previous_password_hash));
        if (reused) throw badRequest('You cannot reuse your previous password.');
        changes.password_hash = await hashPassword(body.password);
        changes.previous_password_hash = admin.password_hash;
      }
      const username = body.username?.trim();
      if (username !== undefined && username !== admin.username) {
        const taken = await db
          .selectFrom('admins')
          .select('id')
          .where('username', '=', username)
          .where('id', '!=', admin.id)
          .executeTakeFirst();
        if (taken) throw new ApiError(409, 'Username already taken');
        changes.username = username;
      }
      if (body.email !== undefined) changes.email = body.email.trim();
      if (body.phone !== undefined) changes.phone = body.phone.trim();
      if (body.name !== undefined) changes.name = body.name.trim();

      if (Object.keys(changes).length > 0) {
        try {
          await db.updateTable('admins').set(changes).where('id', '=', admin.id).execute();
        } catch (err) {
          if (isUniqueViolation(err)) throw new ApiError(409, 'Username already taken');
          throw err;
        }
      }
      const updated = await db
        .selectFrom('admins')
        .selectAll()
        .where('id', '=', admin.id)
        .executeTakeFirstOrThrow();
      return reply(res, 200, 'Admin account updated successfully', toMe(updated));
    },
  );

  app.get(
    '/admin/list_skills',
    {
      onRequest: requireAdmin,
      schema: {
        response: { 200: envelope(Type.Object({ skills: Type.Array(SkillSchema) })), ...Errors },
      },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const withCounts = await getSkillsWithCounts(db, admin.id);
      return reply(res, 200, 'Skills fetched successfully', { skills: withCounts });
    },
  );

  app.patch(
    '/admin/settings',
    {
      onRequest: requireAdmin,
      preValidation: emptyBodyAsObject,
      schema: { body: SettingsBody, response: { 200: envelope(SettingsData), ...Errors } },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const body = request.body ?? {};
      const refused = Object.keys(body).filter((k) => k !== 'skills');
      if (refused.length > 0) {
        throw new ApiError(403, `Admins cannot update fields: ${refused.join(', ')}`);
      }
      if (body.skills && body.skills.length > 0) await upsertSkills(db, admin.id, body.skills);
      return reply(res, 200, 'Settings updated successfully', await settingsData(db, admin));
    },
  );

  app.delete(
    '/admin/delete-skills',
    {
      onRequest: requireAdmin,
      preValidation: emptyBodyAsObject,
      schema: {
        body: DeleteSkillBody,
        response: { 200: envelope(Type.Object({ skills: Type.Array(SkillSchema) })), ...Errors },
      },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const name = (request.body?.skill ?? '').trim();
      if (!name) throw badRequest('Skill name is required');
      const key = name.toLowerCase();
      const skills = await getSkills(db, admin.id);
      if (skills.length === 0) throw new ApiError(404, 'No skills found for this admin.');
      const found = skills.find((s) => s.skill.trim().toLowerCase() === key);
      if (!found) throw new ApiError(404, `Skill '${name}' not found.`);
      const training = await db
        .selectFrom('training_sets')
        .select('id')
        .where('admin_id', '=', admin.id)
        .where('domain_key', '=', key)
        .executeTakeFirst();
      if (training) {
        throw badRequest(`Cannot delete skill '${found.skill}'. Delete its training data first.`);
      }
      await db
        .deleteFrom('admin_skills')
        .where('admin_id', '=', admin.id)
        .where('skill_key', '=', key)
        .execute();
      return reply(res, 200, `Skill '${found.skill}' deleted successfully.`, {
        skills: await getSkills(db, admin.id),
      });
    },
  );

  app.get(
    '/admin/listVoices',
    {
      schema: {
        response: {
          200: envelope(Type.Object({ voices: Type.Record(Type.String(), Voice) })),
          ...Errors,
        },
      },
    },
    async (_request, res) => reply(res, 200, 'Voices fetched successfully', { voices: VOICES }),
  );

  app.get(
    '/admin/dashboard_stats',
    { onRequest: requireAdmin, schema: { response: { 200: envelope(DashboardStats), ...Errors } } },
    async (request, res) => {
      const admin = currentAdmin(request);
      const interviews = await db
        .selectFrom('interviews')
        .select((eb) => {
          const countWhen = (cond: Expression<SqlBool>) =>
            eb.fn.sum<number | null>(eb.case().when(cond).then(1).else(0).end());
          return [
            eb.fn.countAll<number>().as('total'),
            countWhen(eb('status', 'in', ['scheduled', 'in_progress'])).as('scheduled'),
            countWhen(eb('status', '=', 'completed')).as('completed'),
            countWhen(eb('status', '=', 'cancelled')).as('cancelled'),
            countWhen(eb('selected', '=', 1)).as('hired'),
          ];
        })
        .where('admin_id', '=', admin.id)
        .executeTakeFirst();
      const candidates = await db
        .selectFrom('candidates')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('admin_id', '=', admin.id)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      return reply(res, 200, 'Dashboard stats fetched successfully', {
        total_interviews: Number(interviews?.total ?? 0),
        scheduled_interviews: Number(interviews?.scheduled ?? 0),
        completed_interviews: Number(interviews?.completed ?? 0),
        cancelled_interviews: Number(interviews?.cancelled ?? 0),
        total_candidates: Number(candidates?.total ?? 0),
        hired_candidates: Number(interviews?.hired ?? 0),
      });
    },
  );
};
