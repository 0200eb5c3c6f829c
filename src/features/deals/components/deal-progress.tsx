import { dealTexts } from '../texts';
import styles from './deal-progress.module.css';

interface DealProgressProps {
  joined: number;
  total: number;
  percent: number;
  size?: 'small' | 'large';
}

/** 'x of y units filled' with a labelled progress bar and the percent. */
export function DealProgress({ joined, total, percent, size = 'small' }: DealProgressProps) {
  const text = dealTexts.unitsFilled(joined, total);
  return (
    <div className={size === 'large' ? styles.large : styles.small}>
      <div className={styles.counts}>
        <span className={styles.filled}>{text}</span>
        <span className={styles.percent}>{percent}%</span>
      </div>
      <span
        role="progressbar"
        aria-label={dealTexts.progressLabel}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${text} (${percent}%)`}
        className={styles.track}
      >
        <span className={styles.bar} style={{ transform: `translateX(${percent - 100}%)` }} />
      </span>
    </div>
  );
}
