import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Deal } from '../../../../contract/catalog';
import { unitPriceText } from '../../../../contract/tier-ladder';
import { ClockIcon, GroupIcon, StarIcon, VerifiedIcon } from '../../../components/icons';
import { Pill } from '../../../components/pill';
import {
  checkoutDataOf,
  handoffTexts,
  JOIN_NAVIGATE_DELAY_MS,
  storeCheckoutData,
} from '../checkout-handoff';
import { keepDealChoices, readDealChoices } from '../deal-choices';
import { dealView, useDealSecondsLeft } from '../deal-view';
import { dealTexts } from '../texts';
import { selectionsComplete, variationAttributes, type UnitSelections } from '../variations';
import { DealBadges } from './deal-badges';
import { DealProgress } from './deal-progress';
import { toCents } from '../../../lib/format';
import { useHydrated } from '../../../lib/use-hydrated';
import { useOnline } from '../../../lib/use-online';
import { PriceLine } from './price-line';
import { TierLadder } from './tier-ladder';
import { QuantityStepper } from './quantity-stepper';
import { ShareBox } from './share-box';
import { ProductGallery } from './product-gallery';
import { VariationPickers } from './variation-pickers';

// The dialog loads when a shopper first opens it, not with the deal page.
const BuyAllDialog = lazy(() =>
  import('./buy-all-dialog').then((module) => ({ default: module.BuyAllDialog })),
);

interface DealDetailProps {
  deal: Deal;
  /** The address shoppers share; the screen passes its own URL. */
  shareUrl: string;
  /** The shopper came to invite friends (an alert's Invite button): the share box offers it. */
  inviteAsked?: boolean;
  /** The live stream's own percent; without it the percent follows from the counts. */
  percentFilled?: number;
  /** A group filled while the shopper watched: the counts below are a new group's. */
  groupFilled?: boolean;
  /** The signed-in shopper's place in the group, when they have one. */
  membership?: ReactNode;
}

