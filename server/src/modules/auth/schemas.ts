import { Type } from '@sinclair/typebox';
import { ROLES } from '../../../../common/permissions.ts';

/** The member's role in their workspace (common/permissions.ts), as the user record carries it. */
export const Role = Type.Unsafe<(typeof ROLES)[number]>({ type: 'string', enum: [...ROLES] });

/** The admin record of the login answer (never the password hash). */
export const AdminUser = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  role: Role,
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  profileImage: Type.Optional(Type.String()),
  created_at: Type.String(),
  /** extension: the member's workspace (docs/members.md); the platform's record has none */
  workspace_id: Type.String(),
});

export const LoginBody = Type.Object({
  username: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 1024 }),
});
