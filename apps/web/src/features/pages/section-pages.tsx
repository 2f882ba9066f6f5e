import { BookOpen, CircleHelp, Megaphone, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoonPage } from './coming-soon-page';

const I = 26;

export function StoryPage() {
  return <ComingSoonPage kind="story" messageKey="common:story.coming_soon" icon={<BookOpen size={I} />} />;
}

export function FaqPage() {
  return <ComingSoonPage kind="faq" messageKey="common:faq.coming_soon" icon={<CircleHelp size={I} />} />;
}

export function NoticePage() {
  return (
    <ComingSoonPage kind="notice" messageKey="common:notice.coming_soon" icon={<Megaphone size={I} />} />
  );
}

export function SearchPage() {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  return (
    <ComingSoonPage
      kind="search"
      titleVars={q ? { q } : undefined}
      heading={q ? t('search.result_heading', { q }) : undefined}
      messageKey={q ? 'common:search.coming_soon_query' : 'common:search.coming_soon'}
      messageVars={{ q }}
      icon={<Search size={I} />}
    />
  );
}

/** `/quest/:id/:name`: the name segment is the title with punctuation removed. */
