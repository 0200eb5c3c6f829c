import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { STAFF_ROLES } from '../../../../contract/staff-access';
import type { StaffRole } from '../../../../contract/staff-access';
import { SelectInput, TextInput } from '../../../components/form-controls';
import { addStaff } from '../api/staff';
import { adminTexts } from '../texts';
import { useFormSubmit } from '../use-form-submit';
import { FormSubmit } from './form-submit';
import { Section } from './screen-parts';

/** An owner adds someone by e-mail with a role; they sign in as any shopper does. */
export function AddStaffForm({ onAdded }: { onAdded: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const form = useFormSubmit({ email: 'email', role: 'role' } as const);
  const helpId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const given = email.trim();
    const errors = given === '' ? { email: adminTexts.required } : {};
    void form.submit(errors, given ? { email: given, role } : null, async (request) => {
      await addStaff(request);
      setEmail('');
      onAdded();
    });
  }

  return (
    <Section title={adminTexts.addStaffTitle}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {adminTexts.staffSignInHint}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr) auto' },
          gap: 1.5,
          alignItems: 'start',
        }}
      >
        <TextInput
          label={adminTexts.staffEmail}
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          value={email}
          error={form.shown('email').error}
          message={form.errors.email ?? null}
          reserveMessageSpace
          onChange={(event) => {
            setEmail(event.target.value);
            form.clear('email');
          }}
        />
        <SelectInput
          label={adminTexts.staffRole}
          aria-describedby={helpId}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((option) => (
            <option key={option} value={option}>
              {adminTexts.roleNames[option]}
            </option>
          ))}
        </SelectInput>
        <Box sx={{ pt: { sm: 3 } }}>
          <FormSubmit problem={form.formError} sending={form.sending}>
            {adminTexts.addStaff}
          </FormSubmit>
        </Box>
      </Box>
      <Typography id={helpId} variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>
        {`${adminTexts.roleNames[role]}: ${adminTexts.roleHelp[role]}`}
      </Typography>
    </Section>
  );
}
