import * as Tabs from '@radix-ui/react-tabs';
import { formatKoreanDate } from '@sidequest/shared';
import { Fragment, useMemo } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useSearchParams } from '../../lib/router';
import { POLICY_TERMS, type PolicyTerm } from '../../app/nav';
import { usePageMeta } from '../../app/use-page-meta';
import { Page, PageHeader } from '../../ui/page-header';
import { Block } from './policy-blocks';
import { type PolicyBlock, parsePolicy } from './policy-doc';
import styles from './policy.module.css';
import { resolveTerm } from './resolve-term';
import { POLICY_DOCS } from './texts';

function PolicyDocument({ term }: { term: PolicyTerm }) {
  const { t } = useTranslation('common');
  const doc = POLICY_DOCS[term];
  const blocks = useMemo(() => parsePolicy(doc.body), [doc]);
  const headings = blocks.filter((b): b is Extract<PolicyBlock, { type: 'h2' }> => b.type === 'h2');
  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-label={t('policy_page.toc')}>
        <p className={styles.tocTitle}>{t('policy_page.toc')}</p>
        <ul className={styles.tocList}>
          {headings.map((h) => (
            <li key={h.id}>
              <a href={`#${h.id}`}>{h.text}</a>
            </li>
          ))}
        </ul>
      </nav>
      <article className={styles.doc} data-testid="policy-document" data-term={term}>
        <h2 className={styles.docTitle}>{doc.title}</h2>
        <p className={styles.effective}>
          {t('policy_page.effective', { date: formatKoreanDate(doc.effectiveDate) })}
        </p>
        <div className={styles.body}>
          {blocks.map((block, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static document, rendered in order
            <Fragment key={i}>
              <Block block={block} />
            </Fragment>
          ))}
        </div>
      </article>
    </div>
  );
}

export function PolicyPage() {
  const { t } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const term = resolveTerm(params.get('term'));
  usePageMeta(term);
  return (
    <Page>
      <PageHeader title={t('policy_page.title')} description={t('policy_page.description')} />
      <Tabs.Root
        value={term}
        onValueChange={(value) => {
          setParams({ term: resolveTerm(value) }, { replace: true });
          window.scrollTo({ top: 0 });
        }}
        activationMode="manual"
      >
        <Tabs.List className={styles.tabsList} aria-label={t('policy_page.tabs_label')}>
          {POLICY_TERMS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={styles.tab}>
              {t(`policy.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {POLICY_TERMS.map((value) => (
          <Tabs.Content key={value} value={value}>
            {value === term ? <PolicyDocument term={value} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  );
}

export default PolicyPage;
