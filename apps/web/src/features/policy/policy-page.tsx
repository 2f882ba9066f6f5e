import * as Tabs from '@radix-ui/react-tabs';
import { formatKoreanDate } from '@sidequest/shared';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { POLICY_TERMS, type PolicyTerm } from '../../app/nav';
import { usePageMeta } from '../../app/use-page-meta';
import { Page, PageHeader } from '../../ui/page-header';
import { type PolicyBlock, parsePolicy } from './policy-doc';
import styles from './policy.module.css';
import { resolveTerm } from './resolve-term';
import { POLICY_DOCS } from './texts';

function Block({ block }: { block: PolicyBlock }) {
  switch (block.type) {
    case 'h2':
      return <h2 id={block.id}>{block.text}</h2>;
    case 'h3':
      return <h3>{block.text}</h3>;
    case 'p':
      return <p>{block.text}</p>;
    case 'ol':
      return (
        <ol>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'ul':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity beyond position
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

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
