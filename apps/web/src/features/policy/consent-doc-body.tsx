import { formatKoreanDate } from '@sidequest/shared';
import { useTranslation } from '../../lib/texts/react';
import { PolicyBody } from './policy-blocks';
import type { PolicyDoc } from './policy-doc';
import styles from './policy.module.css';
import { marketingConsent, privacyConsent } from './texts/consent-docs';
import { servicePolicy } from './texts/service-policy';

export type ConsentDoc = 'terms' | 'privacy' | 'marketing';

const DOCS: Record<ConsentDoc, PolicyDoc> = {
  terms: servicePolicy,
  privacy: privacyConsent,
  marketing: marketingConsent,
};

/**
 * The text behind one sign-up box, shown in a dialog over the form. Loaded on demand: the texts
 * are long and the sign-up form is part of the first load.
 */
export default function ConsentDocBody({ doc }: { doc: ConsentDoc }) {
  const { t } = useTranslation('common');
  const policy = DOCS[doc];
  return (
    <div data-testid="consent-doc" data-doc={doc}>
      <p className={styles.effective}>
        {t('policy_page.effective', { date: formatKoreanDate(policy.effectiveDate) })}
      </p>
      <PolicyBody body={policy.body} />
    </div>
  );
}
