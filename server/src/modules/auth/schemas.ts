import { Type } from '@sinclair/typebox';

export const Role = Type.Union([Type.Literal('admin'), Type.Literal('superadmin')]);

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
});

export const LoginBody = Type.Object({
  username: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 1024 }),
});
