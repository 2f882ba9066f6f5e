import { useState } from 'react';
import { avatarBackground, avatarInitials } from '@sidequest/shared';

export interface AvatarProps {
  nickname: string;
  src?: string | null;
  size?: number;
  /** Decorative when the nickname is printed next to it (the default). */
  decorative?: boolean;
  className?: string;
}

export function Avatar({ nickname, src, size = 36, decorative = true, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(src) && !failed;
  const style = {
    width: size,
    height: size,
    fontSize: Math.max(11, Math.round(size * 0.42)),
    background: showImage ? undefined : avatarBackground(nickname),
  };
  const cls = ['avatar', className ?? ''].filter(Boolean).join(' ');
  const content = showImage ? (
    <img src={src ?? undefined} alt="" loading="lazy" onError={() => setFailed(true)} />
  ) : (
    avatarInitials(nickname)
  );
  if (decorative) {
    return (
      <span className={cls} style={style} aria-hidden="true" data-testid="avatar">
        {content}
      </span>
    );
  }
  return (
    <span className={cls} style={style} role="img" aria-label={nickname} data-testid="avatar">
      {content}
    </span>
  );
}
