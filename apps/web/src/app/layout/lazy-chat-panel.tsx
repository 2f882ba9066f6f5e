import { Suspense, useState } from 'react';
import { useChatStore } from '../../features/chat/store';
import { lazyWithNamespaces } from '../with-namespaces';

const ChatPanel = lazyWithNamespaces(
  async () => ({ default: (await import('../../features/chat/chat-panel')).ChatPanel }),
  ['chat'],
);

/**
 * The chat drawer, loaded the first time it opens (from the header's button or a project page's
 * team chat) and kept mounted afterwards, so closing it still animates and reopening is instant.
 */
export function LazyChatPanel() {
  const open = useChatStore((s) => s.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel />
    </Suspense>
  );
}
