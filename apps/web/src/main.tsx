import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './ui/tokens.css';
import './ui/global.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from './app/i18n';
import { createQueryClient, Providers } from './app/providers';
import { createRouter } from './app/router';
import { applyTheme } from './app/theme';
import { BootSkeleton } from './app/boot-skeleton';

applyTheme();
void initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const router = createRouter();
const queryClient = createQueryClient();

createRoot(root).render(
  <StrictMode>
    <Providers client={queryClient}>
      <Suspense fallback={<BootSkeleton />}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  </StrictMode>,
);
