import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { CheckoutData } from '../../../lib/storage';
import { checkoutTexts } from '../texts';
import { CartSummary } from './cart-summary';
import { StepActions } from './step-actions';

/** Step 1: what is being bought, and Continue. */
export function CartStep({ data, onContinue }: { data: CheckoutData; onContinue: () => void }) {
  return (
    <Box component="section" aria-label={checkoutTexts.cartTitle}>
      <CartSummary data={data} />
      <StepActions>
        <Button variant="contained" size="large" onClick={onContinue}>
          {checkoutTexts.continue}
        </Button>
      </StepActions>
    </Box>
  );
}
