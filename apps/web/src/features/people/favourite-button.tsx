import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useUserStore } from '../../app/store';
import { errorMessage, isApiError } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import { useFavourite } from './api';
import { useLoginPrompt } from './login-prompt';
import styles from './people.module.css';

export interface FavouriteButtonProps {
  userNo: number;
  initialFavourite: boolean;
  nickname: string;
  onChange?: (favourite: boolean) => void;
}

/** The heart on a card: keeps a person in 즐겨찾기 (private; they are not told). */
export function FavouriteButton({ userNo, initialFavourite, nickname, onChange }: FavouriteButtonProps) {
  const { t } = useTranslation('people');
  const favourite = useFavourite(userNo);
  const me = useUserStore((s) => s.profile?.no ?? null);
  const login = useLoginPrompt();
  const [on, setOn] = useState(initialFavourite);
  const busy = favourite.isPending;
  useEffect(() => setOn(initialFavourite), [initialFavourite]);

  if (me !== null && me === userNo) return null;

  const toggle = () => {
    if (busy || login.ask('favourite', toggle)) return;
    const next = !on;
    setOn(next);
    favourite.mutate(next, {
      onSuccess: (res) => {
        setOn(res.IS_FAVOURITE);
        onChange?.(res.IS_FAVOURITE);
        toast(
          res.IS_FAVOURITE
            ? t('directory.favourite.added', { nickname })
            : t('directory.favourite.removed', { nickname }),
          { tone: 'success' },
        );
      },
      onError: (err) => {
        setOn(!next);
        if (isApiError(err) && err.isUnauthorized) login.force('favourite');
        else toast(t('directory.favourite.failed'), { description: errorMessage(err), tone: 'error' });
      },
    });
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.heart} ${on ? styles.heartOn : ''}`}
        onClick={toggle}
        disabled={busy}
        aria-pressed={on}
        aria-label={t('directory.favourite.label', { nickname })}
        title={on ? t('directory.favourite.remove') : t('directory.favourite.add')}
        data-testid="favourite-button"
      >
        <Heart size={18} aria-hidden="true" fill={on ? 'currentColor' : 'none'} />
      </button>
      {login.dialog}
    </>
  );
}
