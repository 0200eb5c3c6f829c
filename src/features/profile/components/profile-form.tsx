import Box from '@mui/material/Box';
import { useId, useRef, type Ref } from 'react';
import type { User } from '../../../../contract/profile';
import { toggleCategory } from '../profile-draft';
import { profileTexts } from '../texts';
import { useProfileEdit } from '../use-profile-edit';
import { CategoryPicker } from './category-picker';
import { DetailsFields } from './details-fields';
import { NotificationFields } from './notification-fields';
import { ProfileSection } from './profile-section';
import { SaveBar } from './save-bar';

interface ProfileFormProps {
  user: User;
  firstFieldRef: Ref<HTMLInputElement>;
  onSaved: (user: User) => void;
  onCancel: () => void;
}

/** The profile in edit mode: the same sections as inputs, with Save and Cancel. */
export function ProfileForm({ user, firstFieldRef, onSaved, onCancel }: ProfileFormProps) {
  const phoneRef = useRef<HTMLInputElement>(null);
  const dateOfBirthRef = useRef<HTMLInputElement>(null);
  const quietFromRef = useRef<HTMLInputElement>(null);
  const quietToRef = useRef<HTMLInputElement>(null);
  const boxes = {
    phone: phoneRef,
    dateOfBirth: dateOfBirthRef,
    quietFrom: quietFromRef,
    quietTo: quietToRef,
  };
  const { draft, saving, failure, errors, change, save } = useProfileEdit({ user, boxes, onSaved });
  const failureId = useId();

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
        <DetailsFields
          draft={draft}
          errors={errors}
          email={user.email}
          firstFieldRef={firstFieldRef}
          phoneRef={phoneRef}
          dateOfBirthRef={dateOfBirthRef}
          onChange={change}
        />
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
        <NotificationFields
          draft={draft}
          errors={errors}
          quietFromRef={quietFromRef}
          quietToRef={quietToRef}
          onChange={change}
        />
      </ProfileSection>

      <SaveBar failure={failure} failureId={failureId} saving={saving} onCancel={onCancel} />
    </Box>
  );
}
