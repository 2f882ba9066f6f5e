import type { LoungePost } from '@sidequest/shared';
import { FileText } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { attachmentsOf } from './lounge-helpers';
import styles from './attachments.module.css';

/** Pictures as thumbnails (opening the full picture), documents as file chips that download. */
export function Attachments({ post }: { post: LoungePost }) {
  const { t } = useTranslation('lounge');
  const items = attachmentsOf(post);
  if (items.length === 0) return null;
  const images = items.filter((a) => a.kind === 'image');
  const files = items.filter((a) => a.kind === 'document');
  return (
    <div className={styles.attachments} data-testid="attachments">
      {images.length > 0 ? (
        <ul className={styles.thumbs} aria-label={t('card.attachments')}>
          {images.map((a) => (
            <li key={a.url}>
              <a href={a.url} target="_blank" rel="noopener noreferrer" className={styles.thumb}>
                <img src={a.url} alt={t('card.image_alt', { name: a.name })} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <ul className={styles.files} aria-label={t('card.attachments')}>
          {files.map((a) => (
            <li key={a.url}>
              <a
                href={a.url}
                download={a.name}
                className={styles.file}
                aria-label={t('card.download', { name: a.name })}
              >
                <FileText size={15} aria-hidden="true" />
                <span className={styles.fileName}>{a.name}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
