import { proApi } from '@sidequest/shared';
import { ChevronLeft, ChevronRight, Clock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { type Slot, useOpenDates, useOpenHours } from './api';
import styles from './styles';
import { addDays, dayLabel, seoulToday, weekdayName, weekFrom, weekdayOf } from './time';

/** The free-slot counts of the one or two months a week touches. */
function useWeekCounts(proNo: number, days: string[]) {
  const first = (days[0] ?? '').slice(0, 7);
  const last = (days.at(-1) ?? '').slice(0, 7);
  const a = useOpenDates(proNo, first);
  const b = useOpenDates(proNo, last);
  const counts = new Map<string, number>();
  for (const q of first === last ? [a] : [a, b])
    for (const d of q.data?.days ?? []) counts.set(d.date, d.free);
  return {
    counts,
    pending: a.isPending || b.isPending,
    error: a.error ?? b.error,
    refetch: () => {
      void a.refetch();
      if (first !== last) void b.refetch();
    },
  };
}

/**
 * A week of the pro's calendar: seven days with their free-slot counts, and the chosen day's slots.
 * Every time is Seoul time and says so, whatever zone the viewer's device is in.
 */
export function WeekCalendar({
  proNo,
  onPick,
}: {
  proNo: number;
  /** Absent on the pro's own page: the slots show but cannot be booked. */
  onPick?: ((slot: Slot) => void) | undefined;
}) {
  const { t } = useTranslation('pro');
  const today = seoulToday();
  const lastDay = addDays(today, proApi.PRO_CALENDAR_DAYS - 1);
  const [start, setStart] = useState(today);
  const [picked, setPicked] = useState<string | null>(today);
  const days = weekFrom(start);
  const week = useWeekCounts(proNo, days);
  const hours = useOpenHours(proNo, picked);

  const move = (by: number) => {
    const next = addDays(start, by);
    setStart(next);
    setPicked(next);
  };

  return (
    <section className={styles.calendar} aria-labelledby="pro-calendar-title" data-testid="pro-calendar">
      <div className={styles.calendarHead}>
        <h2 id="pro-calendar-title" className={styles.sectionTitle}>
          {t('calendar.title')}
        </h2>
        <span className={styles.zone}>
          <Clock size={14} aria-hidden="true" />
          {t('calendar.zone')}
        </span>
      </div>
      <div className={styles.weekNav}>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => move(-7)}
          disabled={start <= today}
          aria-label={t('calendar.prev')}
        >
          <ChevronLeft size={18} aria-hidden="true" />
        </Button>
        <ol className={styles.week}>
          {days.map((d) => {
            const free = week.counts.get(d) ?? 0;
            const outside = d > lastDay;
            return (
              <li key={d}>
                <button
                  type="button"
                  className={styles.day}
                  aria-pressed={picked === d}
                  disabled={outside}
                  onClick={() => setPicked(d)}
                  data-testid={`pro-day-${d}`}
                  data-free={week.pending ? undefined : free}
                  aria-label={t('calendar.day_label', { day: dayLabel(d), count: free })}
                >
                  <span className={styles.dayName}>{weekdayName(weekdayOf(d))}</span>
                  <span className={styles.dayNum}>{Number(d.slice(8))}</span>
                  <span className={free > 0 ? styles.dayFree : styles.dayNone}>
                    {week.pending ? '·' : free > 0 ? t('calendar.free_count', { count: free }) : '–'}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => move(7)}
          disabled={addDays(start, 7) > lastDay}
          aria-label={t('calendar.next')}
        >
          <ChevronRight size={18} aria-hidden="true" />
        </Button>
      </div>
      {week.error ? (
        <ErrorState compact message={week.error.message} onRetry={week.refetch} />
      ) : picked === null ? null : hours.isPending ? (
        <Skeleton height={96} />
      ) : hours.isError ? (
        <ErrorState
          compact
          message={hours.error.message}
          onRetry={() => void hours.refetch()}
          retrying={hours.isRefetching}
        />
      ) : hours.data.slots.length === 0 ? (
        <EmptyState
          compact
          title={t('calendar.closed', { day: dayLabel(picked) })}
          message={t('calendar.closed_message')}
        />
      ) : (
        <div>
          <p className={styles.muted}>
            {t('calendar.slots_for', { day: dayLabel(picked), minutes: hours.data.MINUTES })}
          </p>
          <ul className={styles.slots} data-testid="pro-slots">
            {hours.data.slots.map((s) => (
              <li key={s.START_AT}>
                <button
                  type="button"
                  className={styles.slot}
                  disabled={!s.FREE || !onPick}
                  data-free={s.FREE}
                  onClick={() => onPick?.(s)}
                  data-testid={`pro-slot-${s.LABEL}`}
                  aria-label={
                    s.FREE
                      ? t('calendar.slot_free', { time: s.LABEL })
                      : t('calendar.slot_taken', { time: s.LABEL })
                  }
                >
                  {s.LABEL}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
