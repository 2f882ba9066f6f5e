import type { LoungePost } from '@sidequest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loungeKeys } from './api';
import { LoungeComposer } from './composer/lounge-composer';
import { useLoungeLogin } from './use-lounge-login';

/**
 * The composer as the feed and the post page use it: 글쓰기 (visitors are asked to log in first)
 * and 수정 on one's own post. Whatever was published, every lounge list and post refreshes.
 */
export function useComposerHost() {
  const client = useQueryClient();
  const login = useLoungeLogin();
  const [state, setState] = useState<{ open: boolean; post?: LoungePost }>({ open: false });

  const openNew = () => {
    if (!login.ask('write')) setState({ open: true });
  };
  const openEdit = (post: LoungePost) => setState({ open: true, post });

  const element = (
    <>
      <LoungeComposer
        open={state.open}
        onOpenChange={(open) => setState((s) => ({ ...s, open }))}
        post={state.post}
        onDone={() => {
          setState({ open: false });
          void client.invalidateQueries({ queryKey: loungeKeys.all });
        }}
      />
      {login.dialog}
    </>
  );
  return { openNew, openEdit, element };
}
