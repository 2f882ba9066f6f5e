import { LEVEL_TIER_COLOURS, levelInfo } from '@sidequest/shared';
import { useId } from 'react';
import { useTranslation } from '../lib/texts/react';

export interface LevelIconProps {
  level: number;
  /** Pixel height; the badge is a little narrower than tall. */
  size?: number;
  /** Show the level name as a tooltip (title) too. */
  withName?: boolean;
  className?: string;
}

/**
 * The member's level as a small shield with its number (product-spec: "User level: shown as a level
 * icon"). Announced as "레벨 N"; the colour only repeats what the number says.
 */
export function LevelIcon({ level, size = 22, withName = false, className }: LevelIconProps) {
  const { t } = useTranslation('common');
  const gradientId = `lv${useId().replace(/:/g, '')}`;
  const info = levelInfo(level);
  const [from, to] = LEVEL_TIER_COLOURS[info.tier] ?? LEVEL_TIER_COLOURS[1]!;
  const label = t('my.level_icon', { level: info.level, defaultValue: `레벨 ${info.level}` });
  const title = withName ? `${label} · ${info.name}` : label;
  return (
    <svg
      className={className}
      width={(size * 20) / 24}
      height={size}
      viewBox="0 0 20 24"
      role="img"
      aria-label={title}
      data-testid="level-icon"
      data-level={info.level}
      style={{ flexShrink: 0, verticalAlign: 'middle' }}
    >
      <title>{title}</title>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={from} />
          <stop offset="100%" stopColor={to} />
        </linearGradient>
      </defs>
      <path
        d="M10 0.8 19 4.2v7.1c0 5.7-3.8 10-9 11.9C4.8 21.3 1 17 1 11.3V4.2Z"
        fill={`url(#${gradientId})`}
        stroke="rgb(255 255 255 / 0.55)"
        strokeWidth="0.8"
      />
      {info.tier === 5 ? (
        <path d="M6.5 4.6 10 3l3.5 1.6" fill="none" stroke="#fff6d6" strokeWidth="1" />
      ) : null}
      <text
        x="10"
        y="15.6"
        textAnchor="middle"
        fontSize={info.level >= 10 ? 8.5 : 10.5}
        fontWeight="800"
        fontFamily="Pretendard, system-ui, sans-serif"
        fill="#ffffff"
      >
        {info.level}
      </text>
    </svg>
  );
}