export function DealDetail({
  deal,
  shareUrl,
  inviteAsked = false,
  percentFilled,
  groupFilled = false,
  membership,
}: DealDetailProps) {
  const navigate = useNavigate();
  const online = useOnline();
  // Choices made in the server-rendered page before it hydrates would be lost: wait for it.
  const hydrated = useHydrated();
  // The page expires on screen when the deal's time runs out, as the cards do.
  const view = dealView(deal, useDealSecondsLeft(deal));
  const attributes = variationAttributes(deal.product.variations);
  const maxQuantity = Math.max(1, deal.remaining_units);
  // What the shopper chose before leaving to sign in (or reloading) comes back as it was.
  const [restored] = useState(() => readDealChoices(deal.id, maxQuantity));
  const [quantity, setQuantity] = useState(restored?.quantity ?? 1);
  const [selections, setSelections] = useState<UnitSelections>(restored?.selections ?? []);
  useEffect(
    () => keepDealChoices(deal.id, { quantity, selections }),
    [deal.id, quantity, selections],
  );

  const complete = selectionsComplete(attributes, selections, quantity);
  const canJoin =
    hydrated && !view.expired && !view.soldOut && deal.remaining_units > 0 && complete;
  const locked = view.expired || view.soldOut || !hydrated;
  const showJoin = quantity < deal.total_units_needed;

  function choose(unit: number, attribute: string, value: string) {
    setSelections((prev) => {
      const next = [...prev];
      next[unit] = { ...next[unit], [attribute]: value };
      return next;
    });
  }

  const [joinError, setJoinError] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const [buyAllOpen, setBuyAllOpen] = useState(false);
  const [buyAllBusy, setBuyAllBusy] = useState(false);
  const [buyAllError, setBuyAllError] = useState<string | null>(null);

  /** docs/product.md §2 and §9: the group join stores the cart, then opens /checkout after 10 ms. */
  async function joinWithOthers() {
    setJoinError(null);
    setJoining(true);
    try {
      const stored = await storeCheckoutData(checkoutDataOf(deal, 'group', quantity, selections));
      if (!stored) {
        setJoinError(handoffTexts.storeFailed);
        return;
      }
      setTimeout(() => void navigate({ to: '/checkout' }), JOIN_NAVIGATE_DELAY_MS);
    } catch (error) {
      console.error(error);
      setJoinError(handoffTexts.errorOccurred);
    } finally {
      setJoining(false);
    }
  }

  /** docs/product.md §9: a solo buy is the whole group, every unit with its own options. */
  async function buyAll(units: UnitSelections) {
    setBuyAllError(null);
    setBuyAllBusy(true);
    try {
      const data = checkoutDataOf(deal, 'solo', deal.total_units_needed, units);
      if (!(await storeCheckoutData(data))) throw new Error('checkoutData was not stored');
      await navigate({ to: '/checkout' });
    } catch (error) {
      console.error(error);
      setBuyAllError(handoffTexts.soloFailed);
      setBuyAllBusy(false);
    }
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
        // The info column spans both rows; the share box sits right under the image.
        gridTemplateRows: { md: 'auto 1fr' },
        gridTemplateAreas: {
          xs: '"image" "info" "share" "about"',
          md: '"image info" "share info" "about about"',
        },
        alignItems: 'start',
      }}
    >
      <Paper
        variant="outlined"
        sx={{
          gridArea: 'image',
          position: 'relative',
          overflow: 'hidden',
          borderRadius: '20px',
          aspectRatio: '1 / 1',
        }}
      >
        <ProductGallery product={deal.product} size={600} greyed={view.expired} />
        <Box sx={{ position: 'absolute', top: 16, left: 16 }}>
          <Pill tone={view.expired ? 'neutral' : 'primary'} size="medium">
            {view.expired ? dealTexts.expired : view.badgeText}
          </Pill>
        </Box>
      </Paper>

      <Box
        sx={{ gridArea: 'info', display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }}
      >
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {deal.category.name} · {deal.subcategory.name}
          </Typography>
          <Typography
            component="h1"
            sx={{
              fontWeight: 800,
              fontSize: { xs: '1.75rem', md: '2.25rem' },
              lineHeight: 1.15,
              mt: 0.5,
            }}
          >
            {deal.title}
          </Typography>
          {deal.product.name !== deal.title && (
            <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{deal.product.name}</Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1.5 }}>
            <StaticRating />
            <Pill tone="success" icon={<VerifiedIcon />}>
              {dealTexts.premiumQuality}
            </Pill>
            <DealBadges {...view} />
          </Box>
        </Box>

        <Paper
          variant="outlined"
          sx={{
            p: { xs: 2, md: 3 },
            borderRadius: '20px',
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
          }}
        >
          <Box>
            <PriceLine groupPrice={view.groupPrice} regularPrice={view.regularPrice} size="large" />
            <Typography sx={{ color: 'success.main', fontWeight: 700, mt: 0.5 }}>
              {dealTexts.savePerUnit(view.saving)}
            </Typography>
          </Box>
          {/* Always there, so the news is read out when it arrives. */}
          <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
            {groupFilled && (
              <Alert severity="success" role="none">
                <AlertTitle>{dealTexts.groupFilledTitle}</AlertTitle>
                {dealTexts.groupFilledText}
              </Alert>
            )}
          </Box>
          <TierLadder deal={deal} />
          <DealProgress
            joined={view.joined}
            total={view.total}
            percent={percentFilled ?? view.percentFilled}
            size="large"
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.secondary' }}>
            <Typography
              sx={{
                color: view.urgent ? 'warning.main' : 'text.secondary',
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.75,
                fontWeight: 600,
              }}
            >
              <ClockIcon fontSize="small" />
              {view.timeLeftText}
            </Typography>
            <Typography
              sx={{
                color: 'text.secondary',
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.75,
              }}
            >
              <GroupIcon fontSize="small" />
              {view.soldOut ? dealTexts.soldOut : dealTexts.unitsLeft(deal.remaining_units)}
            </Typography>
          </Box>
          {membership}

          <QuantityStepper
            value={quantity}
            max={maxQuantity}
            onChange={setQuantity}
            disabled={locked}
          />

          <VariationPickers
            attributes={attributes}
            quantity={quantity}
            selections={selections}
            onChange={choose}
            disabled={locked}
          />
          {!complete && <Alert severity="warning">{dealTexts.variationWarning}</Alert>}
          {!online && <Alert severity="info">{dealTexts.offline}</Alert>}
          {view.soldOut && !view.expired && (
            <Alert severity="warning">{dealTexts.soldOutDetail}</Alert>
          )}

          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}>
            {showJoin && (
              <Button
                variant="contained"
                size="large"
                disabled={!canJoin || joining || !online}
                onClick={() => void joinWithOthers()}
                sx={{ flex: 1 }}
              >
                {dealTexts.joinWithOthers}
              </Button>
            )}
            <Button
              variant={showJoin ? 'outlined' : 'contained'}
              size="large"
              disabled={locked || !online || !view.wholeGroupInStock}
              onClick={() => {
                setBuyAllError(null);
                setBuyAllOpen(true);
              }}
              sx={{ flex: 1 }}
            >
              {dealTexts.buyAllUnits(deal.total_units_needed)}
            </Button>
          </Box>
          {joinError && <Alert severity="error">{joinError}</Alert>}
        </Paper>
      </Box>

      {buyAllOpen && (
        <Suspense fallback={null}>
          <BuyAllDialog
            open
            units={deal.total_units_needed}
            unitPriceCents={toCents(unitPriceText(deal, 'solo'))}
            attributes={attributes}
            busy={buyAllBusy}
            error={buyAllError}
            onClose={() => setBuyAllOpen(false)}
            onContinue={(units) => void buyAll(units)}
          />
        </Suspense>
      )}

      <Paper
        variant="outlined"
        sx={{ gridArea: 'share', p: { xs: 2, md: 3 }, borderRadius: '20px' }}
      >
        <ShareBox deal={deal} url={shareUrl} inviteAsked={inviteAsked} />
      </Paper>

      <Box
        sx={{
          gridArea: 'about',
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <AboutSection id="about-title" title={dealTexts.about}>
          <Typography sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>
            {deal.product.description || deal.description}
          </Typography>
        </AboutSection>
        <AboutSection id="deal-how-title" title={dealTexts.howItWorks}>
          <Box
            component="ol"
            sx={{ m: 0, pl: 3, color: 'text.secondary', display: 'grid', gap: 0.75 }}
          >
            {dealTexts.howItWorksSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Box>
        </AboutSection>
      </Box>
    </Box>
  );
}

/** One of the sections under the deal (about the product, how it works), named by its heading. */
function AboutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** docs/product.md §2: a static rating of 4.8 with 124 reviews. */
function StaticRating() {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        role="img"
        aria-label={dealTexts.ratingLabel}
        sx={{ display: 'inline-flex', color: '#F59E0B' }}
      >
        {[0, 1, 2, 3, 4].map((i) => (
          <StarIcon key={i} fontSize="small" />
        ))}
      </Box>
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {dealTexts.rating}
      </Typography>
      <Typography component="span" sx={{ color: 'text.secondary' }}>
        ({dealTexts.reviews})
      </Typography>
    </Box>
  );
}
