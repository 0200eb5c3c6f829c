import Box from '@mui/material/Box';
import type { Ref } from 'react';
import { NOTIFICATION_PREFERENCES } from '../notification-preferences';
import type { ProfileErrors } from '../profile-checks';
import type { ProfileDraft } from '../profile-draft';
import { DealAlertPaceFields } from './deal-alert-pace-fields';
import { PreferenceSwitch } from './preference-switch';

interface NotificationFieldsProps {
  draft: ProfileDraft;
  errors: ProfileErrors;
  quietFromRef: Ref<HTMLInputElement>;
  quietToRef: Ref<HTMLInputElement>;
  onChange: (patch: Partial<ProfileDraft>) => void;
}

/** The edit form's notifications: a switch per preference, then the deal-alert pace. */
export function NotificationFields({
  draft,
  errors,
  quietFromRef,
  quietToRef,
  onChange,
}: NotificationFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {NOTIFICATION_PREFERENCES.map(({ key, label, hint }) => (
        <PreferenceSwitch
          key={key}
          label={label}
          hint={hint}
          checked={draft[key]}
          onChange={(checked) => onChange({ [key]: checked })}
        />
      ))}
      <DealAlertPaceFields
        pace={draft.pace}
        errors={errors}
        quietFromRef={quietFromRef}
        quietToRef={quietToRef}
        onChange={(patch) => onChange({ pace: { ...draft.pace, ...patch } })}
      />
    </Box>
  );
}
