import { loungePostTags } from '@sidequest/shared';
import { useTranslation } from '../../lib/texts/react';
import type { FeedTab } from './api';

// Styles: `.lounge-tabs`, `.lounge-tag-chip`… in ui/first-views-lounge.css (global: the server's
// first HTML of /lounge draws these controls too, loungeControlsHtml in @sidequest/shared).

export interface FeedControlsProps {
  tab: FeedTab;
  tag: string | undefined;
  onTab(tab: FeedTab): void;
  onTag(tag: string | undefined): void;
}

/** The feed's 전체 / 팔로잉 tabs and its tag chips (전체 and one per 말머리). */
export function FeedControls({ tab, tag, onTab, onTag }: FeedControlsProps) {
  const { t } = useTranslation('lounge');
  return (
    <div className="lounge-controls">
      <div role="tablist" aria-label={t('feed.tabs_label')} className="lounge-tabs">
        {(['all', 'following'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className="lounge-tab"
            onClick={() => onTab(key)}
            data-testid={`lounge-tab-${key}`}
          >
            {key === 'all' ? t('feed.tab_all') : t('feed.tab_following')}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form control group */}
      <div role="group" aria-label={t('feed.tags_label')} className="lounge-tags">
        <button
          type="button"
          className="lounge-tag-chip"
          aria-pressed={!tag}
          onClick={() => onTag(undefined)}
        >
          {t('feed.tag_all')}
        </button>
        {loungePostTags.items.map((item) => (
          <button
            key={item.code}
            type="button"
            className="lounge-tag-chip"
            aria-pressed={tag === item.code}
            onClick={() => onTag(item.code)}
            data-testid={`lounge-tag-${item.code}`}
          >
            <span aria-hidden="true">{item.emoji}</span>
            {item.label}
          </button>
        ))}
      </div>
    </div>
  );
}
