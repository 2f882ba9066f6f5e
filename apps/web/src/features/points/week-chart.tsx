import { formatNumber } from '@sidequest/shared';
import type { pointsApi } from '@sidequest/shared';
import { useId } from 'react';
import { useTranslation } from '../../lib/texts/react';
import styles from './points.module.css';

type Week = pointsApi.WeekSummary;

/** Drawing units; the SVG scales to its box, so these are proportions, not pixels. */
const COL = 60;
const BAR = 18;
const PLOT = 120;

const fmt = (n: number) => formatNumber(n);

/**
 * Eight weeks of points in (green) and out (red), hand-drawn as SVG bars so no chart library
 * ships for one picture. The picture is one image with a summary for screen readers; the same
 * numbers, with each week's closing balance, are in the table under 표로 보기.
 */
export function WeekChart({ weeks }: { weeks: readonly Week[] }) {
  const { t } = useTranslation('points');
  const titleId = useId();
  const max = Math.max(1, ...weeks.flatMap((w) => [w.POINTS_IN, w.POINTS_OUT]));
  const height = (v: number) => (v === 0 ? 0 : Math.max(2, Math.round((v / max) * PLOT)));
  const totalIn = weeks.reduce((s, w) => s + w.POINTS_IN, 0);
  const totalOut = weeks.reduce((s, w) => s + w.POINTS_OUT, 0);
  const summary = t('chart.summary', { weeks: weeks.length, in: fmt(totalIn), out: fmt(totalOut) });

  return (
    <figure className={styles.chart}>
      <figcaption id={titleId} className={styles.chartCaption}>
        {t('chart.title')}
        <span className={styles.legend} aria-hidden="true">
          <span className={styles.legendIn}>{t('chart.in')}</span>
          <span className={styles.legendOut}>{t('chart.out')}</span>
        </span>
      </figcaption>
      <svg
        className={styles.chartSvg}
        viewBox={`0 0 ${COL * weeks.length} ${PLOT + 2}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-sum`}
      >
        <line x1={0} x2={COL * weeks.length} y1={PLOT} y2={PLOT} className={styles.axis} />
        {weeks.map((w, i) => {
          const x = i * COL + (COL - BAR * 2 - 4) / 2;
          return (
            <g key={w.WEEK_START} data-testid="chart-week">
              <title>
                {t('chart.week_title', {
                  label: w.LABEL,
                  in: fmt(w.POINTS_IN),
                  out: fmt(w.POINTS_OUT),
                  balance: fmt(w.BALANCE_END),
                })}
              </title>
              <rect
                x={x}
                y={PLOT - height(w.POINTS_IN)}
                width={BAR}
                height={height(w.POINTS_IN)}
                rx={3}
                className={styles.barIn}
              />
              <rect
                x={x + BAR + 4}
                y={PLOT - height(w.POINTS_OUT)}
                width={BAR}
                height={height(w.POINTS_OUT)}
                rx={3}
                className={styles.barOut}
              />
            </g>
          );
        })}
      </svg>
      {/* Week names in HTML, not SVG text: they keep a readable size however the picture scales. */}
      <ol
        className={styles.ticks}
        aria-hidden="true"
        style={{ gridTemplateColumns: `repeat(${weeks.length}, 1fr)` }}
      >
        {weeks.map((w) => {
          const [month, week] = w.LABEL.split(' ');
          return (
            <li key={w.WEEK_START}>
              <span>{month}</span>
              <span>{week}</span>
            </li>
          );
        })}
      </ol>
      <p id={`${titleId}-sum`} className="visually-hidden">
        {summary}
      </p>
      <details className={styles.chartTable}>
        <summary>{t('chart.as_table')}</summary>
        <table>
          <caption className="visually-hidden">{t('chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.week')}</th>
              <th scope="col">{t('chart.in')}</th>
              <th scope="col">{t('chart.out')}</th>
              <th scope="col">{t('chart.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.WEEK_START}>
                <th scope="row">{w.LABEL}</th>
                <td>{t('unit', { value: fmt(w.POINTS_IN) })}</td>
                <td>{t('unit', { value: fmt(w.POINTS_OUT) })}</td>
                <td>{t('unit', { value: fmt(w.BALANCE_END) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
