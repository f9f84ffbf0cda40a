import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Toaster } from '@/components/ui/toaster.tsx';
import { AppShell } from './app-shell.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

export function App({ queryClient }: { queryClient: QueryClient }) {
  // the app has taken over the page (a prerendered one is hydrated): journeys wait for this
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AppShell />
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
