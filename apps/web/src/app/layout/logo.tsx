import { Swords } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';

/** The brand: its look (`.brand-logo`, `.brand-mark`) is global, shared with the first paint in index.html. */
export function Logo() {
  const { t } = useTranslation('common');
  return (
    <Link to="/" className="brand-logo" aria-label={t('brand.home_label')}>
      <span className="brand-mark" aria-hidden="true">
        <Swords size={17} strokeWidth={2.4} />
      </span>
      <span>{t('brand.name')}</span>
    </Link>
  );
}
