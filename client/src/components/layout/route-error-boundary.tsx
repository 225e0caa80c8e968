import { Component, type ErrorInfo, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

interface BoundaryProps {
  children: ReactNode;
  /** The route's path: moving to another page clears the error. */
  resetKey: string;
  onReset: () => void;
}

interface BoundaryState {
  error: Error | null;
}

/** Shown in place of a page that failed to render; the shell around it keeps working. */
export function RouteErrorPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert" aria-labelledby="route-error-title" className="mx-auto max-w-lg border-destructive/30">
      <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert className="size-6" aria-hidden="true" />
        </span>
        <h2 id="route-error-title" className="text-base font-semibold">
          Something went wrong
        </h2>
        <p className="max-w-md text-sm text-muted-foreground">
          This page could not be shown. Try again, or choose another page from the menu.
        </p>
        <Button onClick={onRetry}>Try again</Button>
      </CardContent>
    </Card>
  );
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {
    // React reports the error itself (console in development); the panel is what the user needs.
  }

  private retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? <RouteErrorPanel onRetry={this.retry} /> : this.props.children;
  }
}

/**
 * One per route: a page that throws while rendering (or a lazy chunk that fails to load) shows a friendly panel
 * with 'Try again' instead of blanking the whole app. Retrying also resets failed queries so they fetch again.
 */
export function RouteErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary resetKey={resetKey} onReset={reset}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}
