import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app.tsx';
import { FatalStartPage } from '@/app/fatal-start-page.tsx';
import { unregisterServiceWorkers } from '@/lib/service-worker.ts';
import { installRejectionFilter } from '@/lib/suppressed-errors.ts';

installRejectionFilter();
void unregisterServiceWorkers();

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  try {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (err) {
    console.error('Application could not start', err);
    root.render(<FatalStartPage />);
  }
}
