import { ArrowRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { SkeletonGroup } from '../../ui/skeleton';
import styles from './sections.module.css';

/** What one home section has to show: its cards, nothing yet, or a read that failed. */
export type SectionState = 'loading' | 'error' | 'empty' | 'ready';

/**
 * A section's state from the home call's status and the section's own value: the server answers
 * `null` for a section it could not read, and an empty list for one with nothing in it yet.
 */
export function sectionState(status: 'pending' | 'error' | 'success', value: unknown): SectionState {
  if (status === 'pending') return 'loading';
  if (status === 'error' || value === null || value === undefined) return 'error';
  return Array.isArray(value) && value.length === 0 ? 'empty' : 'ready';
}

export interface HomeSectionProps {
  /** Test and anchor name: `home-{name}`. */
  name: string;
  title: string;
  hint?: string;
  /** The full list this section is a glimpse of. */
  more: { to: string; label: string };
  state: SectionState;
  /** Cards of the real size, so nothing moves when the data arrives. */
  skeleton: ReactNode;
  empty: { icon: ReactNode; title: string; message?: string; action?: ReactNode };
  onRetry: () => void;
  retrying?: boolean;
  children?: ReactNode;
}

/** A home section: heading with its 전체 보기 link, then the cards or the state in their place. */
export function HomeSection(p: HomeSectionProps) {
  const { t } = useTranslation('main');
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid={`home-${p.name}`}>
      <div className={styles.head}>
        <div className={styles.headText}>
          <h2 id={titleId} className={styles.title}>
            {p.title}
          </h2>
          {p.hint ? <p className={styles.hint}>{p.hint}</p> : null}
        </div>
        <Link to={p.more.to} className={styles.more}>
          {p.more.label}
          <ArrowRight size={14} aria-hidden="true" />
        </Link>
      </div>
      {p.state === 'loading' ? (
        <SkeletonGroup label={t('state.loading', { name: p.title })}>{p.skeleton}</SkeletonGroup>
      ) : p.state === 'error' ? (
        <ErrorState
          compact
          title={t('state.error_title', { name: p.title })}
          message={t('state.error_message')}
          onRetry={p.onRetry}
          retrying={p.retrying}
        />
      ) : p.state === 'empty' ? (
        <EmptyState compact {...p.empty} />
      ) : (
        p.children
      )}
    </section>
  );
}
