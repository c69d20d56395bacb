import { Type, type Static } from '@sinclair/typebox';
import { ROLES } from '../../../../common/permissions.ts';
import { AdminUser } from '../auth/schemas.ts';

/** A role: checked by the service so that a wrong one is named in plain words. */
const RoleText = Type.String({ maxLength: 40 });

export const MemberSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  email: Type.String(),
  role: Type.Unsafe<(typeof ROLES)[number]>({ type: 'string', enum: [...ROLES] }),
  status: Type.Union([Type.Literal('active'), Type.Literal('invited')]),
  created_at: Type.String(),
  last_sign_in_at: Type.Union([Type.String(), Type.Null()]),
  /** extension: when an invitation's link stops working (invitations only) */
  expires_at: Type.Optional(Type.String()),
});
export type MemberJson = Static<typeof MemberSchema>;

export const InviteBody = Type.Object({
  email: Type.String({ maxLength: 320 }),
  role: RoleText,
});

export const InvitationLink = Type.Object({
  id: Type.String(),
  email: Type.String(),
  role: Type.String(),
  link: Type.String(),
  expires_at: Type.String(),
});

export const ResentLink = Type.Object({ link: Type.String(), expires_at: Type.String() });

export const RoleBody = Type.Object({ role: RoleText });

export const AcceptBody = Type.Object({
  token: Type.String({ maxLength: 200 }),
  username: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 1024 }),
});

export const SignedInData = Type.Object({ token: Type.String(), user: AdminUser });
