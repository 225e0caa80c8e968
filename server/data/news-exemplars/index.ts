import { exemplarsPart1 } from './part-1';
import { exemplarsPart2 } from './part-2';
import { exemplarsPart3 } from './part-3';
import type { NewsExemplar } from './types';

/**
 * Example reports filed by category (see types.ts), written for the category detector apart from every labelled
 * test set: part 1 business, finance, politics and world events; part 2 technology, science, environment, health
 * and healthcare; part 3 sports, entertainment, culture and lifestyle.
 */
export const NEWS_EXEMPLARS: readonly NewsExemplar[] = [...exemplarsPart1, ...exemplarsPart2, ...exemplarsPart3];
