import type { ReactNode } from 'react';
import { useTranslation } from '../lib/texts/react';
import './chip.css';

export type ChipTone = 'neutral' | 'recruiting' | 'closed' | 'outline';

export interface ChipProps {
  tone?: ChipTone;
  children: ReactNode;
  dot?: boolean;
}

export function Chip({ tone = 'neutral', children, dot }: ChipProps) {
  return (
    <span className={tone === 'neutral' ? 'chip' : `chip chip-${tone}`}>
      {dot ? <span className="chip-dot" aria-hidden="true" /> : null}
      {children}
    </span>
  );
}

/** 모집중 / 모집완료 with their fixed colours. */
export function RecruitingChip({ open }: { open: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Chip tone={open ? 'recruiting' : 'closed'} dot>
      {open ? t('status.recruiting') : t('status.recruiting_closed')}
    </Chip>
  );
}
