import type { PageKind, PageTitleVars } from '@sidequest/shared';
import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { usePageMeta } from '../../app/use-page-meta';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page, PageHeader } from '../../ui/page-header';

export interface ComingSoonPageProps {
  kind: PageKind;
  /** i18n key (with namespace) of the sentence saying what this space will hold. */
  messageKey: string;
  messageVars?: Record<string, string>;
  /** Values for the document title of detail pages. */
  titleVars?: PageTitleVars;
  /** Heading override (detail pages show the record's name). */
  heading?: ReactNode;
  icon?: ReactNode;
}

/**
 * The frame of a section whose feature arrives in a later issue: the page's own heading and
 * description, and an honest empty state with a next action. No made-up content.
 */
export function ComingSoonPage({
  kind,
  messageKey,
  messageVars,
  titleVars,
  heading,
  icon,
}: ComingSoonPageProps) {
  const { t } = useTranslation('common');
  const meta = usePageMeta(kind, titleVars);
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  return (
    <Page>
      <PageHeader title={heading ?? meta.heading} description={meta.description} />
      <EmptyState
        icon={icon ?? <Construction size={26} />}
        title={t('coming_soon.title')}
        message={t(messageKey, messageVars)}
        action={
          isLoggedIn ? (
            <Link to="/" className={buttonClass('primary', 'md')}>
              {t('coming_soon.go_home')}
            </Link>
          ) : (
            <>
              <Link to="/join" className={buttonClass('primary', 'md')}>
                {t('coming_soon.join_first')}
              </Link>
              <Link to="/" className={buttonClass('secondary', 'md')}>
                {t('coming_soon.go_home')}
              </Link>
            </>
          )
        }
      />
    </Page>
  );
}
