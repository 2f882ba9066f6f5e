import type { ReactNode } from 'react';

// Styles: `.page-wrap` and `.page-head*` in ui/global.css (global: the server's first HTML uses them too).

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, eyebrow, actions }: PageHeaderProps) {
  return (
    <div className="page-head">
      <div>
        {eyebrow ? <p className="page-head-eyebrow">{eyebrow}</p> : null}
        <h1 className="page-head-title">{title}</h1>
        {description ? <p className="page-head-text">{description}</p> : null}
      </div>
      {actions ? <div>{actions}</div> : null}
    </div>
  );
}

/** The standard page wrapper: container width and top spacing (`narrow`: the lounge's reading width). */
export function Page({
  children,
  className,
  narrow = false,
}: {
  children: ReactNode;
  className?: string;
  narrow?: boolean;
}) {
  return (
    <div
      className={['container page-wrap', narrow ? 'page-narrow' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </div>
  );
}
