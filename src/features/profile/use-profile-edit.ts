import { useState, type FormEvent, type RefObject } from 'react';
import type { User } from '../../../contract/profile';
import { serverMessage } from '../../api/client';
import { showToast } from '../../lib/toast';
import { updateProfile } from './api/update-profile';
import {
  checkProfile,
  isFieldRefusal,
  profileFieldErrorOf,
  type CheckedField,
  type ProfileErrors,
} from './profile-checks';
import { draftOf, updateOf, type ProfileDraft } from './profile-draft';
import { profileTexts } from './texts';

/** The boxes of the checked fields, so a problem puts the cursor in the first one. */
export type CheckedBoxes = Record<CheckedField, RefObject<HTMLInputElement | null>>;

interface ProfileEditOptions {
  user: User;
  boxes: CheckedBoxes;
  onSaved: (user: User) => void;
}

/** The profile being edited: the draft, its field problems, and saving it. */
export function useProfileEdit({ user, boxes, onSaved }: ProfileEditOptions) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(user));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<ProfileErrors>({});

  function change(patch: Partial<ProfileDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => errorsKeptAfter(current, patch));
    setFailure(null);
  }

  /** Marks the fields and puts the cursor in the first one, so a phone scrolls to it. */
  function showErrors(found: ProfileErrors) {
    setErrors(found);
    setFailure(profileTexts.checkFields);
    firstBoxWithError(found, boxes)?.current?.focus();
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = problemsBeforeSaving(draft, boxes.dateOfBirth);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setSaving(true);
    try {
      onSaved(await updateProfile(updateOf(draft)));
    } catch (error) {
      setSaving(false);
      const message = serverMessage(error);
      const fieldErrors = message ? profileFieldErrorOf(message) : null;
      if (fieldErrors) {
        showErrors(fieldErrors);
        return;
      }
      showToast(profileTexts.failedToUpdate, 'error');
      setFailure(message && !isFieldRefusal(message) ? message : profileTexts.failedToUpdate);
    }
  }

  return { draft, saving, failure, errors, change, save };
}

/** A field's problem goes once the shopper changes that field (any pace change, for the pace's). */
function errorsKeptAfter(current: ProfileErrors, patch: Partial<ProfileDraft>): ProfileErrors {
  const { phone, dateOfBirth, quietFrom, quietTo } = current;
  const paceKept = !('pace' in patch);
  return {
    ...(phone && !('phone' in patch) ? { phone } : {}),
    ...(dateOfBirth && !('dateOfBirth' in patch) ? { dateOfBirth } : {}),
    ...(quietFrom && paceKept ? { quietFrom } : {}),
    ...(quietTo && paceKept ? { quietTo } : {}),
  };
}

function firstBoxWithError(found: ProfileErrors, boxes: CheckedBoxes) {
  const inFormOrder: CheckedField[] = ['phone', 'dateOfBirth', 'quietFrom', 'quietTo'];
  const first = inFormOrder.find((field) => found[field] !== undefined);
  return first ? boxes[first] : undefined;
}

function problemsBeforeSaving(
  draft: ProfileDraft,
  dateOfBirthBox: RefObject<HTMLInputElement | null>,
): ProfileErrors {
  // A date typed only in part leaves the box's value empty: the browser knows it is unfinished.
  return dateOfBirthBox.current?.validity.badInput
    ? { ...checkProfile(draft), dateOfBirth: profileTexts.dateOfBirthInvalid }
    : checkProfile(draft);
}
