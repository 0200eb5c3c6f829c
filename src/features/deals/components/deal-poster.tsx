import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { Deal } from '../../../../contract/catalog';
import { QrCode } from '../../../components/qr-code';
import { ButtonLink } from '../../../components/router-links';
import { formatMoney, toCents } from '../../../lib/format';
import { dealTexts } from '../texts';

/** Printing keeps the poster alone on the page: the store's header, footer and buttons stay off. */
const printOnlyThePoster = {
  '@media print': {
    'header, footer, [data-screen-only]': { display: 'none !important' },
    body: { background: '#fff' },
  },
};

/**
 * A deal's invite for a shop window or a notice board: the deal in big type and a QR code of its
 * link, which a passer-by's phone camera opens. A page of its own, so it prints on one sheet.
 */
export function DealPoster({ deal, url }: { deal: Deal; url: string }) {
  const price = formatMoney(toCents(deal.group_deal_price));
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <GlobalStyles styles={printOnlyThePoster} />
      <Box
        data-screen-only
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', mb: 2 }}
      >
        <ButtonLink
          to="/deal/$encodedDealId"
          params={{ encodedDealId: deal.encoded_id }}
          sx={{ minHeight: 44 }}
        >
          {dealTexts.posterBack}
        </ButtonLink>
        <Button variant="contained" onClick={() => window.print()} sx={{ minHeight: 44 }}>
          {dealTexts.printNow}
        </Button>
      </Box>
      <Box
        component="article"
        aria-labelledby="poster-title"
        sx={{
          border: 2,
          borderColor: 'primary.main',
          borderRadius: '24px',
          p: { xs: 3, sm: 5 },
          textAlign: 'center',
          display: 'grid',
          justifyItems: 'center',
          gap: 2,
          bgcolor: '#fff',
          breakInside: 'avoid',
        }}
      >
        <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
          {dealTexts.posterStore}
        </Typography>
        <Typography sx={{ fontWeight: 700, color: 'primary.main', letterSpacing: '0.05em' }}>
          {dealTexts.posterHeading.toUpperCase()}
        </Typography>
        <Typography
          id="poster-title"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2.5rem' }, lineHeight: 1.15 }}
        >
          {deal.title}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {dealTexts.posterPrice(price, deal.total_units_needed)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {dealTexts.posterWas(formatMoney(toCents(deal.product.regular_price)))}
        </Typography>
        <Box sx={{ width: { xs: 240, sm: 320 }, maxWidth: '100%', my: 1 }}>
          <QrCode text={url} label={dealTexts.posterQrLabel(url)} size="100%" />
        </Box>
        <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
          {dealTexts.posterScan}
        </Typography>
        <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{url}</Typography>
      </Box>
    </Box>
  );
}
