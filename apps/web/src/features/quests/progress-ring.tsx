import styles from './widget.module.css';

const R = 10;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** A small ring filled to done/total: the header's glance at today's quests. */
export function ProgressRing({ done, total, size = 26 }: { done: number; total: number; size?: number }) {
  const ratio = total > 0 ? Math.min(1, done / total) : 0;
  return (
    <svg className={styles.ring} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <circle className={styles.ringTrack} cx="12" cy="12" r={R} />
      <circle
        className={ratio >= 1 ? `${styles.ringValue} ${styles.ringFull}` : styles.ringValue}
        cx="12"
        cy="12"
        r={R}
        strokeDasharray={CIRCUMFERENCE}
        strokeDashoffset={CIRCUMFERENCE * (1 - ratio)}
      />
    </svg>
  );
}
