import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { imeSafeEnter } from '../../ui/ime';
import { searchHref } from '../nav';
import styles from './header.module.css';

/** The header search entry. Enter (never mid-composition) goes to /search?q=. */
export function SearchBox() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [value, setValue] = useState(params.get('q') ?? '');
  const current = params.get('q') ?? '';
  useEffect(() => setValue(current), [current]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <form role="search"> is the widely supported landmark; <search> is too new
    <form
      role="search"
      className={styles.search}
      onSubmit={(e) => {
        e.preventDefault();
        navigate(searchHref(value));
      }}
    >
      <label htmlFor="header-search" className="visually-hidden">
        {t('search.label')}
      </label>
      <Search className={styles.searchIcon} size={16} aria-hidden="true" />
      <input
        id="header-search"
        type="search"
        className={styles.searchInput}
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={imeSafeEnter(() => navigate(searchHref(value)))}
        enterKeyHint="search"
        autoComplete="off"
      />
    </form>
  );
}
