import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  padded?: boolean;
  interactive?: boolean;
}

export function cardClass(padded = true, interactive = false): string {
  return [styles.card, padded ? styles.padded : '', interactive ? styles.interactive : '']
    .filter(Boolean)
    .join(' ');
}

export function Card({ as: Tag = 'div', padded = true, interactive = false, className, ...rest }: CardProps) {
  return (
    <Tag className={[cardClass(padded, interactive), className ?? ''].filter(Boolean).join(' ')} {...rest} />
  );
}
