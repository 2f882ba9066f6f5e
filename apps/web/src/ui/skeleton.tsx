import type { CSSProperties } from 'react';
import { useTranslation } from '../lib/texts/react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  circle?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** A grey placeholder block. Decorative: wrap groups in <SkeletonGroup> for the announcement. */
export function Skeleton({ width = '100%', height = 16, circle, className, style }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, circle ? styles.circle : '', className ?? ''].filter(Boolean).join(' ')}
      style={{ width, height, ...style }}
    />
  );
}

/** Marks a loading region for assistive technology. */
export function SkeletonGroup({ children, label }: { children: React.ReactNode; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-busy="true" aria-label={label ?? t('state.loading')} className={styles.stack}>
      {children}
    </div>
  );
}

export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <div className={styles.stack}>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
