import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/texts/react';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton, SkeletonGroup } from '../../../ui/skeleton';
import fields from '../field-group.module.css';
import styles from './tutorial-step.module.css';

interface PickQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * One block of step 5's picks (people, projects, products): title and count, the hint, and the list with
 * its loading, error and empty states. Texts come from the tutorial namespace under `kind`.
 */
export function PickBlock<T>({
  kind,
  icon,
  query,
  items,
  pickedCount,
  countTestId,
  skeletons,
  renderItem,
}: {
  kind: 'people' | 'projects' | 'products';
  icon: ReactNode;
  query: PickQuery;
  items: readonly T[] | undefined;
  pickedCount: number;
  countTestId: string;
  /** How many placeholder cards, and how tall, while the list loads. */
  skeletons: { count: number; height: number };
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('tutorial');
  const titleId = `tutorial-${kind}`;
  return (
    <section className={styles.tutorialBlock} aria-labelledby={titleId}>
      <div className={styles.blockHead}>
        <h2 id={titleId} className={styles.blockTitle}>
          {t(`${kind}.title`)}
        </h2>
        <span className={styles.pickCounter} aria-live="polite" data-testid={countTestId}>
          {t(`${kind}.count`, { count: pickedCount })}
        </span>
      </div>
      <p className={fields.fieldHint}>{t(`${kind}.hint`)}</p>
      {query.isPending ? (
        <SkeletonGroup>
          <div className={styles.people}>
            {Array.from({ length: skeletons.count }, (_, i) => `skeleton-${i}`).map((key) => (
              <Skeleton key={key} height={skeletons.height} style={{ borderRadius: 14 }} />
            ))}
          </div>
        </SkeletonGroup>
      ) : query.isError || !items ? (
        <ErrorState
          compact
          title={t(`${kind}.error_title`)}
          message={query.error?.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          compact
          icon={icon}
          title={t(`${kind}.empty_title`)}
          message={t(`${kind}.empty_message`)}
        />
      ) : (
        <ul className={styles.people}>{items.map(renderItem)}</ul>
      )}
    </section>
  );
}

/**
 * One card of a pick block: a toggle button with the check mark; what it shows is the caller's.
 * `label` is the whole accessible name (the card's own text would read as one run-on line).
 */
export function PickCard({
  label,
  picked,
  onToggle,
  testId,
  children,
}: {
  label: string;
  picked: boolean;
  onToggle: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        className={styles.person}
        aria-pressed={picked}
        aria-label={label}
        onClick={onToggle}
        data-testid={testId}
      >
        <span className={styles.pickMark} aria-hidden="true">
          <Check size={14} />
        </span>
        {children}
      </button>
    </li>
  );
}
