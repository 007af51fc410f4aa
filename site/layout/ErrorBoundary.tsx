/**
 * Around the page: a page that throws while rendering shows the 500 page ('Ошибка сервера')
 * instead of a blank screen, and a chunk that failed to load after a new deployment reloads
 * the page once (./staleChunk.ts). The layout keys it by path, so moving on clears the error.
 */
import { Component, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';
import { isChunkLoadError, reloadForStaleChunk } from './staleChunk';

interface Props {
  children: ReactNode;
  /** Tests replace the browser's reload. */
  reload?: () => void;
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error) && reloadForStaleChunk(this.props.reload)) return;
    console.error('page failed', error);
  }

  override render() {
    return this.state.failed ? <ErrorPage status={500} /> : this.props.children;
  }
}
