import { describe, expect, it } from 'vitest';
import type { AdminProfile } from '../../../src/dataProvider/types';
import { changesFrom, draftFrom, validateDraft } from '../../../src/profile/profileForm';

const ME: AdminProfile = {
  id: 'a1',
  username: 'legacy name',
  name: 'Jane',
  email: 'jane@example.com',
  phone: '',
  role: 'admin',
};

describe('validateDraft', () => {
  it('needs the old password, and nothing else for an unchanged draft', () => {
    const draft = draftFrom(ME);
    expect(validateDraft(draft, ME)).toEqual({
      old_password: 'app.profile.old_password_required',
    });
    expect(validateDraft({ ...draft, old_password: 'x' }, ME)).toEqual({});
  });

  it('checks only the details that changed, with the server rules', () => {
    const draft = { ...draftFrom(ME), old_password: 'x' };
    expect(
      validateDraft(
        { ...draft, username: 'a b', email: 'not-an-email', phone: '1'.repeat(31) },
        ME,
      ),
    ).toEqual({
      username: 'app.profile.errors.username',
      email: 'app.profile.errors.email',
      phone: 'app.profile.errors.phone_long',
    });
    expect(validateDraft({ ...draft, username: 'jane.doe-2', email: '' }, ME)).toEqual({});
  });

  it('wants a new password of 8 characters, typed twice the same', () => {
    const draft = { ...draftFrom(ME), old_password: 'x' };
    expect(validateDraft({ ...draft, password: 'short', confirm: 'short' }, ME)).toEqual({
      password: 'app.profile.errors.password_short',
    });
    expect(
      validateDraft({ ...draft, password: 'long-enough', confirm: 'long-enougH' }, ME),
    ).toEqual({ confirm: 'app.profile.errors.confirm' });
  });
});

describe('changesFrom', () => {
  it('sends the old password, the trimmed details that changed and a new password', () => {
    const draft = {
      ...draftFrom(ME),
      name: ' Janet ',
      phone: '+1 555',
      old_password: 'old',
      password: 'new-password',
      confirm: 'new-password',
    };
    expect(changesFrom(draft, ME)).toEqual({
      old_password: 'old',
      name: 'Janet',
      phone: '+1 555',
      password: 'new-password',
    });
    expect(changesFrom({ ...draftFrom(ME), old_password: 'old' }, ME)).toEqual({
      old_password: 'old',
    });
  });
});
