import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FatalStartPage } from './fatal-start-page.tsx';

/** Any render error (or a page chunk that fails to load) ends on the fatal start page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Application error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <FatalStartPage /> : this.props.children;
  }
}
