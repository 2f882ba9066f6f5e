import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Menu } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { useNavigate } from '../../lib/router';
import { Icon } from '../../ui/icon';
import { NAV_ITEMS } from '../nav';
import styles from './header.module.css';

/**
 * The phone header's 전체 메뉴. Loaded on the first tap (header.tsx shows a look-alike button until
 * then), so the menu's Radix, floating-ui and icon code stay out of the first load; it then opens
 * at once, as the tap asked.
 */
export function NavMenu() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={styles.iconLink} aria-label={t('nav.all_menu')}>
        <Menu size={20} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={8}>
          <DropdownMenu.Label className={styles.menuLabel}>{t('nav.all_menu')}</DropdownMenu.Label>
          {NAV_ITEMS.map((item) => (
            <DropdownMenu.Item key={item.to} className={styles.menuItem} onSelect={() => navigate(item.to)}>
              <Icon name={item.icon} size={16} />
              {t(item.labelKey)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
