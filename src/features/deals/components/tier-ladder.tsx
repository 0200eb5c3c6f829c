import type { Deal } from '../../../../contract/catalog';
import { visuallyHiddenClass } from '../../../components/visually-hidden';
import { ladderTexts } from '../texts';
import { ladderView } from '../tier-ladder-view';
import styles from './tier-ladder.module.css';

interface TierLadderProps {
  deal: Pick<Deal, 'price_tiers' | 'reservation_count'>;
  /** On a card: only what the next tier takes (or what the group needs to go ahead). */
  compact?: boolean;
}

/**
 * A tiered deal's price ladder (docs/decisions/0034): each tier, those the open group reached,
 * what the next one takes and the price if the group closed now. Nothing for a deal with one price.
 */
export function TierLadder({ deal, compact = false }: TierLadderProps) {
  const view = ladderView(deal);
  if (!view) return null;
  if (compact) return <p className={styles.compact}>{view.next ?? view.now}</p>;
  return (
    <section className={styles.ladder} aria-labelledby="tier-ladder-heading">
      <h2 id="tier-ladder-heading" className={styles.heading}>
        {ladderTexts.heading}
      </h2>
      <ol className={styles.rungs}>
        {view.rungs.map((rung) => (
          <li
            key={rung.units}
            className={[styles.rung, rung.reached && styles.reached, rung.current && styles.current]
              .filter(Boolean)
              .join(' ')}
            aria-current={rung.current ? 'step' : undefined}
          >
            {rung.text}
            {rung.reached && <span className={visuallyHiddenClass}> ({ladderTexts.reached})</span>}
          </li>
        ))}
      </ol>
      {view.next && <p className={styles.next}>{view.next}</p>}
      <p className={styles.note}>{view.now}</p>
      <p className={styles.note}>{view.held}</p>
    </section>
  );
}
