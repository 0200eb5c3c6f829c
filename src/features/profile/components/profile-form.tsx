import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import {
  EARLIEST_BIRTHDAY,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '../../../../contract/constants';
import type { User } from '../../../../contract/profile';
import { serverMessage } from '../../../api/client';
import { lockedInputSx, TextInput } from '../../../components/form-controls';
import { showToast } from '../../../lib/toast';
import { CONNECTION_BAR_HEIGHT_VAR, useToastClearance } from '../../../lib/toast-clearance';
import { updateProfile } from '../api/update-profile';
import {
  checkProfile,
  isFieldRefusal,
  latestBirthday,
  profileFieldErrorOf,
  type ProfileErrors,
} from '../profile-checks';
import { draftOf, toggleCategory, updateOf, type ProfileDraft } from '../profile-draft';
import { profileTexts } from '../texts';
import { CategoryPicker } from './category-picker';
import { DealAlertPaceFields } from './deal-alert-pace-fields';
import { PreferenceSwitch } from './preference-switch';
import { ProfileSection } from './profile-section';
import { NOTIFICATION_PREFERENCES } from './profile-view';

type TextField = 'firstName' | 'lastName' | 'phone' | 'dateOfBirth';

const TEXT_FIELD_LABELS: Record<TextField, string> = {
  firstName: profileTexts.firstName,
  lastName: profileTexts.lastName,
  phone: profileTexts.phone,
  dateOfBirth: profileTexts.dateOfBirth,
};

/** What the browser may fill each field with. */
const TEXT_FIELD_AUTOCOMPLETE: Record<TextField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  dateOfBirth: 'bday',
};

interface ProfileFormProps {
  user: User;
  firstFieldRef: Ref<HTMLInputElement>;
  onSaved: (user: User) => void;
  onCancel: () => void;
}

