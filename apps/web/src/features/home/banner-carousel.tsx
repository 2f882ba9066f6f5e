import { type Banner, bannerColors } from '@sidequest/shared';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { SmartLink } from './external-link';
import styles from './home.module.css';

const AUTO_ADVANCE_MS = 6000;

/**
 * The home's banners, one slide at a time. The slide is drawn as homeFirstViewHtml (@sidequest/shared)
 * draws the first one into the home's first HTML, in the same global classes.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('main');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused || hovered) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [count, paused, hovered]);

  const current = banners[Math.min(index, count - 1)];
  if (!current) return null;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <section
      className="banner-carousel"
      aria-roledescription={t('banner.roledescription')}
      aria-label={t('banner.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern uses a group for each slide */}
      <div
        role="group"
        aria-roledescription={t('banner.slide')}
        aria-label={t('banner.position', { current: index + 1, total: count })}
        aria-live={paused ? 'polite' : 'off'}
      >
        <SmartLink
          href={current.BANNER_LINK_URL}
          className="banner-slide"
          style={bannerColors(current.BANNER_BG_COLOR)}
        >
          <div style={{ minWidth: 0 }}>
            <h2 className="banner-title">{current.BANNER_TITLE}</h2>
            {current.BANNER_SUBTITLE ? <p className="banner-subtitle">{current.BANNER_SUBTITLE}</p> : null}
            {current.BANNER_LINK_URL ? (
              <span className="banner-cta">
                {t('banner.more')}
                <ChevronRight size={16} aria-hidden="true" />
              </span>
            ) : null}
          </div>
          {current.BANNER_IMG_URL ? (
            <img className="banner-image" src={current.BANNER_IMG_URL} alt="" />
          ) : null}
        </SmartLink>
      </div>
      {count > 1 ? (
        <div className={styles.carouselControls}>
          <button
            type="button"
            className={styles.carouselButton}
            onClick={() => go(-1)}
            aria-label={t('banner.prev')}
          >
            <ChevronLeft size={16} aria-hidden="true" />
          </button>
          <span aria-hidden="true">
            {index + 1} / {count}
          </span>
          <button
            type="button"
            className={styles.carouselButton}
            onClick={() => go(1)}
            aria-label={t('banner.next')}
          >
            <ChevronRight size={16} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={styles.carouselButton}
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? t('banner.play') : t('banner.pause')}
          >
            {paused ? <Play size={14} aria-hidden="true" /> : <Pause size={14} aria-hidden="true" />}
          </button>
        </div>
      ) : null}
    </section>
  );
}
