import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useLocation, useNavigate } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { Button } from '../../ui/button';
import { GiftDialog } from './gift-dialog';

/** 포인트 선물 on another member's profile; a visitor is sent to log in first. */
export function GiftButton({ nickname }: { nickname: string }) {
  const { t } = useTranslation('gifts');
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        icon={<Gift size={16} aria-hidden="true" />}
        onClick={() =>
          isLoggedIn ? setOpen(true) : navigate('/login', { state: { from: location.pathname } })
        }
        title={isLoggedIn ? undefined : t('button.login_needed')}
        data-testid="profile-gift"
      >
        {t('button.gift')}
      </Button>
      {/* Mounted only while open: its balance query is not asked on every profile view. */}
      {open ? <GiftDialog nickname={nickname} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
