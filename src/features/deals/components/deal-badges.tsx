import { glyphs, PlainIcon } from '../../../components/icons';
import { Pill } from '../../../components/pill';
import type { DealView } from '../deal-view';
import { dealTexts } from '../texts';
import styles from './deal-badges.module.css';

type DealBadgesProps = Pick<
  DealView,
  'urgent' | 'almostFull' | 'oneLeftToFill' | 'closesWithinHour'
>;

/**
 * A group about to close (1 left to fill, Closes within the hour), Urgent and Almost Full
 * (docs/product.md §2), shown only when they apply, the group's closing first.
 */
export function DealBadges({
  urgent,
  almostFull,
  oneLeftToFill,
  closesWithinHour,
}: DealBadgesProps) {
  if (!urgent && !almostFull && !oneLeftToFill && !closesWithinHour) return null;
  return (
    <span className={styles.badges}>
      {oneLeftToFill && (
        <Pill tone="primary" icon={<PlainIcon path={glyphs.group} />}>
          {dealTexts.oneLeftToFill}
        </Pill>
      )}
      {closesWithinHour && (
        <Pill tone="primary" icon={<PlainIcon path={glyphs.clock} />}>
          {dealTexts.closesWithinHour}
        </Pill>
      )}
      {urgent && (
        <Pill tone="warning" icon={<PlainIcon path={glyphs.bolt} />}>
          {dealTexts.urgent}
        </Pill>
      )}
      {almostFull && (
        <Pill tone="secondary" icon={<PlainIcon path={glyphs.group} />}>
          {dealTexts.almostFull}
        </Pill>
      )}
    </span>
  );
}
