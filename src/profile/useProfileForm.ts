// The profile form's engine: react-admin's form with the profile rules as its validator, the save
// with what the user typed kept on a refusal, and the focus on the field a problem is about.
import { useEffect, useState } from 'react';
import { useAugmentedForm, useNotify } from 'react-admin';
import type { FieldErrors } from 'react-hook-form';
import { errorMessage } from '../common/useNotifyError';
import type { AdminProfile, AdminProfileChanges } from '../dataProvider/types';
import {
  changesFrom,
  draftFrom,
  PROFILE_ERROR_ARGS,
  validateDraft,
  type ProfileDraft,
  type ProfileField,
} from './profileForm';

/** Which field a server message is about, so it is marked as well as toasted. */
const SERVER_FIELD: Record<string, ProfileField> = {
  'Old password is required to update account details': 'old_password',
  'Old password is incorrect': 'old_password',
  'You cannot reuse your previous password.': 'password',
  'Username already taken': 'username',
};

const FIELD_ORDER: ProfileField[] = [
  'name',
  'username',
  'email',
  'phone',
  'password',
  'confirm',
  'old_password',
];

/** The problems as the form's validator gives them: translation keys with their arguments. */
function validate(values: ProfileDraft, profile: AdminProfile) {
  const problems = validateDraft(values, profile);
  return Object.fromEntries(
    Object.entries(problems).map(([field, key]) => [
      field,
      { message: key, args: PROFILE_ERROR_ARGS },
    ]),
  );
}

/** sends the changes; resolves with the saved profile, rejects with the server's message */
export type SaveProfile = (changes: AdminProfileChanges) => Promise<AdminProfile>;

export function useProfileForm(profile: AdminProfile, onSave: SaveProfile) {
  const notify = useNotify();
  // true only while the save request runs: react-hook-form's isSubmitting also covers validation,
  // and fields disabled then cannot take the focus that points at the first problem
  const [isSubmitting, setSubmitting] = useState(false);
  // a field the server refused gets the focus once the fields are enabled again
  const [focusAfterSave, setFocusAfterSave] = useState<ProfileField>();
  const { form, handleSubmit } = useAugmentedForm({
    defaultValues: draftFrom(profile),
    validate: (values) => validate(values as ProfileDraft, profile),
    disableInvalidFormNotification: true,
    onSubmit: async (values: Record<string, unknown>) => {
      setSubmitting(true);
      try {
        const saved = await onSave(changesFrom(values as unknown as ProfileDraft, profile));
        form.reset(draftFrom(saved));
      } catch (error) {
        // what the user typed stays; the message says what to fix
        const message = errorMessage(error);
        const field = SERVER_FIELD[message];
        if (field) {
          form.setError(field, { type: 'server', message });
          setFocusAfterSave(field);
        }
      } finally {
        setSubmitting(false);
      }
    },
  });
  useEffect(() => {
    if (isSubmitting || !focusAfterSave) return;
    form.setFocus(focusAfterSave);
    setFocusAfterSave(undefined);
  }, [isSubmitting, focusAfterSave, form]);

  // the first problem (of the field that gets the focus) as a toast too
  const notifyInvalid = (errors: FieldErrors) => {
    const first = FIELD_ORDER.find((name) => errors[name]);
    const problem = first && (errors[first]?.message as unknown as { message: string });
    if (problem) notify(problem.message, { type: 'error', messageArgs: PROFILE_ERROR_ARGS });
  };

  return { form, onSubmit: form.handleSubmit(handleSubmit, notifyInvalid), isSubmitting };
}
