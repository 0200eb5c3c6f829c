import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { checkoutTexts } from '../texts';
import type { BuyerFormState } from '../use-buyer-form';
import { BuyerFormFields } from './buyer-form';
import { StepActions } from './step-actions';

interface ShippingStepProps {
  buyer: BuyerFormState;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 2: who buys and where it ships; Continue checks the form first. */
export function ShippingStep({ buyer, onBack, onContinue }: ShippingStepProps) {
  return (
    <Box
      component="form"
      noValidate
      aria-label={checkoutTexts.buyerTitle}
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {checkoutTexts.buyerTitle}
      </Typography>
      <BuyerFormFields
        form={buyer.form}
        errors={buyer.errors}
        emailLocked={buyer.signedIn}
        onChange={buyer.change}
      />
      <StepActions>
        <Button onClick={onBack}>{checkoutTexts.back}</Button>
        <Button type="submit" variant="contained" size="large">
          {checkoutTexts.continue}
        </Button>
      </StepActions>
    </Box>
  );
}
