import type { LoungePost } from '@sidequest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { lazyWithNamespaces } from '../../app/with-namespaces';
import { loungeKeys } from './api';
import { useLoungeLogin } from './use-lounge-login';

// The composer brings the rich editor (Tiptap): loaded when someone opens it, not with the feed.
// Its texts come with its code, so it mounts once, ready, instead of suspending a second time.
const LoungeComposer = lazyWithNamespaces(
  async () => ({ default: (await import('./composer/lounge-composer')).LoungeComposer }),
  ['lounge_write', 'moderation'],
);

/**
 * The composer as the feed and the post page use it: 글쓰기 (visitors are asked to log in first)
 * and 수정 on one's own post. Whatever was published, every lounge list and post refreshes.
 */
export function useComposerHost() {
  const client = useQueryClient();
  const login = useLoungeLogin();
  const [state, setState] = useState<{ open: boolean; post?: LoungePost }>({ open: false });

  const openNew = () => {
    if (!login.ask('write', openNew)) setState({ open: true });
  };
  const openEdit = (post: LoungePost) => setState({ open: true, post });

  const element = (
    <>
      {state.open ? (
        <Suspense fallback={null}>
          <LoungeComposer
            open={state.open}
            onOpenChange={(open) => setState((s) => ({ ...s, open }))}
            post={state.post}
            onDone={() => {
              setState({ open: false });
              void client.invalidateQueries({ queryKey: loungeKeys.all });
            }}
          />
        </Suspense>
      ) : null}
      {login.dialog}
    </>
  );
  return { openNew, openEdit, element };
}
