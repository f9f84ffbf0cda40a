import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster.tsx';
import { AppShell } from './app-shell.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AppShell />
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
