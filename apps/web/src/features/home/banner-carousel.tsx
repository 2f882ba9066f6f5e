import type { Banner } from '@sidequest/shared';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmartLink } from './external-link';
import styles from './home.module.css';

const AUTO_ADVANCE_MS = 6000;
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The banner's own background, with dark or light text chosen for contrast. */
export function bannerColors(bg: string | null): { background: string; color: string } | undefined {
  if (!bg || !HEX.test(bg)) return undefined;
  const full = bg.length === 4 ? `#${[...bg.slice(1)].map((c) => c + c).join('')}` : bg;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return { background: full, color: luminance > 0.18 ? '#17191d' : '#ffffff' };
}

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
      className={styles.carousel}
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
          className={styles.slide}
          style={bannerColors(current.BANNER_BG_COLOR)}
        >
          <div style={{ minWidth: 0 }}>
            <h2 className={styles.slideTitle}>{current.BANNER_TITLE}</h2>
            {current.BANNER_SUBTITLE ? (
              <p className={styles.slideSubtitle}>{current.BANNER_SUBTITLE}</p>
            ) : null}
            {current.BANNER_LINK_URL ? (
              <span className={styles.slideCta}>
                {t('banner.more')}
                <ChevronRight size={16} aria-hidden="true" />
              </span>
            ) : null}
          </div>
          {current.BANNER_IMG_URL ? (
            <img className={styles.slideImage} src={current.BANNER_IMG_URL} alt="" />
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
