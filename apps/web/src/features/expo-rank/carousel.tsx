import { ChevronLeft, ChevronRight, Store } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { EmptyState } from '../../ui/empty-state';
import type { RankedBooth } from './api';
import { BoothCard } from './booth-card';
import styles from './expo-rank.module.css';

/**
 * A row of booth cards that scrolls sideways (swipe on a phone, arrows on a wide screen). Plain
 * CSS scroll snapping: no timer moves it, so nobody loses the card they were reading.
 */
export function BoothCarousel({
  title,
  hint,
  booths,
  empty,
  showRank,
  testId,
}: {
  title: string;
  hint?: string;
  booths: RankedBooth[];
  empty: string;
  showRank?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('expo_rank');
  const track = useRef<HTMLDivElement>(null);
  const scroll = (dir: 1 | -1) =>
    track.current?.scrollBy({ left: dir * track.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <section className={styles.section} data-testid={testId}>
      <div className={styles.sectionHead}>
        <div>
          <h2 className={styles.sectionTitle}>{title}</h2>
          {hint ? <p className={styles.sectionHint}>{hint}</p> : null}
        </div>
        {booths.length > 1 ? (
          <div className={styles.arrows}>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => scroll(-1)}
              aria-label={t('carousel.prev')}
            >
              <ChevronLeft size={18} />
            </button>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => scroll(1)}
              aria-label={t('carousel.next')}
            >
              <ChevronRight size={18} />
            </button>
          </div>
        ) : null}
      </div>
      {booths.length === 0 ? (
        <EmptyState compact icon={<Store size={24} />} title={empty} message={t('carousel.empty_message')} />
      ) : (
        <div className={styles.track} ref={track}>
          {booths.map((b) => (
            <div className={styles.slide} key={b.booth_no}>
              <BoothCard booth={b} showRank={showRank} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
