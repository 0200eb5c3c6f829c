import { glyphs, PlainIcon } from '../../../components/icons';
import { Pill } from '../../../components/pill';
import { dealTexts } from '../texts';
import styles from './deal-badges.module.css';

interface DealBadgesProps {
  urgent: boolean;
  almostFull: boolean;
}

/** Urgent and Almost Full (docs/product.md §2), shown only when they apply. */
export function DealBadges({ urgent, almostFull }: DealBadgesProps) {
  if (!urgent && !almostFull) return null;
  return (
    <span className={styles.badges}>
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
