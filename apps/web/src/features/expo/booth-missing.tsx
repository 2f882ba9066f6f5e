import { Store } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page-header';

/** E005: a booth that does not exist, was taken down, or is not shown to this viewer. */
export function BoothMissing() {
  const { t } = useTranslation('product');
  return (
    <Page>
      <EmptyState
        icon={<Store size={26} />}
        title={t('booth.not_found_title')}
        message={t('booth.not_found')}
        action={
          <Link to="/product" className={buttonClass('primary', 'md')}>
            {t('booth.to_expo')}
          </Link>
        }
      />
    </Page>
  );
}
