import { Type, type Static } from '@sinclair/typebox';
import { Role } from '../auth/schemas.ts';

export const UpdateBody = Type.Object(
  {
    old_password: Type.Optional(Type.String({ maxLength: 1024 })),
    username: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Type.String({ maxLength: 320 })),
    phone: Type.Optional(Type.String({ maxLength: 200 })),
    name: Type.Optional(Type.String({ maxLength: 1000 })),
    password: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  // unknown keys are reported by name by the service
  { additionalProperties: true },
);
export type UpdateBody = Static<typeof UpdateBody>;

/** The answer of GET /admin/me (bare on the platform) and the record of PATCH /admin/update. */
export const AdminMe = Type.Object({
  id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  role: Role,
  created_at: Type.String(),
});
export type AdminMe = Static<typeof AdminMe>;

/** The answer of PATCH /admin/update: the record, and a fresh token after a password change. */
export const UpdatedMe = Type.Composite([
  AdminMe,
  Type.Object({ token: Type.Optional(Type.String()) }),
]);