/** The profile in edit mode: the same sections as inputs, with Save and Cancel. */
export function ProfileForm({ user, firstFieldRef, onSaved, onCancel }: ProfileFormProps) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(user));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const failureId = useId();
  const saveBarRef = useToastClearance<HTMLDivElement>();
  const phoneRef = useRef<HTMLInputElement>(null);
  const dateOfBirthRef = useRef<HTMLInputElement>(null);
  const quietFromRef = useRef<HTMLInputElement>(null);
  const quietToRef = useRef<HTMLInputElement>(null);

  function change(patch: Partial<ProfileDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const { phone, dateOfBirth, quietFrom, quietTo } = current;
      const paceKept = !('pace' in patch);
      return {
        ...(phone && !('phone' in patch) ? { phone } : {}),
        ...(dateOfBirth && !('dateOfBirth' in patch) ? { dateOfBirth } : {}),
        ...(quietFrom && paceKept ? { quietFrom } : {}),
        ...(quietTo && paceKept ? { quietTo } : {}),
      };
    });
    setFailure(null);
  }

  /** Marks the fields and puts the cursor in the first one, so a phone scrolls to it. */
  function showErrors(found: ProfileErrors) {
    setErrors(found);
    setFailure(profileTexts.checkFields);
    const inFormOrder = [
      [found.phone, phoneRef],
      [found.dateOfBirth, dateOfBirthRef],
      [found.quietFrom, quietFromRef],
      [found.quietTo, quietToRef],
    ] as const;
    inFormOrder.find(([message]) => message !== undefined)?.[1].current?.focus();
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A date typed only in part leaves the box's value empty: the browser knows it is unfinished.
    const found = dateOfBirthRef.current?.validity.badInput
      ? { ...checkProfile(draft), dateOfBirth: profileTexts.dateOfBirthInvalid }
      : checkProfile(draft);
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

  const emailHintId = useId();

  /** Ties an input to a text field of the draft: its label, name, value, changes and message. */
  const bind = (field: TextField) => {
    const message = field === 'phone' || field === 'dateOfBirth' ? errors[field] : undefined;
    return {
      label: TEXT_FIELD_LABELS[field],
      autoComplete: TEXT_FIELD_AUTOCOMPLETE[field],
      name: field,
      value: draft[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => change({ [field]: event.target.value }),
      message,
      error: message !== undefined,
    };
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void save(event)}
      aria-label={profileTexts.edit}
      aria-describedby={failure ? failureId : undefined}
      sx={{ display: 'grid', gap: { xs: 2, md: 3 }, minWidth: 0 }}
    >
      <ProfileSection title={profileTexts.detailsTitle}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            columnGap: 2,
            rowGap: 2,
          }}
        >
          <TextInput ref={firstFieldRef} maxLength={NAME_MAX_LENGTH} {...bind('firstName')} />
          <TextInput maxLength={NAME_MAX_LENGTH} {...bind('lastName')} />
          <TextInput ref={phoneRef} type="tel" maxLength={PHONE_MAX_LENGTH} {...bind('phone')} />
          <TextInput
            ref={dateOfBirthRef}
            type="date"
            min={EARLIEST_BIRTHDAY}
            max={latestBirthday()}
            {...bind('dateOfBirth')}
          />
          <TextInput
            label={profileTexts.email}
            name="email"
            type="email"
            value={user.email}
            readOnly
            aria-describedby={emailHintId}
            containerSx={{ gridColumn: { sm: '1 / -1' } }}
            inputSx={lockedInputSx}
          />
          <Box
            id={emailHintId}
            sx={{
              gridColumn: { sm: '1 / -1' },
              mt: -1.5,
              fontSize: '0.8125rem',
              color: 'text.secondary',
            }}
          >
            {profileTexts.emailLocked}
          </Box>
        </Box>
      </ProfileSection>

      <ProfileSection title={profileTexts.categoriesTitle} intro={profileTexts.categoriesIntro}>
        <CategoryPicker
          legend={profileTexts.categoriesTitle}
          chosen={draft.categories}
          onToggle={(category) =>
            change({ categories: toggleCategory(draft.categories, category) })
          }
        />
      </ProfileSection>

      <ProfileSection title={profileTexts.notificationsTitle}>
        <Box sx={{ display: 'grid', gap: 1 }}>
          {NOTIFICATION_PREFERENCES.map(({ key, label, hint }) => (
            <PreferenceSwitch
              key={key}
              label={label}
              hint={hint}
              checked={draft[key]}
              onChange={(checked) => change({ [key]: checked })}
            />
          ))}
          <DealAlertPaceFields
            pace={draft.pace}
            errors={errors}
            quietFromRef={quietFromRef}
            quietToRef={quietToRef}
            onChange={(patch) => change({ pace: { ...draft.pace, ...patch } })}
          />
        </Box>
      </ProfileSection>

      <Paper
        ref={saveBarRef}
        variant="outlined"
        sx={{
          position: 'sticky',
          // Above the connection bar when it shows (offline), never under it.
          bottom: {
            xs: `calc(var(${CONNECTION_BAR_HEIGHT_VAR}, 0px) + 8px)`,
            md: `calc(var(${CONNECTION_BAR_HEIGHT_VAR}, 0px) + 16px)`,
          },
          zIndex: 1,
          p: 2,
          borderRadius: '20px',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 1.5,
          boxShadow: '0 8px 24px rgba(31, 26, 23, 0.12)',
        }}
      >
        {failure && (
          <Box
            id={failureId}
            role="alert"
            sx={{ flex: '1 1 240px', color: 'error.main', fontWeight: 600, fontSize: '0.9rem' }}
          >
            {failure === profileTexts.failedToUpdate || failure === profileTexts.checkFields
              ? failure
              : `${profileTexts.failedToUpdate}: ${failure}`}
          </Box>
        )}
        <Button onClick={onCancel} disabled={saving} sx={{ flex: { xs: 1, sm: 'none' } }}>
          {profileTexts.cancel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={saving}
          sx={{ flex: { xs: 1, sm: 'none' } }}
        >
          {profileTexts.save}
        </Button>
      </Paper>
    </Box>
  );
}
