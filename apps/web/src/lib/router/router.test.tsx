import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  type RouteObject,
  RouterProvider,
  ScrollRestoration,
  useBlocker,
  useLocation,
  useNavigate,
  useRouteError,
  useSearchParams,
} from './index';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{pathname + search}</output>;
}

function Failure() {
  const error = useRouteError();
  return (
    <p>{isRouteErrorResponse(error) ? `status ${error.status}` : `failed: ${(error as Error).message}`}</p>
  );
}

const FlakyPage = () => <p>flaky page</p>;

function Broken(): never {
  throw new Error('render broke');
}

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <button
      type="button"
      onClick={() => {
        setParams((p) => ({ ...Object.fromEntries(p), region: 'seoul' }), { replace: true });
        setParams((p) => ({ ...Object.fromEntries(p), job: 'dev' }), { replace: true });
      }}
    >
      {params.toString() || 'none'}
    </button>
  );
}

function Form() {
  const [dirty, setDirty] = useState(true);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/elsewhere')}>
        떠나기
      </button>
      <button type="button" onClick={() => setDirty(false)}>
        저장
      </button>
      {blocker.state === 'blocked' ? (
        <div role="alertdialog">
          <button type="button" onClick={blocker.reset}>
            계속 쓰기
          </button>
          <button type="button" onClick={blocker.proceed}>
            나가기
          </button>
        </div>
      ) : null}
    </>
  );
}

