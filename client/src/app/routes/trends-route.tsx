import { TrendsPage } from '@/features/trends';
import { useStoryGenerator } from './use-story-generator';

/**
 * My Trends composed with the story generator (another feature): the top trend's 'Generate Story' opens the
 * guided generator, any other trend's the generator prefilled from it. This module is also the page's chunk entry
 * (the trends feature's index is part of the dashboard's chunk, see client/build/chunk-groups.ts), so the page
 * keeps its own small entry chunk, named in the build manifest.
 */
export function TrendsRoute() {
  const generator = useStoryGenerator();
  return (
    <>
      <TrendsPage onGenerateStory={generator.open} />
      {generator.dialog}
    </>
  );
}
