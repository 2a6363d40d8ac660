import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { seedBootData } from './app/boot-data.ts';
import { createQueryClient } from './app/query-client.ts';
import { listenForLeaving } from '#shared/navigation/leave-guard.ts';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/dialog.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root ontbreekt in index.html');

// Before the router's own listener, so that a screen can hold the back button (decision 111).
listenForLeaving();
const queryClient = createQueryClient();
seedBootData(queryClient);
const root = createRoot(container);
// The prerendered shell stays on screen until the first screen's chunk is there (decision 128);
// a chunk that failed shows the error screen from the render. A transition renders in slices
// that yield to input (decision 058).
void preloadScreen(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </QueryClientProvider>
        </StrictMode>,
      );
    }),
  );
