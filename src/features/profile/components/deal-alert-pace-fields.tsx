import Box from '@mui/material/Box';
import { useId, type Ref } from 'react';
import { DEAL_ALERTS_PER_DAY_MAX } from '../../../../contract/profile';
import { SelectInput, TextInput } from '../../../components/form-controls';
import { timeZoneChoices, type PaceDraft } from '../deal-alert-pace';
import type { ProfileErrors } from '../profile-checks';
import { profileTexts } from '../texts';
import { PreferenceSwitch } from './preference-switch';

const DAILY_CHOICES = Array.from({ length: DEAL_ALERTS_PER_DAY_MAX + 1 }, (_, count) => count);

interface DealAlertPaceFieldsProps {
  pace: PaceDraft;
  errors: Pick<ProfileErrors, 'quietFrom' | 'quietTo'>;
  quietFromRef: Ref<HTMLInputElement>;
  quietToRef: Ref<HTMLInputElement>;
  onChange: (patch: Partial<PaceDraft>) => void;
}

/** How often deal alerts may come: a daily most, quiet hours and the clock they follow. */
export function DealAlertPaceFields({
  pace,
  errors,
  quietFromRef,
  quietToRef,
  onChange,
}: DealAlertPaceFieldsProps) {
  const perDayHintId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <Box>
        <SelectInput
          label={profileTexts.dealAlertsPerDay}
          name="dealAlertsPerDay"
          value={pace.maxPerDay}
          aria-describedby={perDayHintId}
          onChange={(event) => onChange({ maxPerDay: Number(event.target.value) })}
        >
          {DAILY_CHOICES.map((count) => (
            <option key={count} value={count}>
              {profileTexts.dealAlertsPerDayChoice(count)}
            </option>
          ))}
        </SelectInput>
        <Hint id={perDayHintId}>{profileTexts.dealAlertsPerDayHint}</Hint>
      </Box>

      <PreferenceSwitch
        label={profileTexts.quietHours}
        hint={profileTexts.quietHoursHint}
        checked={pace.quietHours}
        onChange={(quietHours) => onChange({ quietHours })}
      />
      {pace.quietHours && (
        <QuietHoursTimes
          pace={pace}
          errors={errors}
          quietFromRef={quietFromRef}
          quietToRef={quietToRef}
          onChange={onChange}
        />
      )}

      <TimeZoneSelect timeZone={pace.timeZone} onChange={onChange} />
    </Box>
  );
}

/** The quiet window's two times, shown while quiet hours are on. */
function QuietHoursTimes({
  pace,
  errors,
  quietFromRef,
  quietToRef,
  onChange,
}: DealAlertPaceFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2 }}>
      <TextInput
        ref={quietFromRef}
        type="time"
        name="quietFrom"
        label={profileTexts.quietFrom}
        value={pace.from}
        onChange={(event) => onChange({ from: event.target.value })}
        message={errors.quietFrom}
        error={errors.quietFrom !== undefined}
      />
      <TextInput
        ref={quietToRef}
        type="time"
        name="quietTo"
        label={profileTexts.quietTo}
        value={pace.to}
        onChange={(event) => onChange({ to: event.target.value })}
        message={errors.quietTo}
        error={errors.quietTo !== undefined}
      />
    </Box>
  );
}

/** The clock quiet hours and the daily count follow. */
function TimeZoneSelect({
  timeZone,
  onChange,
}: {
  timeZone: string;
  onChange: (patch: Partial<PaceDraft>) => void;
}) {
  const timeZoneHintId = useId();
  return (
    <Box>
      <SelectInput
        label={profileTexts.timeZone}
        name="timeZone"
        value={timeZone}
        aria-describedby={timeZoneHintId}
        onChange={(event) => onChange({ timeZone: event.target.value })}
      >
        {timeZoneChoices(timeZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </SelectInput>
      <Hint id={timeZoneHintId}>{profileTexts.timeZoneHint}</Hint>
    </Box>
  );
}

function Hint({ id, children }: { id: string; children: string }) {
  return (
    <Box id={id} sx={{ mt: 0.5, fontSize: '0.8125rem', color: 'text.secondary' }}>
      {children}
    </Box>
  );
}