function mount(routes: RouteObject[], at = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

const shell = (children: RouteObject[]): RouteObject[] => [
  {
    element: (
      <>
        <Where />
        <Outlet />
      </>
    ),
    errorElement: <Failure />,
    children,
  },
];

describe('lazy routes', () => {
  it('shows the hydrate fallback until the first page’s code is in', async () => {
    const page = deferred<ComponentType>();
    const router = mount(
      shell([
        {
          hydrateFallbackElement: <p>skeleton</p>,
          children: [{ index: true, lazy: async () => ({ Component: await page.promise }) }],
        },
      ]),
    );
    expect(screen.getByText('skeleton')).toBeTruthy();
    expect(router.state.initialized).toBe(false);
    await act(async () => page.resolve(() => <p>home</p>));
    expect(screen.getByText('home')).toBeTruthy();
    expect(router.state.initialized).toBe(true);
  });

  it('keeps the current page on screen until the next page’s code is in; a later click wins', async () => {
    const slow = deferred<ComponentType>();
    const router = mount(
      shell([
        { index: true, element: <Link to="/slow">느린 곳</Link> },
        { path: 'slow', lazy: async () => ({ Component: await slow.promise }) },
        { path: 'fast', element: <p>fast page</p> },
      ]),
    );
    fireEvent.click(screen.getByText('느린 곳'));
    expect(screen.getByText('느린 곳')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    await act(async () => router.navigate('/fast'));
    await act(async () => slow.resolve(() => <p>slow page</p>));
    expect(screen.getByText('fast page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fast');
  });

  it('shows the nearest error element when the code fails, and tries again next time', async () => {
    let attempt = 0;
    const router = mount(
      shell([
        { index: true, element: <p>home</p> },
        {
          path: 'flaky',
          lazy: async () => {
            attempt += 1;
            if (attempt === 1) throw new Error('chunk gone');
            return { Component: FlakyPage };
          },
        },
      ]),
    );
    await act(async () => router.navigate('/flaky'));
    expect(screen.getByText('failed: chunk gone')).toBeTruthy();
    await act(async () => router.navigate('/'));
    await act(async () => router.navigate('/flaky'));
    expect(screen.getByText('flaky page')).toBeTruthy();
  });
});

describe('errors', () => {
  it('catches a page that throws while rendering, and clears on the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = mount(
      shell([
        { path: 'broken', Component: Broken },
        { path: 'ok', element: <p>ok</p> },
      ]),
      '/broken',
    );
    expect(screen.getByText('failed: render broke')).toBeTruthy();
    await act(async () => router.navigate('/ok'));
    expect(screen.getByText('ok')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('answers an address no route matches with a 404 for the root’s error element', () => {
    mount(shell([{ path: 'only', element: <p>only</p> }]), '/missing');
    expect(screen.getByText('status 404')).toBeTruthy();
  });
});

describe('links and navigation', () => {
  it('navigates on a plain click, leaves a new-tab click and other sites to the browser', async () => {
    const router = mount(
      shell([
        {
          index: true,
          element: (
            <>
              <Link to="/people?sort=new">사람들</Link>
              <Link to="https://example.com/x">바깥</Link>
            </>
          ),
        },
        { path: 'people', element: <p>people</p> },
      ]),
    );
    expect(screen.getByText('바깥').getAttribute('href')).toBe('https://example.com/x');
    fireEvent.click(screen.getByText('사람들'), { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/');
    await act(async () => fireEvent.click(screen.getByText('사람들')));
    expect(screen.getByLabelText('where').textContent).toBe('/people?sort=new');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('marks the NavLink of the current section, the home one only at home', () => {
    mount(
      shell([
        {
          path: '*',
          element: (
            <nav>
              <NavLink to="/" end>
                홈
              </NavLink>
              <NavLink to="/lounge">라운지</NavLink>
            </nav>
          ),
        },
      ]),
      '/lounge/11',
    );
    expect(screen.getByText('라운지').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('라운지').className).toBe('active');
    expect(screen.getByText('홈').getAttribute('aria-current')).toBeNull();
  });

  it('redirects once under StrictMode, with the state it carries', async () => {
    const router = mount(
      shell([
        { path: 'old', element: <Navigate to="/new" replace state={{ from: 'old' }} /> },
        { path: 'new', element: <p>new</p> },
      ]),
      '/old',
    );
    await screen.findByText('new');
    expect(router.state.location.state).toEqual({ from: 'old' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('changes the query from the address as it is now, so two changes in a row both count', async () => {
    mount(shell([{ path: 'people', element: <Filters /> }]), '/people?sort=new');
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByLabelText('where').textContent).toBe('/people?sort=new&region=seoul&job=dev');
  });
});

describe('useBlocker', () => {
  const routes = shell([
    { path: 'before', element: <p>before</p> },
    { path: 'write', element: <Form /> },
    { path: 'elsewhere', element: <p>elsewhere</p> },
  ]);

  it('holds a link away from unsaved work until the writer chooses', async () => {
    const router = mount(routes, '/write');
    await act(async () => fireEvent.click(screen.getByText('떠나기')));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('계속 쓰기')));
    expect(router.state.location.pathname).toBe('/write');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => fireEvent.click(screen.getByText('떠나기')));
    await act(async () => fireEvent.click(screen.getByText('나가기')));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('holds the back button too, putting the address back until the writer leaves', async () => {
    const router = mount(routes, '/before');
    await act(async () => router.navigate('/write'));
    await act(async () => router.navigate(-1));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/write');
    await act(async () => fireEvent.click(screen.getByText('나가기')));
    await screen.findByText('before');
    expect(router.state.historyAction).toBe('POP');
  });

  it('lets everything through once the work is saved', async () => {
    const router = mount(routes, '/write');
    fireEvent.click(screen.getByText('저장'));
    await act(async () => fireEvent.click(screen.getByText('떠나기')));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});

describe('ScrollRestoration', () => {
  it('starts a new page at the top and returns to where the previous one was on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const routes: RouteObject[] = [
      {
        element: (
          <>
            <Outlet />
            <ScrollRestoration />
          </>
        ),
        children: [
          { path: 'list', element: <p>list</p> },
          { path: 'item', element: <p>item</p> },
        ],
      },
    ];
    const router = mount(routes, '/list');
    Object.defineProperty(window, 'scrollY', { value: 840, configurable: true });
    await act(async () => router.navigate('/item'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(async () => router.navigate(-1));
    await screen.findByText('list');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 840);
    vi.restoreAllMocks();
  });
});
