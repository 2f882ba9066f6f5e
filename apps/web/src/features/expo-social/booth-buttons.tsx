import { formatNumber } from '@sidequest/shared';
import { Flame, Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage, isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import { useBoothSocial, useLikeBooth, useSupportBooth } from './api';
import styles from './expo-social.module.css';
import { useExpoLogin } from './use-expo-login';

const count = (n: number) => formatNumber(n);

/**
 * 응원하기: once per booth and not undone, so it asks first. The team sees the count but cannot
 * press it (the server refuses it too).
 */
export function SupportButton({ boothNo }: { boothNo: number }) {
  const { t } = useTranslation('expo_social');
  const state = useBoothSocial(boothNo);
  const support = useSupportBooth(boothNo);
  const login = useExpoLogin();
  const [asking, setAsking] = useState(false);
  const s = state.data;
  const done = s?.SUPPORTED ?? false;
  const own = s?.IS_TEAM ?? false;

  const confirm = () =>
    support.mutateAsync(undefined).then(
      () => toast(t('support.thanks'), { tone: 'success' }),
      (err) => {
        if (isApiError(err) && err.isUnauthorized) login.force('support');
        else toast(t('support.failed'), { description: errorMessage(err), tone: 'error' });
      },
    );

  return (
    <>
      <Button
        variant={done ? 'soft' : 'primary'}
        size="md"
        icon={<Flame size={16} aria-hidden="true" />}
        disabled={!s || done || own}
        loading={state.isPending}
        title={own ? t('support.own') : undefined}
        aria-pressed={done}
        onClick={() => {
          if (!login.ask('support', () => setAsking(true))) setAsking(true);
        }}
        data-testid="booth-support"
      >
        {done ? t('support.done') : t('support.action')}
        {/* A fresh booth's count is withheld by the server; the header says why. */}
        {s && s.SUPPORT_COUNT !== null ? (
          <span className={styles.buttonCount}>{count(s.SUPPORT_COUNT)}</span>
        ) : null}
      </Button>
      {state.isError ? <span className={styles.inlineError}>{t('state_error')}</span> : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('support.confirm_title')}
        description={t('support.confirm_body')}
        confirmLabel={t('support.confirm')}
        cancelLabel={t('support.cancel')}
        tone="primary"
        onConfirm={confirm}
      />
      {login.dialog}
    </>
  );
}

/** 좋아요: a light toggle, shown at once and put back if the server refuses. */
export function LikeButton({ boothNo }: { boothNo: number }) {
  const { t } = useTranslation('expo_social');
  const state = useBoothSocial(boothNo);
  const like = useLikeBooth(boothNo);
  const login = useExpoLogin();
  const s = state.data;
  const liked = like.isPending ? like.variables : (s?.LIKED ?? false);
  const hidden = s?.LIKE_COUNT === null;
  const shown = (s?.LIKE_COUNT ?? 0) + (like.isPending ? (like.variables ? 1 : -1) : 0);
  const own = s?.IS_TEAM ?? false;
  const toggle = () => {
    if (login.ask('like', toggle)) return;
    like.mutate(!liked, {
      onError: (err) => {
        if (isApiError(err) && err.isUnauthorized) login.force('like');
        else toast(t('like.failed'), { description: errorMessage(err), tone: 'error' });
      },
    });
  };

  return (
    <>
      <Button
        variant="secondary"
        size="md"
        icon={<Heart size={16} aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />}
        className={liked ? styles.liked : undefined}
        disabled={!s || own || like.isPending}
        title={own ? t('like.own') : liked ? t('like.off') : t('like.on')}
        aria-pressed={liked}
        onClick={toggle}
        data-testid="booth-like"
      >
        {hidden ? t('like.label_hidden') : t('like.label', { count: Math.max(0, shown) })}
      </Button>
      {login.dialog}
    </>
  );
}
