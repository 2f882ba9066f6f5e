import { MoreHorizontal } from 'lucide-react';
import { importWithNamespaces } from '../../app/with-namespaces';
import { DeferredMenu } from '../../ui/deferred-menu';
import type { ItemMenuProps } from './item-menu';
import styles from './lounge.module.css';

/**
 * A post's or reply's ⋯ menu as the feed first shows it: the button only. The menu, its confirm
 * and report dialogs load when the button is first pointed at or clicked (ui/deferred-menu.tsx),
 * so a page of posts does not carry them.
 */
export function DeferredItemMenu(props: ItemMenuProps) {
  return (
    <DeferredMenu
      // The menu's texts come with its code: mounting it must not suspend the feed into its skeleton.
      load={() =>
        importWithNamespaces(() => import('./item-menu'), ['lounge', 'moderation']).then((m) => m.ItemMenu)
      }
      props={props}
      trigger={{
        className: styles.menuTrigger,
        label: props.label,
        testId: `${props.targetType}-menu`,
        icon: <MoreHorizontal size={18} aria-hidden="true" />,
      }}
    />
  );
}
