import { Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './header.module.css';

export function Logo() {
  const { t } = useTranslation('common');
  return (
    <Link to="/" className={styles.logo} aria-label={t('brand.home_label')}>
      <span className={styles.logoMark} aria-hidden="true">
        <Swords size={17} strokeWidth={2.4} />
      </span>
      <span>{t('brand.name')}</span>
    </Link>
  );
}
