import {
  BookOpen,
  CircleHelp,
  Megaphone,
  MessagesSquare,
  Package,
  Search,
  Store,
  Swords,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ComingSoonPage } from './coming-soon-page';

const I = 26;

export function ProductPage() {
  return <ComingSoonPage kind="product" messageKey="product:coming_soon" icon={<Package size={I} />} />;
}

export function QuestPage() {
  return <ComingSoonPage kind="quest" messageKey="magazine:coming_soon" icon={<Swords size={I} />} />;
}

export function LoungePage() {
  return (
    <ComingSoonPage kind="lounge" messageKey="common:lounge.coming_soon" icon={<MessagesSquare size={I} />} />
  );
}

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
export function QuestDetailPage() {
  const { name = '' } = useParams();
  const title = name.replace(/[-_]+/g, ' ').trim();
  return (
    <ComingSoonPage
      kind="quest_detail"
      titleVars={{ title }}
      heading={title || undefined}
      messageKey="magazine:detail.coming_soon"
      icon={<BookOpen size={I} />}
    />
  );
}

export function BoothDetailPage() {
  return (
    <ComingSoonPage kind="booth_detail" messageKey="product:booth.coming_soon" icon={<Store size={I} />} />
  );
}
