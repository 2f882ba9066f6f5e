import { Check, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useUserStore } from '../../app/store';
import { errorMessage, isApiError } from '../../lib/api';
import { Button, type ButtonProps } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import { useFollow } from './api';
import { useLoginPrompt } from './login-prompt';

export interface FollowState {
  following: boolean;
  followerCount: number;
}

export interface FollowButtonProps {
  userNo: number;
  /** Whether the viewer follows this person when the button first shows. */
  initialFollowing: boolean;
  /**
   * The follower count the caller shows. onChange reports the expected count at once, then the
   * server's count (or the old one again if the change failed).
   */
  followerCount: number;
  /** Names the person for screen readers ("김지우님 팔로우"). */
  nickname?: string;
  size?: ButtonProps['size'];
  block?: boolean;
  onChange?: (next: FollowState) => void;
}

/**
 * 팔로우 / 팔로잉 toggle. Flips at once and settles on the server's answer; on failure it flips
 * back and says why. Visitors are asked to log in. Renders nothing on the viewer's own card.
 */
export function FollowButton({
  userNo,
  initialFollowing,
  followerCount,
  nickname,
  size = 'sm',
  block,
  onChange,
}: FollowButtonProps) {
  const { t } = useTranslation('people');
  const follow = useFollow(userNo);
  const me = useUserStore((s) => s.profile?.no ?? null);
  const login = useLoginPrompt();
  const [following, setFollowing] = useState(initialFollowing);
  const busy = follow.isPending;
  const [hover, setHover] = useState(false);

  // A fresh answer from the server (refetch, another card) wins over what the button remembers.
  useEffect(() => setFollowing(initialFollowing), [initialFollowing]);

  if (me !== null && me === userNo) return null;

  const toggle = () => {
    if (busy || login.ask('follow', toggle)) return;
    const next = !following;
    // Right after a click the pointer still rests on the button; it should read 팔로잉, not offer
    // 팔로우 취소 at once. The offer comes back when the pointer leaves and returns.
    setHover(false);
    setFollowing(next);
    // The count moves with the button at once; the server's number replaces it a moment later.
    onChange?.({ following: next, followerCount: Math.max(0, followerCount + (next ? 1 : -1)) });
    follow.mutate(next, {
      onSuccess: (res) => {
        setFollowing(res.IS_FOLLOWING);
        onChange?.({ following: res.IS_FOLLOWING, followerCount: res.FOLLOWER_COUNT });
      },
      onError: (err) => {
        setFollowing(!next);
        onChange?.({ following: !next, followerCount });
        if (isApiError(err) && err.isUnauthorized) login.force('follow');
        else toast(t('directory.follow.failed'), { description: errorMessage(err), tone: 'error' });
      },
    });
  };

  const name = nickname ?? '';
  const label = following
    ? t('directory.follow.unfollow_label', { nickname: name })
    : t('directory.follow.follow_label', { nickname: name });
  // Hovering 팔로잉 says what a click will do, as people expect from follow buttons.
  const text = following
    ? hover
      ? t('directory.follow.unfollow')
      : t('directory.follow.following')
    : t('directory.follow.follow');

  return (
    <>
      <Button
        variant={following ? 'secondary' : 'primary'}
        size={size}
        block={block}
        onClick={toggle}
        disabled={busy}
        aria-pressed={following}
        aria-label={nickname ? label : undefined}
        data-testid="follow-button"
        onMouseEnter={() => setHover(true)}
        onMouseLeave={() => setHover(false)}
        icon={following ? <Check size={15} aria-hidden="true" /> : <UserPlus size={15} aria-hidden="true" />}
      >
        {text}
      </Button>
      {login.dialog}
    </>
  );
}
