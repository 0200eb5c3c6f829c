import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Deal } from '../../../../contract/catalog';
import { ClockIcon } from '../../../components/icons';
import { Pill } from '../../../components/pill';
import { ButtonLink, TextLink } from '../../../components/router-links';
import { dealView } from '../deal-view';
import { dealTexts } from '../texts';
import { DealBadges } from './deal-badges';
import { DealProgress } from './deal-progress';
import { PriceLine } from './price-line';

interface DealCardProps {
  deal: Deal;
  /** Heading level of the card title, so it fits the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One deal in a grid. Joining from a listing always means quantity 1 (SPEC 2); until the join
 * flow exists the button opens the deal page, where the shopper confirms.
 */
export function DealCard({ deal, headingLevel = 'h3' }: DealCardProps) {
  const view = dealView(deal);
  const params = { encodedDealId: deal.encoded_id };
  return (
    <Card
      component="article"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        bgcolor: view.expired ? 'action.hover' : 'background.paper',
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover': view.expired ? undefined : { boxShadow: 4, transform: 'translateY(-2px)' },
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: 'action.hover' }}>
        <Box
          component="img"
          src={deal.product.image_url}
          alt={deal.product.name}
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
          sx={{
            display: 'block',
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            filter: view.expired ? 'grayscale(1)' : undefined,
            opacity: view.expired ? 0.5 : 1,
          }}
        />
        <Pill
          tone={view.expired ? 'neutral' : 'primary'}
          sx={{ position: 'absolute', top: 8, left: 8 }}
        >
          {view.expired ? dealTexts.expired : view.percentOffText}
        </Pill>
        <Box sx={{ position: 'absolute', left: 8, right: 8, bottom: 8 }}>
          <DealBadges urgent={view.urgent} almostFull={view.almostFull} />
        </Box>
      </Box>
      <Box
        sx={{
          p: { xs: 1.5, sm: 2 },
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          flexGrow: 1,
        }}
      >
        <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {deal.category.name}
        </Typography>
        <Typography
          component={headingLevel}
          sx={{
            fontSize: { xs: '0.95rem', sm: '1.05rem' },
            fontWeight: 700,
            lineHeight: 1.3,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          <TextLink to="/deal/$encodedDealId" params={params} color="inherit" underline="hover">
            {deal.title}
          </TextLink>
        </Typography>
        <PriceLine groupPrice={view.groupPrice} regularPrice={view.regularPrice} />
        <DealProgress joined={view.joined} total={view.total} percent={view.percentFilled} />
        <Typography
          variant="body2"

          sx={{
            color: view.urgent ? 'warning.main' : 'text.secondary',
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            fontWeight: view.urgent ? 700 : 400,
          }}
        >
          <ClockIcon sx={{ fontSize: 16 }} />
          {view.timeLeftText}
        </Typography>
        <Box sx={{ mt: 'auto', pt: 0.5 }}>
          {view.expired ? (
            <Button fullWidth variant="outlined" disabled>
              {dealTexts.dealExpired}
            </Button>
          ) : (
            <ButtonLink
              fullWidth
              variant="contained"
              to="/deal/$encodedDealId"
              params={params}
              aria-label={`${dealTexts.joinDeal}: ${deal.title}`}
            >
              {dealTexts.joinDeal}
            </ButtonLink>
          )}
        </Box>
      </Box>
    </Card>
  );
}
