import type { CSSProperties, ReactNode } from 'react';
import { Link } from '../../lib/router';

/** Internal paths use the router; anything else opens in a new tab without an opener. */
export function SmartLink({
  href,
  className,
  children,
  label,
  style,
}: {
  href: string | null;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
  label?: string;
}) {
  if (!href)
    return (
      <div className={className} style={style}>
        {children}
      </div>
    );
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className} style={style} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={className}
      style={style}
      target="_blank"
      rel="noopener noreferrer sponsored"
      aria-label={label}
    >
      {children}
    </a>
  );
}
