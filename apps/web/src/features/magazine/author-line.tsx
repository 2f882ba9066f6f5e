import { type Author, formatDate } from '@sidequest/shared';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { profileHref } from '../../app/nav';
import { Avatar } from '../../ui/avatar';
import { LevelIcon } from '../../ui/level-icon';

/** Picture, level, nickname (a profile link) and the date, under a card or an article title. */
export function AuthorLine({
  author,
  date,
  dateLabel,
  size = 28,
}: {
  author: Author;
  date: string | null;
  /** Shown instead of the short yy.MM.dd date (the article page gives the full date and time). */
  dateLabel?: string;
  size?: number;
}) {
  const { t } = useTranslation('magazine');
  const name = author.USER_NICKNAME ?? t('withdrawn');
  return (
    <div className="mag-author-line">
      <Avatar nickname={name} src={author.USER_IMG_URL} size={size} />
      <LevelIcon level={author.USER_LEVEL} size={18} />
      {author.USER_NICKNAME ? (
        <Link to={profileHref(author.USER_NICKNAME)} className="mag-author-name">
          {name}
        </Link>
      ) : (
        <span className="mag-author-name">{name}</span>
      )}
      {date ? (
        <time className="mag-date" dateTime={date}>
          {dateLabel ?? formatDate(date)}
        </time>
      ) : null}
    </div>
  );
}
