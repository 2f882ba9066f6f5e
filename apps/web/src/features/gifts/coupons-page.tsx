import { formatNumber } from '@sidequest/shared';
import { Coins, FlaskConical, Gift, LogIn, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { buttonClass } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { Page, PageHeader } from '../../ui/page-header';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { type GiftconShop, useGiftconShop } from './api';
import { BuyDialog, type ShopItem } from './buy-dialog';
import { CouponList } from './coupon-list';
import { GiftHistory } from './gift-history';
import styles from './gifts.module.css';
import { PhoneSection } from './phone-section';

function ModeNotice({ mode }: { mode: GiftconShop['mode'] }) {
  const { t } = useTranslation('gifts');
  if (mode === 'vendor') return null;
  const test = mode === 'standin';
  return (
    <div className={test ? styles.testNotice : styles.closedNotice} data-testid={`giftcon-${mode}`}>
      {test ? <FlaskConical size={20} aria-hidden="true" /> : <Store size={20} aria-hidden="true" />}
      <div>
        <p className={styles.noticeTitle}>
          {test ? <span className={styles.testBadge}>{t('shop.test_badge')}</span> : null}
          {test ? t('shop.test_title') : t('shop.closed_title')}
        </p>
        <p>{test ? t('shop.test_body') : t('shop.closed_body')}</p>
      </div>
    </div>
  );
}

const won = (n: number) => formatNumber(n);

/** `/cafeteria/coupons`: gift coupons bought with points, the phone they go to, and my gifts. */
export function CouponsPage() {
  const { t } = useTranslation('gifts');
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const shop = useGiftconShop();
  const [item, setItem] = useState<ShopItem | null>(null);

  useEffect(() => {
    document.title = t('document_title');
  }, [t]);

  return (
    <Page>
      <PageHeader
        eyebrow={t('shop.eyebrow')}
        title={t('shop.title')}
        description={t('shop.description')}
        actions={
          <Link to="/cafeteria" className={buttonClass('secondary', 'sm')}>
            <Coins size={16} aria-hidden="true" />
            {t('shop.back')}
          </Link>
        }
      />
      {shop.isPending ? (
        <SkeletonGroup>
          <Skeleton height={76} style={{ borderRadius: 14 }} />
          <Skeleton height={260} style={{ borderRadius: 14, marginTop: 24 }} />
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
          {isLoggedIn && shop.data.PHONE ? (
            <div className={styles.topRow}>
              <p className={styles.balanceCard} data-testid="giftcon-balance">
                <Coins size={20} aria-hidden="true" />
                {t('shop.balance', { value: shop.data.BALANCE ?? 0 })}
              </p>
              <PhoneSection phone={shop.data.PHONE} />
            </div>
          ) : (
            <div className={styles.loginCard}>
              <LogIn size={20} aria-hidden="true" />
              <p className={styles.noticeTitle}>{t('shop.login_title')}</p>
              <Link
                to="/login"
                state={{ from: '/cafeteria/coupons' }}
                className={buttonClass('primary', 'sm')}
              >
                {t('shop.login_action')}
              </Link>
            </div>
          )}
          <section className={styles.section} aria-labelledby="giftcon-items">
            <h2 id="giftcon-items" className={styles.sectionTitle}>
              {t('shop.items_title')}
            </h2>
            <ul className={styles.items} data-testid="giftcon-items">
              {shop.data.items.map((i) => (
                <li key={i.CODE} className={styles.item}>
                  <span className={styles.itemIcon} aria-hidden="true">
                    <Gift size={22} />
                  </span>
                  <span className={styles.itemBrand}>{i.BRAND}</span>
                  <span className={styles.itemLabel}>{i.LABEL}</span>
                  <span className={styles.itemPrice}>
                    {t('shop.price', { won: won(i.PRICE_WON), points: i.POINTS })}
                  </span>
                  <button
                    type="button"
                    className={buttonClass('primary', 'sm', true)}
                    disabled={shop.data.mode === 'off' || !isLoggedIn}
                    aria-label={t('shop.buy_label', { brand: i.BRAND, label: i.LABEL })}
                    onClick={() => setItem(i)}
                  >
                    {t('shop.buy')}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          {isLoggedIn ? (
            <>
              <CouponList />
              <GiftHistory />
            </>
          ) : null}
          <BuyDialog
            item={item}
            balance={shop.data.BALANCE ?? 0}
            phone={shop.data.PHONE}
            onClose={() => setItem(null)}
          />
        </div>
      )}
    </Page>
  );
}
