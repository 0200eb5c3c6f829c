import Box from '@mui/material/Box';
import { useId, type ChangeEvent, type Ref } from 'react';
import {
  EARLIEST_BIRTHDAY,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '../../../../contract/constants';
import { lockedInputSx, TextInput } from '../../../components/form-controls';
import { latestBirthday, type ProfileErrors } from '../profile-checks';
import type { ProfileDraft } from '../profile-draft';
import { profileTexts } from '../texts';

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

interface DetailsFieldsProps {
  draft: ProfileDraft;
  errors: ProfileErrors;
  email: string;
  firstFieldRef: Ref<HTMLInputElement>;
  phoneRef: Ref<HTMLInputElement>;
  dateOfBirthRef: Ref<HTMLInputElement>;
  onChange: (patch: Partial<ProfileDraft>) => void;
}

/** The edit form's details: name, phone and birthday as inputs; the e-mail shown, not editable. */
export function DetailsFields({
  draft,
  errors,
  email,
  firstFieldRef,
  phoneRef,
  dateOfBirthRef,
  onChange,
}: DetailsFieldsProps) {
  const emailHintId = useId();

  /** Ties an input to a text field of the draft: its label, name, value, changes and message. */
  const bind = (field: TextField) => {
    const message = field === 'phone' || field === 'dateOfBirth' ? errors[field] : undefined;
    return {
      label: TEXT_FIELD_LABELS[field],
      autoComplete: TEXT_FIELD_AUTOCOMPLETE[field],
      name: field,
      value: draft[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [field]: event.target.value }),
      message,
      error: message !== undefined,
    };
  };

  return (
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
      <LockedEmail email={email} hintId={emailHintId} />
    </Box>
  );
}

/** The e-mail is the sign-in, so it shows in the form without being editable, saying why. */
function LockedEmail({ email, hintId }: { email: string; hintId: string }) {
  return (
    <>
      <TextInput
        label={profileTexts.email}
        name="email"
        type="email"
        value={email}
        readOnly
        aria-describedby={hintId}
        containerSx={{ gridColumn: { sm: '1 / -1' } }}
        inputSx={lockedInputSx}
      />
      <Box
        id={hintId}
        sx={{
          gridColumn: { sm: '1 / -1' },
          mt: -1.5,
          fontSize: '0.8125rem',
          color: 'text.secondary',
        }}
      >
        {profileTexts.emailLocked}
      </Box>
    </>
  );
}
