import { ArrowLeft, X } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { useChatStore } from './store';
import styles from './panel.module.css';

/** The chat panel's title bar (back, title, close), shared by the panel and a room. */
export function PanelHead({ title, onBack }: { title: string; onBack?: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <div className={styles.head}>
      {onBack ? (
        <button type="button" className={styles.iconButton} onClick={onBack} aria-label={t('action.back')}>
          <ArrowLeft size={20} aria-hidden="true" />
        </button>
      ) : null}
      <h2 className={styles.headTitle}>{title}</h2>
      <ClosePanelButton />
    </div>
  );
}

export function ClosePanelButton() {
  const { t } = useTranslation('chat');
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={t('action.close_panel')}
      onClick={() => useChatStore.setState({ open: false })}
    >
      <X size={20} aria-hidden="true" />
    </button>
  );
}
