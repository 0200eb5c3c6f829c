import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../lib/format';
import { unitKey, type CheckoutData } from '../../../lib/storage';
import { cartTotals } from '../checkout-model';
import { checkoutTexts } from '../texts';

/** Step 1: the deal, price per unit, each unit with its options, free shipping and the total. */
export function CartSummary({ data }: { data: CheckoutData }) {
  const totals = cartTotals(data);
  const { dealData: deal } = data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box
          component="img"
          src={deal.product.image_url}
          alt=""
          width={96}
          height={96}
          sx={{ width: 96, height: 96, borderRadius: '12px', objectFit: 'cover', flexShrink: 0 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.125rem' }}>
            {deal.product.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {deal.title}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>
            {data.type === 'group' ? checkoutTexts.groupOrder : checkoutTexts.soloOrder}
          </Typography>
        </Box>
      </Box>

      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <Row label={checkoutTexts.pricePerUnit} value={formatMoney(totals.unitCents)} />
        <Row label={checkoutTexts.quantity} value={checkoutTexts.units(totals.quantity)} />
      </Box>

      <Box
        component="ul"
        aria-label={checkoutTexts.units(totals.quantity)}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}
      >
        {Array.from({ length: totals.quantity }, (_, unit) => {
          const options = Object.entries(data.variants[unitKey(unit)] ?? {});
          return (
            <Box
              component="li"
              key={unit}
              sx={{
                display: 'flex',
                gap: 1,
                px: 1.5,
                py: 0.75,
                bgcolor: 'action.hover',
                borderRadius: '10px',
              }}
            >
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {checkoutTexts.unitLabel(unit + 1)}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                {options.length > 0
                  ? options.map(([name, value]) => `${capitalise(name)}: ${value}`).join(' · ')
                  : checkoutTexts.noOptions}
              </Typography>
            </Box>
          );
        })}
      </Box>

      <Divider />
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <Row label={checkoutTexts.subtotal} value={formatMoney(totals.subtotalCents)} />
        <Row label={checkoutTexts.shipping} value={checkoutTexts.free} />
        <Row label={checkoutTexts.total} value={formatMoney(totals.totalCents)} strong />
      </Box>
      <Alert severity={data.type === 'group' ? 'info' : 'success'}>
        {data.type === 'group' ? checkoutTexts.groupChargeNote : checkoutTexts.soloChargeNote}
      </Alert>
    </Box>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 800 : 400 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: strong ? 800 : 600, fontSize: strong ? '1.25rem' : undefined }}
      >
        {value}
      </Typography>
    </Box>
  );
}

function capitalise(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
