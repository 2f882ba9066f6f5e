import { formatDateTime } from '@sidequest/shared';
import { Copy, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Chip } from '../../ui/chip';
import { copyToClipboard } from '../../ui/clipboard';
import { toast } from '../../ui/toast-store';
import type { Draw } from './api';
import styles from './campaigns.module.css';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The draw's rule run again here, from the seed and entry numbers on the page: the same ordering
 * the server used (hex SHA-256 of "seed:entryNo", smallest first), the first `count` win.
 */
export async function rerunDraw(seed: string, entryNos: readonly number[], count: number): Promise<number[]> {
  const keyed = await Promise.all(
    entryNos.map(async (no) => ({ no, key: await sha256Hex(`${seed}:${no}`) })),
  );
  return keyed
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, count)
    .map((e) => e.no);
}

/** 추첨 결과: the seed, the rule, the winners, and a button that re-runs the draw in the browser. */
export function DrawPanel({ draw }: { draw: Draw }) {
  const { t } = useTranslation('campaigns');
  const [check, setCheck] = useState<'ok' | 'bad' | null>(null);
  const [busy, setBusy] = useState(false);
  const complete = draw.entry_nos.length === draw.entry_count;
  const verify = async () => {
    setBusy(true);
    try {
      const again = await rerunDraw(draw.seed, draw.entry_nos, draw.winners.length);
      const same = again.join(',') === draw.winners.map((w) => w.entry_no).join(',');
      setCheck(same ? 'ok' : 'bad');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="section" className={styles.stack} data-testid="draw-panel">
      <h2 className={styles.sectionTitle}>
        <Trophy size={18} aria-hidden="true" style={{ verticalAlign: '-3px', marginRight: 6 }} />
        {t('draw.title')}
        <span className={styles.entryWhen} style={{ fontWeight: 400, marginLeft: 8, fontSize: 13 }}>
          {t('draw.drawn_at', { when: formatDateTime(draw.drawn_at) })}
        </span>
      </h2>
      <div>
        <p className={styles.sectionTitle}>{t('draw.winners')}</p>
        {draw.winners.length === 0 ? (
          <p className={styles.notice}>{t('draw.no_winners')}</p>
        ) : (
          <ul className={styles.winners}>
            {draw.winners.map((w) => (
              <li key={w.entry_no}>
                <Chip tone="recruiting">
                  {w.nickname} · #{w.entry_no}
                </Chip>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <p className={styles.sectionTitle}>{t('draw.seed')}</p>
        <code className={styles.seed} data-testid="draw-seed">
          {draw.seed}
        </code>
        <Button
          variant="ghost"
          size="sm"
          icon={<Copy size={14} />}
          onClick={() => void copyToClipboard(draw.seed).then(() => toast(t('draw.copied')))}
        >
          {t('draw.copy_seed')}
        </Button>
      </div>
      <div>
        <p className={styles.sectionTitle}>{t('draw.rule')}</p>
        <p className={styles.notice}>{draw.rule}</p>
      </div>
      <details>
        <summary>{t('draw.entries', { count: draw.entry_count })}</summary>
        <p className={styles.entryNos}>{draw.entry_nos.join(', ')}</p>
      </details>
      {complete ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void verify()} loading={busy} data-testid="draw-verify">
            {t('draw.verify')}
          </Button>
          {check ? (
            <span
              role="status"
              className={`${styles.notice} ${check === 'ok' ? styles.noticeSuccess : styles.noticeDanger}`}
            >
              {t(check === 'ok' ? 'draw.verify_ok' : 'draw.verify_bad')}
            </span>
          ) : null}
        </div>
      ) : (
        <p className={styles.notice}>{t('draw.verify_partial')}</p>
      )}
    </Card>
  );
}
