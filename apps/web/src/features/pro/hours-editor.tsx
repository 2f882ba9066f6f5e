import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import { type OpenHours, useSaveOpenHours } from './api';
import styles from './styles';
import { addDays, dayLabel, seoulToday, weekdayName } from './time';

/** 00:00 … 24:00 every 30 minutes, the grid the contract accepts. */
const CLOCKS = Array.from(
  { length: 49 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
/** Monday first, as Korean calendars show the working week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

type Range = { start: string; end: string };

function RangeRow({
  range,
  onChange,
  onRemove,
  label,
}: {
  range: Range;
  onChange: (r: Range) => void;
  onRemove: () => void;
  label: string;
}) {
  const { t } = useTranslation('pro');
  const select = (which: 'start' | 'end', options: string[]) => (
    <select
      className={styles.clock}
      value={range[which]}
      aria-label={`${label} ${t(`hours.${which}`)}`}
      onChange={(e) => onChange({ ...range, [which]: e.target.value })}
    >
      {options.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </select>
  );
  return (
    <span className={styles.range}>
      {select('start', CLOCKS.slice(0, -1))}
      <span aria-hidden="true">–</span>
      {select('end', CLOCKS.slice(1))}
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t('hours.remove', { label })}>
        <Trash2 size={15} aria-hidden="true" />
      </Button>
    </span>
  );
}

/** The first range that ends before it starts, so the editor can point at it before saving. */
function firstBadRange(hours: OpenHours): string | null {
  for (const w of hours.weekly) if (w.start >= w.end) return weekdayName(w.weekday);
  for (const x of hours.exceptions) for (const r of x.hours) if (r.start >= r.end) return dayLabel(x.date);
  return null;
}

/** Weekly open hours (Asia/Seoul) and date exceptions: other hours that day, or closed. */
export function HoursEditor({ initial }: { initial: OpenHours | null }) {
  const { t } = useTranslation('pro');
  const save = useSaveOpenHours();
  const [hours, setHours] = useState<OpenHours>(initial ?? { weekly: [], exceptions: [] });
  const [newDate, setNewDate] = useState(addDays(seoulToday(), 1));
  const bad = firstBadRange(hours);

  const setWeekly = (weekly: OpenHours['weekly']) => setHours((h) => ({ ...h, weekly }));
  const setExceptions = (exceptions: OpenHours['exceptions']) => setHours((h) => ({ ...h, exceptions }));

  const submit = async () => {
    try {
      const res = await save.mutateAsync(hours);
      setHours(res.hours);
      toast(t('hours.saved'), { tone: 'success' });
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
    }
  };

  return (
    <div className={styles.stack} data-testid="hours-editor">
      <p className={styles.muted}>{t('hours.zone_note')}</p>
      <ul className={styles.weekRows}>
        {WEEK_ORDER.map((wd) => {
          const rows = hours.weekly.map((w, i) => ({ w, i })).filter(({ w }) => w.weekday === wd);
          return (
            <li key={wd} className={styles.weekRow}>
              <strong className={styles.weekName}>{weekdayName(wd)}</strong>
              <span className={styles.rangeList}>
                {rows.length === 0 ? <span className={styles.muted}>{t('hours.closed')}</span> : null}
                {rows.map(({ w, i }) => (
                  <RangeRow
                    key={i}
                    label={weekdayName(wd)}
                    range={w}
                    onChange={(r) => setWeekly(hours.weekly.map((x, j) => (j === i ? { ...x, ...r } : x)))}
                    onRemove={() => setWeekly(hours.weekly.filter((_, j) => j !== i))}
                  />
                ))}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setWeekly([...hours.weekly, { weekday: wd, start: '10:00', end: '12:00' }])}
                aria-label={t('hours.add_for', { day: weekdayName(wd) })}
                data-testid={`hours-add-${wd}`}
              >
                <Plus size={15} aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <h3 className={styles.subTitle}>{t('hours.exceptions')}</h3>
      <p className={styles.muted}>{t('hours.exceptions_note')}</p>
      <ul className={styles.weekRows}>
        {hours.exceptions.map((x, i) => (
          <li key={x.date} className={styles.weekRow}>
            <strong className={styles.weekName}>{dayLabel(x.date)}</strong>
            <span className={styles.rangeList}>
              {x.hours.length === 0 ? <span className={styles.muted}>{t('hours.day_off')}</span> : null}
              {x.hours.map((r, k) => (
                <RangeRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: ranges are plain controlled values without state of their own.
                  key={k}
                  label={dayLabel(x.date)}
                  range={r}
                  onChange={(next) =>
                    setExceptions(
                      hours.exceptions.map((e, j) =>
                        j === i ? { ...e, hours: e.hours.map((h, m) => (m === k ? next : h)) } : e,
                      ),
                    )
                  }
                  onRemove={() =>
                    setExceptions(
                      hours.exceptions.map((e, j) =>
                        j === i ? { ...e, hours: e.hours.filter((_, m) => m !== k) } : e,
                      ),
                    )
                  }
                />
              ))}
            </span>
            <span className={styles.actions}>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  setExceptions(
                    hours.exceptions.map((e, j) =>
                      j === i ? { ...e, hours: [...e.hours, { start: '10:00', end: '12:00' }] } : e,
                    ),
                  )
                }
              >
                {t('hours.add_range')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setExceptions(hours.exceptions.filter((_, j) => j !== i))}
              >
                {t('hours.remove_exception')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <span className={styles.actions}>
        <input
          type="date"
          className={styles.clock}
          value={newDate}
          min={seoulToday()}
          onChange={(e) => setNewDate(e.target.value)}
          aria-label={t('hours.exception_date')}
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={!newDate || hours.exceptions.some((x) => x.date === newDate)}
          onClick={() =>
            setExceptions(
              [...hours.exceptions, { date: newDate, hours: [] }].sort((a, b) =>
                a.date.localeCompare(b.date),
              ),
            )
          }
          data-testid="hours-add-exception"
        >
          {t('hours.add_exception')}
        </Button>
      </span>
      {bad ? (
        <p className={styles.notice} role="alert">
          {t('hours.bad_range', { label: bad })}
        </p>
      ) : null}
      <Button
        onClick={() => void submit()}
        loading={save.isPending}
        disabled={bad !== null}
        data-testid="hours-save"
      >
        {t('hours.save')}
      </Button>
    </div>
  );
}
