import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Thumbnail } from '../../../components/thumbnail';
import { UnitLine } from '../../../components/unit-line';
import { formatMoney, formatOptions } from '../../../lib/format';
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
        <Thumbnail src={deal.product.image_url} size={96} sx={{ borderRadius: '12px' }} />
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
        <Row label={checkoutTexts.pricePerUnit} value={formatMoney(totals.unitPriceCents)} />
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
            <UnitLine
              key={unit}
              label={checkoutTexts.unitLabel(unit + 1)}
              options={options.length > 0 ? formatOptions(options) : checkoutTexts.noOptions}
            />
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
