import type { OperatorInfo as Operator } from '@sidequest/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import styles from './footer.module.css';
import { useSiteInfo } from './use-site-info';

/** The public lookup of a registered 통신판매업자 (공정거래위원회), as Korean shops link it. */
const bizLookup = (businessNo: string) =>
  `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${businessNo.replace(/\D/g, '')}`;

const ROWS = ['NAME', 'CEO', 'BUSINESS_NO', 'MAIL_ORDER_NO', 'ADDRESS', 'CS', 'HOSTING'] as const;
type Row = (typeof ROWS)[number];

function value(op: Operator, row: Row): string {
  if (row === 'CS') return `${op.CS_PHONE} · ${op.CS_EMAIL} · ${op.CS_HOURS}`;
  return op[row];
}

/**
 * 사업자 정보 (상호, 대표자, 사업자등록번호, 통신판매업 신고번호, 주소, 고객센터, 호스팅 제공자)
 * from the server's configuration. Every row is laid out before the answer arrives, so nothing
 * below moves when it does. On a phone the rows fold under a 사업자 정보 button, as Korean shops do.
 */
export function OperatorInfo() {
  const { t } = useTranslation('common');
  const site = useSiteInfo();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const op = site.data?.operator;

  return (
    <div className={styles.operator} data-testid="operator-info">
      <div className={styles.operatorHead}>
        <button
          type="button"
          className={styles.operatorToggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {t('footer.operator.title')}
          <ChevronDown size={14} aria-hidden="true" className={open ? styles.chevronOpen : undefined} />
        </button>
        <span className={styles.operatorTitle}>{t('footer.operator.title')}</span>
        {op?.DEMO ? (
          <span className={styles.demoBadge} data-testid="operator-demo">
            {t('footer.operator.demo')}
          </span>
        ) : null}
      </div>
      <address id={panelId} className={styles.info} data-open={open}>
        {ROWS.map((row) => (
          <span key={row} className={styles.infoItem}>
            <span className={styles.infoLabel}>{t(`footer.operator.${row}`)}</span>{' '}
            {op ? (
              <span data-testid={`operator-${row}`}>{value(op, row)}</span>
            ) : (
              <span className={styles.infoPending} aria-hidden="true" />
            )}
            {row === 'BUSINESS_NO' && op && !op.DEMO ? (
              <>
                {' '}
                <a href={bizLookup(op.BUSINESS_NO)} target="_blank" rel="noopener noreferrer">
                  {t('footer.operator.lookup')}
                </a>
              </>
            ) : null}
          </span>
        ))}
        {site.isError ? <span className={styles.infoItem}>{t('footer.operator.load_error')}</span> : null}
        <span className={styles.infoItem}>{t('footer.pay_notice')}</span>
      </address>
      {op?.DEMO ? <p className={styles.demoNote}>{t('footer.operator.demo_note')}</p> : null}
    </div>
  );
}
