import { Coins, FlaskConical, LogIn, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useNavigate } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { buttonClass } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { Page, PageHeader } from '../../ui/page-header';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { type Cafeteria, useCafeteria } from './api';
import styles from './cafeteria.module.css';
import { CheckoutSheet } from './checkout-sheet';
import { type Choice, packageChoices, topupChoices, won } from './choices';
import { OrdersSection } from './orders-section';
import { ProductCards } from './product-cards';

function ModeNotice({ mode }: { mode: Cafeteria['mode'] }) {
  const { t } = useTranslation('payment');
  if (mode === 'standin') {
    return (
      <div className={styles.testNotice} data-testid="cafeteria-test-mode">
        <FlaskConical size={20} aria-hidden="true" />
        <div>
          <p className={styles.noticeTitle}>
            <span className={styles.testBadge}>{t('shop.test_badge')}</span>
            {t('shop.test_title')}
          </p>
          <p>{t('shop.test_body')}</p>
        </div>
      </div>
    );
  }
  if (mode === 'off') {
    return (
      <div className={styles.closedNotice} role="status" data-testid="cafeteria-closed">
        <Store size={20} aria-hidden="true" />
        <div>
          <p className={styles.noticeTitle}>{t('shop.closed_title')}</p>
          <p>{t('shop.closed_body')}</p>
        </div>
      </div>
    );
  }
  return null;
}

function Balance({ balance }: { balance: number | null }) {
  const { t } = useTranslation('payment');
  const loginAttempted = useUserStore((s) => s.loginAttempted);
  if (balance === null) {
    if (!loginAttempted) return <Skeleton height={76} style={{ borderRadius: 14 }} />;
    return (
      <div className={styles.balance}>
        <LogIn size={22} aria-hidden="true" className={styles.balanceIcon} />
        <div className={styles.balanceText}>
          <p className={styles.noticeTitle}>{t('shop.login_title')}</p>
          <p className={styles.muted}>{t('shop.login_message')}</p>
        </div>
        <Link to="/login" state={{ from: '/cafeteria' }} className={buttonClass('primary', 'md')}>
          {t('shop.login_action')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.balance} data-testid="cafeteria-balance">
      <Coins size={22} aria-hidden="true" className={styles.balanceIcon} />
      <div className={styles.balanceText}>
        <p className={styles.muted}>{t('shop.balance_label')}</p>
        <p className={styles.balanceValue}>{t('shop.balance_value', { value: won(balance) })}</p>
      </div>
      <Link to="/my?tab=points" className={buttonClass('secondary', 'md')}>
        {t('shop.history_link')}
      </Link>
    </div>
  );
}

/** `/cafeteria`: the point shop. Prices are public; paying and the order history need a member. */
export function CafeteriaPage() {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const shop = useCafeteria();
  const [choice, setChoice] = useState<Choice | null>(null);

  useEffect(() => {
    document.title = t('document_title');
  }, [t]);

  const choose = (c: Choice) => {
    if (!isLoggedIn) navigate('/login', { state: { from: '/cafeteria' } });
    else setChoice(c);
  };

  return (
    <Page>
      <PageHeader eyebrow={t('shop.eyebrow')} title={t('shop.title')} description={t('shop.description')} />
      {shop.isPending ? (
        <SkeletonGroup>
          <Skeleton height={76} style={{ borderRadius: 14 }} />
          <Skeleton height={220} style={{ borderRadius: 14, marginTop: 24 }} />
        </SkeletonGroup>
      ) : shop.isError ? (
        <ErrorState
          title={t('shop.error_title')}
          message={shop.error.message}
          onRetry={() => void shop.refetch()}
          retrying={shop.isRefetching}
        />
      ) : (
        <div className={styles.stack}>
          <ModeNotice mode={shop.data.mode} />
          <Balance balance={isLoggedIn ? shop.data.BALANCE : null} />
          <section className={styles.section} aria-labelledby="topups-title">
            <h2 id="topups-title" className={styles.sectionTitle}>
              {t('shop.topups_title')}
            </h2>
            <p className={styles.muted}>{t('shop.topups_help')}</p>
            <ProductCards
              choices={topupChoices(shop.data)}
              closed={shop.data.mode === 'off'}
              onChoose={choose}
              testId="cafeteria-topups"
            />
          </section>
          <section className={styles.section} aria-labelledby="packages-title">
            <h2 id="packages-title" className={styles.sectionTitle}>
              {t('shop.packages_title')}
            </h2>
            <p className={styles.muted}>{t('shop.packages_help')}</p>
            <ProductCards
              choices={packageChoices(shop.data)}
              closed={shop.data.mode === 'off'}
              onChoose={choose}
              testId="cafeteria-packages"
            />
          </section>
          {isLoggedIn ? <OrdersSection /> : null}
          <CheckoutSheet
            choice={choice}
            mode={shop.data.mode}
            refundDays={shop.data.REFUND_DAYS}
            onClose={() => setChoice(null)}
          />
        </div>
      )}
    </Page>
  );
}
