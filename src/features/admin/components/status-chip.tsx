import { Pill } from '../../../components/pill';
import { statusName } from '../format';
import styles from './status-chip.module.css';

type Tone = Parameters<typeof Pill>[0]['tone'];

const tones: Record<string, Tone> = {
  active: 'success',
  scheduled: 'secondary',
  open: 'secondary',
  filled: 'success',
  pending_charge: 'warning',
  payment_action_required: 'primary',
  payment_failed: 'primary',
  refunded: 'neutral',
  partially_refunded: 'warning',
  completed: 'success',
  delivered: 'success',
};

/** A status in words, coloured as a hint only. */
export function StatusChip({ status }: { status: string }) {
  return (
    <Pill tone={tones[status] ?? 'neutral'} className={styles.wraps}>
      {statusName(status)}
    </Pill>
  );
}
