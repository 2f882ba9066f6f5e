import { BookOpen, Megaphone } from 'lucide-react';
import { ComingSoonPage } from './coming-soon-page';

const I = 26;

export function StoryPage() {
  return <ComingSoonPage kind="story" messageKey="common:story.coming_soon" icon={<BookOpen size={I} />} />;
}

/** The FAQ has real answers (faq-page.tsx); the router loads every section page from here. */
export { FaqPage } from './faq-page';

export function NoticePage() {
  return (
    <ComingSoonPage kind="notice" messageKey="common:notice.coming_soon" icon={<Megaphone size={I} />} />
  );
}

/** `/quest/:id/:name`: the name segment is the title with punctuation removed. */
