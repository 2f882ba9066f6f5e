import './ui/tokens.css';
import './ui/global.css';
import './ui/first-views.css';
import './ui/first-views-lounge.css';
import './ui/first-views-project.css';
import './ui/prose.css';
// Global classes the server's first views use too, loaded with the entry rather than with the
// first component that imports them (Chip is in no page's first chunk).
import './ui/button.css';
import './ui/chip.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from './lib/router';
import { firstViewPainted } from './app/first-paint';
import { startFonts } from './app/fonts';
import { initI18n } from './app/i18n';
import { createQueryClient, Providers } from './app/providers';
import { createRouter } from './app/router';
import { reloadOnStaleChunks } from './app/stale-chunks';
import { applyTheme } from './app/theme';
import { BootGate } from './app/boot-skeleton';

applyTheme();
reloadOnStaleChunks();
const texts = initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const router = createRouter();
const queryClient = createQueryClient();
// Pretendard comes with the second page of a first visit (app/fonts.ts).
startFonts(
  new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  }),
  // The next page: the first load's location is the one keyed 'default'.
  new Promise<void>((resolve) => {
    router.subscribe((state) => state.location.key !== 'default' && resolve());
  }),
);

// The router has started loading the page's code and the texts are on their way; the first commit
// waits for the browser to record the server's copy as painted (app/first-paint.ts).
void firstViewPainted().then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers client={queryClient}>
        {/* No Suspense around it: the boot skeleton's boundary is inside (BootBoundary, router.tsx). */}
        <BootGate ready={texts}>
          <RouterProvider router={router} />
        </BootGate>
      </Providers>
    </StrictMode>,
  ),
);
