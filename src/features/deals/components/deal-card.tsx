import { Link } from '@tanstack/react-router';
import type { Deal } from '../../../../contract/catalog';
import { glyphs, PlainIcon } from '../../../components/icons';
import { Pill } from '../../../components/pill';
import { useDealsOriginState } from '../deals-origin';
import { dealView, useDealSecondsLeft } from '../deal-view';
import { dealTexts } from '../texts';
import styles from './deal-card.module.css';
import { DealBadges } from './deal-badges';
import { DealProgress } from './deal-progress';
import { PriceLine } from './price-line';
import { TierLadder } from './tier-ladder';

interface DealCardProps {
  deal: Deal;
  /** Heading level of the card title, so it fits the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** On the first screen: its picture is fetched with the page, not when scrolled to. */
  firstScreen?: boolean;
}

/**
 * One deal in a grid. Joining from a listing always means quantity 1 (docs/product.md §2): the button opens
 * the deal page, where the shopper picks options and confirms.
 */
export function DealCard({
  deal,
  headingLevel: Heading = 'h3',
  firstScreen = false,
}: DealCardProps) {
  // A card left open expires on screen when its time runs out, without a reload.
  const view = dealView(deal, useDealSecondsLeft(deal));
  const params = { encodedDealId: deal.encoded_id };
  // The deal page's Back to deals returns to this very listing.
  const origin = useDealsOriginState();
  return (
    <article className={view.expired ? `${styles.card} ${styles.expired}` : styles.card}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={deal.product.image_url}
          alt={deal.product.name}
          width={400}
          height={400}
          loading={firstScreen ? 'eager' : 'lazy'}
          decoding="async"
        />
        <Pill tone={view.expired ? 'neutral' : 'primary'} className={styles.discount}>
          {view.expired ? dealTexts.expired : view.badgeText}
        </Pill>
        {view.soldOut && !view.expired && (
          <Pill tone="neutral" className={styles.soldOut}>
            {dealTexts.soldOut}
          </Pill>
        )}
        <span className={styles.badges}>
          <DealBadges {...view} />
        </span>
      </div>
      <div className={styles.body}>
        <span className={styles.category}>{deal.category.name}</span>
        <Heading className={styles.title}>
          <Link
            to="/deal/$encodedDealId"
            params={params}
            state={origin}
            className={styles.titleLink}
          >
            {deal.title}
          </Link>
        </Heading>
        <PriceLine groupPrice={view.groupPrice} regularPrice={view.regularPrice} />
        <DealProgress joined={view.joined} total={view.total} percent={view.percentFilled} />
        {!view.expired && <TierLadder deal={deal} compact />}
        <p className={view.urgent ? `${styles.timeLeft} ${styles.urgent}` : styles.timeLeft}>
          <PlainIcon path={glyphs.clock} />
          {view.timeLeftText}
        </p>
        <div className={styles.action}>
          {view.expired || view.soldOut ? (
            <button type="button" className={styles.button} disabled>
              {view.expired ? dealTexts.dealExpired : dealTexts.soldOut}
            </button>
          ) : (
            <Link
              to="/deal/$encodedDealId"
              params={params}
              state={origin}
              className={styles.button}
              aria-label={`${dealTexts.joinDeal}: ${deal.title}`}
            >
              {dealTexts.joinDeal}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
