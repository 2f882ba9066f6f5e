import { type Author, formatDateTime, relativeTime } from '@sidequest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { profileHref } from '../../app/nav';
import { Avatar } from '../../ui/avatar';
import { LevelIcon } from '../../ui/level-icon';
import { FollowButton } from '../people/follow-button';
import { patchAuthorFollow } from './api';

export interface AuthorLineProps {
  author: Pick<Author, 'USER_NO' | 'USER_NICKNAME' | 'USER_IMG_URL' | 'USER_LEVEL'> & {
    IS_FOLLOWING?: boolean;
  };
  time: string;
  edited?: boolean;
  /** The follow button next to the name (cards and the post page; not replies). */
  follow?: boolean;
  /** Whether the viewer wrote it: no follow button on one's own posts. */
  mine?: boolean;
  size?: 'md' | 'sm';
}

/** Avatar, nickname (a profile link unless the member left), level, time and 수정됨. */
export function AuthorLine({ author, time, edited, follow, mine, size = 'md' }: AuthorLineProps) {
  const { t } = useTranslation('lounge');
  const client = useQueryClient();
  const name = author.USER_NICKNAME;
  const shown = name ?? t('card.withdrawn');
  return (
    <div className="lounge-author">
      <Avatar nickname={shown} src={author.USER_IMG_URL} size={size === 'sm' ? 30 : 40} />
      <div className="lounge-author-text">
        <div className="lounge-author-name">
          {name ? (
            <Link to={profileHref(name)} className="lounge-nickname">
              {name}
            </Link>
          ) : (
            <span className="lounge-withdrawn">{shown}</span>
          )}
          {name ? <LevelIcon level={author.USER_LEVEL} size={size === 'sm' ? 16 : 18} /> : null}
        </div>
        <p className="lounge-meta">
          <time dateTime={time} title={formatDateTime(time)}>
            {relativeTime(time)}
          </time>
          {edited ? <span className="lounge-edited">· {t('card.edited')}</span> : null}
        </p>
      </div>
      {follow && !mine && name ? (
        <div className="lounge-follow">
          <FollowButton
            userNo={author.USER_NO}
            initialFollowing={author.IS_FOLLOWING ?? false}
            followerCount={0}
            nickname={name}
            onChange={(next) => patchAuthorFollow(client, author.USER_NO, next.following)}
          />
        </div>
      ) : null}
    </div>
  );
}
