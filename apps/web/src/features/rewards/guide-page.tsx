import {
  CHEER_MIN_RATING,
  MAX_LEVEL,
  newsSendCosts,
  POINT_VALUE_WON,
  PROFILE_COMPLETE_INTRO_MIN,
  pointPackages,
  rewardRules,
  formatNumber,
} from '@sidequest/shared';
import { Coins, Gift, HandCoins, Megaphone, ReceiptText, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { buttonClass } from '../../ui/button';
import { Page, PageHeader } from '../../ui/page-header';
import { useCafeteria } from '../cafeteria/api';
import styles from './rewards.module.css';

const n = (value: number) => formatNumber(value);

/** Rewards whose action exists on the site now; the others wait in docs/decisions/rewards.md. */
const LIVE_RULES = rewardRules.items.filter((r) => r.live);

/** D28 and D29 are once per member; D30 once per project (one a day); the rest have daily caps. */
function capText(t: (key: string, o?: Record<string, unknown>) => string, code: string, cap: number | null) {
  if (cap === null) return t('guide.cap_once');
  if (code === 'D30') return t('guide.cap_per_project');
  return cap === 1 ? t('guide.cap_daily_one') : t('guide.cap_daily', { cap });
}

function EarnExp() {
  const { t } = useTranslation('rewards');
  return (
    <section className={styles.section} aria-labelledby="earn-exp-title">
      <h2 id="earn-exp-title" className={styles.sectionTitle}>
        {t('guide.earn_exp_title')}
      </h2>
      <p className={styles.muted}>
        {t('guide.earn_exp_help')} <Link to="/my?tab=points">{t('guide.earn_exp_link')}</Link>
      </p>
      <ul className={styles.list} aria-label={t('guide.earn_exp_title')} data-testid="reward-rules">
        {LIVE_RULES.map((rule) => (
          <li key={rule.code} className={styles.row}>
            <p className={styles.rowName}>{rule.label}</p>
            <p className={styles.rowWhen}>
              {t(`guide.meaning.${rule.code}`, {
                min: PROFILE_COMPLETE_INTRO_MIN,
                rating: CHEER_MIN_RATING,
              })}
            </p>
            <p className={styles.rowCap}>{capText(t, rule.code, rule.dailyCap)}</p>
            <span className={styles.rowValue}>{t('guide.exp_value_cell', { value: n(rule.exp) })}</span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('guide.stack_note')}</p>
    </section>
  );
}

function EarnPoints() {
  const { t } = useTranslation('rewards');
  const verify = pointPackages.get('F01');
  const ways = [
    { key: 'topup', value: null },
    { key: 'verify', value: t('guide.earn_verify_value', { points: verify.points }) },
    { key: 'gift', value: null },
  ];
  return (
    <section className={styles.section} aria-labelledby="earn-points-title">
      <h2 id="earn-points-title" className={styles.sectionTitle}>
        {t('guide.earn_points_title')}
      </h2>
      <ul className={styles.list}>
        {ways.map((w) => (
          <li key={w.key} className={styles.row}>
            <p className={styles.rowName}>{t(`guide.earn_${w.key}`)}</p>
            <p className={styles.rowWhen}>{t(`guide.earn_${w.key}_body`)}</p>
            {w.value ? <span className={styles.rowValue}>{w.value}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Spend() {
  const { t } = useTranslation('rewards');
  return (
    <section className={styles.section} aria-labelledby="spend-title">
      <h2 id="spend-title" className={styles.sectionTitle}>
        {t('guide.spend_title')}
      </h2>
      <div className={styles.twoUp}>
        <div className={styles.box}>
          <h3 className={styles.boxTitle}>
            <HandCoins size={18} aria-hidden="true" />
            {t('guide.spend_gift')}
          </h3>
          <p className={styles.muted}>{t('guide.spend_gift_body')}</p>
        </div>
        <div className={styles.box}>
          <h3 className={styles.boxTitle}>
            <Gift size={18} aria-hidden="true" />
            {t('guide.spend_coupon')}
          </h3>
          <p className={styles.muted}>
            {t('guide.spend_coupon_body')} <Link to="/cafeteria/coupons">{t('guide.spend_coupon_link')}</Link>
          </p>
        </div>
      </div>
      <div className={styles.box}>
        <h3 className={styles.boxTitle}>
          <Megaphone size={18} aria-hidden="true" />
          {t('guide.news_title')}
        </h3>
        <p className={styles.muted}>{t('guide.news_body')}</p>
        <ul className={styles.list} data-testid="news-costs">
          {newsSendCosts.items.map((c) => (
            <li key={c.code} className={styles.row}>
              <p className={styles.rowName}>{c.label}</p>
              <span className={styles.rowCost}>{t('guide.news_cost', { value: n(c.expPerRecipient) })}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Refund() {
  const { t } = useTranslation('rewards');
  const shop = useCafeteria();
  const days = shop.data?.REFUND_DAYS;
  return (
    <section className={styles.section} aria-labelledby="refund-title">
      <h2 id="refund-title" className={styles.sectionTitle}>
        {t('guide.refund_title')}
      </h2>
      <div className={styles.box}>
        <h3 className={styles.boxTitle}>
          <ReceiptText size={18} aria-hidden="true" />
          {t('guide.refund_title')}
        </h3>
        <p className={styles.muted}>
          {days ? t('guide.refund_body', { days }) : t('guide.refund_body_fallback')}{' '}
          <Link to="/policy?term=refund_policy">{t('guide.refund_link')}</Link>
        </p>
      </div>
    </section>
  );
}

/** `/points/guide` 포인트 안내: what the two scores are, how each is earned and spent, refunds. */
export function PointsGuidePage() {
  const { t } = useTranslation('rewards');
  useEffect(() => {
    document.title = t('document_title');
  }, [t]);

  return (
    <Page>
      <PageHeader
        eyebrow={t('guide.eyebrow')}
        title={t('guide.title')}
        description={t('guide.description')}
        actions={
          <Link to="/cafeteria" className={buttonClass('primary', 'md')}>
            {t('guide.topup_action')}
          </Link>
        }
      />
      <div className={styles.stack}>
        <section className={styles.section} aria-labelledby="what-title">
          <h2 id="what-title" className={styles.sectionTitle}>
            {t('guide.what_title')}
          </h2>
          <div className={styles.twoUp}>
            <div className={styles.box} data-testid="point-value">
              <div className={styles.boxHead}>
                <h3 className={styles.boxTitle}>
                  <Coins size={18} aria-hidden="true" />
                  {t('guide.point_name')}
                </h3>
                <span className={styles.badge}>{t('guide.point_value', { won: n(POINT_VALUE_WON) })}</span>
              </div>
              <p className={styles.muted}>{t('guide.point_body')}</p>
            </div>
            <div className={styles.box}>
              <div className={styles.boxHead}>
                <h3 className={styles.boxTitle}>
                  <Sparkles size={18} aria-hidden="true" />
                  {t('guide.exp_name')}
                </h3>
                <span className={styles.badge}>{t('guide.exp_value', { max: MAX_LEVEL })}</span>
              </div>
              <p className={styles.muted}>{t('guide.exp_body')}</p>
            </div>
          </div>
        </section>
        <EarnPoints />
        <EarnExp />
        <Spend />
        <Refund />
        <div className={styles.actions}>
          <Link to="/cafeteria" className={buttonClass('primary', 'md')}>
            {t('guide.topup_action')}
          </Link>
          <Link to="/my?tab=points" className={buttonClass('secondary', 'md')}>
            {t('guide.history_action')}
          </Link>
        </div>
      </div>
    </Page>
  );
}
