import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Trend } from '@newsjack/shared';

/**
 * The generator dialog's code (forms, fit checks, its queries) is fetched when it is first opened, not with the
 * page's first screen: most visits never open it, and the first screen is what a phone waits for.
 */
const StoryGeneratorDialog = lazy(async () => ({
  default: (await import('@/features/story-generator')).StoryGeneratorDialog,
}));

interface GeneratorState {
  open: boolean;
  /** Opened at least once: the dialog stays mounted afterwards so it can animate closed. */
  used: boolean;
  trend: Trend | null;
  guided: boolean;
}

const CLOSED = { open: false, trend: null, guided: false } as const;

/**
 * The story generator as a page composing it uses it (the dashboard, My Trends): `open(trend, guided)` opens it
 * (guided from the top trend, prefilled from any other trend, blank with null), and `dialog` is to be rendered.
 */
export function useStoryGenerator(): { open: (trend: Trend | null, guided: boolean) => void; dialog: ReactNode } {
  const [state, setState] = useState<GeneratorState>({ ...CLOSED, used: false });
  const dialog = state.used ? (
    <Suspense fallback={null}>
      <StoryGeneratorDialog
        open={state.open}
        trend={state.trend}
        guided={state.guided}
        onOpenChange={(open) => setState((g) => (open ? { ...g, open } : { ...CLOSED, used: true }))}
      />
    </Suspense>
  ) : null;
  return { open: (trend, guided) => setState({ open: true, used: true, trend, guided }), dialog };
}
