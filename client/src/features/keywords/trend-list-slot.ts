import type { ReactNode } from 'react';
import type { Trend } from '@newsjack/shared';

/**
 * How the keyword search results show the trends they found. Trend cards belong to the trends feature, which this
 * feature may not import: the composition layer (app/routes) passes them in.
 */
export type RenderTrends = (trends: readonly Trend[]) => ReactNode;
