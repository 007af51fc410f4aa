/**
 * Catches a rendering error inside the console content and shows the error page; moving to
 * another path clears it (the sidebar stays usable, so the user can leave the broken page).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ServerErrorPage } from '../pages/ServerErrorPage';

interface Props {
  /** A new key (the path) resets the boundary. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  key: string;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error() };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Ошибка отображения страницы', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? <ServerErrorPage error={this.state.error} /> : this.props.children;
  }
}
