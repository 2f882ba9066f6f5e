import { type ComponentType, type ReactNode, useState } from 'react';

/** What a deferred menu needs from the real one: to open at once when it replaces the button. */
export interface DeferredMenuProps {
  defaultOpen?: boolean;
}

export interface DeferredMenuTrigger {
  className?: string | undefined;
  /** The accessible name, e.g. "김메이커 님 메뉴". */
  label: string;
  testId: string;
  icon: ReactNode;
}

/**
 * A ⋯ menu on every card of a list (people, lounge posts and replies) whose code — the Radix menu,
 * its dialogs, the report form — is not part of the list's first load (issue 17, the JS budget).
 * Until asked, it is a plain button with the real trigger's look and name; pointing at it or
 * focusing it starts loading the menu, and a click opens the menu as soon as it is there. The
 * loaded menu replaces the button and from then on behaves as it always did.
 */
export function DeferredMenu<P extends object>({
  load,
  props,
  trigger,
}: {
  load: () => Promise<ComponentType<P & DeferredMenuProps>>;
  props: P;
  trigger: DeferredMenuTrigger;
}) {
  const [Menu, setMenu] = useState<ComponentType<P & DeferredMenuProps> | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [failed, setFailed] = useState(false);

  if (Menu) return <Menu {...props} defaultOpen={openOnLoad} />;

  const fetchMenu = (open: boolean) => {
    if (open) setOpenOnLoad(true);
    load().then(
      // A function in state is called as an updater: wrap the component.
      (component) => setMenu(() => component),
      () => setFailed(true),
    );
  };
  return (
    <button
      type="button"
      className={trigger.className}
      aria-label={trigger.label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid={trigger.testId}
      data-state="closed"
      // A failed chunk (offline, a deploy in between) is asked for again on the next click.
      data-failed={failed || undefined}
      onPointerEnter={() => fetchMenu(false)}
      onFocus={() => fetchMenu(false)}
      onClick={() => fetchMenu(true)}
    >
      {trigger.icon}
    </button>
  );
}
