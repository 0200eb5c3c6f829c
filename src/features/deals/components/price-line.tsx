import { visuallyHiddenClass } from '../../../components/visually-hidden';
import { dealTexts } from '../texts';
import styles from './price-line.module.css';

interface PriceLineProps {
  groupPrice: string;
  regularPrice: string;
  size?: 'small' | 'large';
  /** On the coloured hero the prices inherit its light text colour. */
  inverted?: boolean;
}

/** The group price, and the regular price struck through (announced as such, not just styled). */
export function PriceLine({
  groupPrice,
  regularPrice,
  size = 'small',
  inverted = false,
}: PriceLineProps) {
  const classes = [styles.line, size === 'large' && styles.large, inverted && styles.inverted];
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      <span className={styles.group}>
        <span className={visuallyHiddenClass}>{dealTexts.groupPriceLabel} </span>
        {groupPrice}
      </span>
      <s className={styles.regular}>
        <span className={visuallyHiddenClass}>{dealTexts.regularPriceLabel} </span>
        {regularPrice}
      </s>
    </span>
  );
}
