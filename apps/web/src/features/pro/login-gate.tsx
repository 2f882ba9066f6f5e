import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';

/** Members-only pages: a skeleton while the session loads, then a way to log in and come back. */
export function LoginGate({ from, children }: { from: string; children: ReactNode }) {
  const { t } = useTranslation('pro');
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const loginAttempted = useUserStore((s) => s.loginAttempted);
  if (isLoggedIn) return <>{children}</>;
  if (!loginAttempted) return <Skeleton height={160} />;
  return (
    <EmptyState
      icon={<LogIn size={26} />}
      title={t('login.title')}
      message={t('login.message')}
      action={
        <Link to="/login" state={{ from }} className={buttonClass('primary', 'md')}>
          {t('page.login')}
        </Link>
      }
    />
  );
}
