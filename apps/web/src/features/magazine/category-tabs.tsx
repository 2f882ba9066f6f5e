import { postCategories } from '@sidequest/shared';
import { useTranslation } from '../../lib/texts/react';

/** 전체 and the magazine's categories; the choice lives in the URL (?category=). */
export function CategoryTabs({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (code: string | undefined) => void;
}) {
  const { t } = useTranslation('magazine');
  const items = [{ code: undefined, label: t('list.all') }, ...postCategories.items];
  return (
    <nav aria-label={t('list.categories')} className="mag-tabs">
      {items.map((item) => (
        <button
          key={item.code ?? 'all'}
          type="button"
          className="mag-tab"
          aria-pressed={value === item.code}
          onClick={() => onChange(item.code)}
        >
          {item.label}
        </button>
      ))}
    </nav>
  );
}
