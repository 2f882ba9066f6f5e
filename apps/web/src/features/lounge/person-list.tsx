import type { loungeApi, ResponseOf } from '@sidequest/shared';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { profileHref } from '../../app/nav';
import { Avatar } from '../../ui/avatar';
import { LevelIcon } from '../../ui/level-icon';
import card from './lounge.module.css';
import styles from './reactions.module.css';

export type PersonLine = ResponseOf<typeof loungeApi.likeProfile>['list'][number];

/** Who liked or reacted: avatar, nickname (a profile link) and level, one per row. */
export function PersonList({ people, empty }: { people: readonly PersonLine[]; empty: string }) {
  const { t } = useTranslation('lounge');
  if (people.length === 0) return <p className={styles.listEmpty}>{empty}</p>;
  return (
    <ul className={styles.personList}>
      {people.map((p) => {
        const name = p.USER_NICKNAME ?? t('card.withdrawn');
        return (
          <li key={p.USER_NO} className={styles.personRow}>
            <Avatar nickname={name} src={p.USER_IMG_URL} size={32} />
            {p.USER_NICKNAME ? (
              <Link to={profileHref(p.USER_NICKNAME)} className={card.nickname}>
                {name}
              </Link>
            ) : (
              <span className={card.withdrawn}>{name}</span>
            )}
            {p.USER_NICKNAME ? <LevelIcon level={p.USER_LEVEL} size={16} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
