import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { seedBootData } from './app/boot-data.ts';
import { createQueryClient } from './app/query-client.ts';
import { createRouter } from './app/router.tsx';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/dialog.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root ontbreekt in index.html');

const queryClient = createQueryClient();
seedBootData(queryClient);
const router = createRouter();

const root = createRoot(container);
// A transition renders in slices that yield to input, and while a route's chunk is still on its
// way it leaves the prerendered shell on screen (decision 058).
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
