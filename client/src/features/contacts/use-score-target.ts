import { useState } from 'react';
import { useSearch } from 'wouter';
import type { AngleChoice, ScoreTarget } from './components/contacts-toolbar';

/** The story angle named by /media-contacts?storyId= (a saved angle's 'Find Contacts'), or null. */
export function readStoryId(search: string): number | null {
  const raw = new URLSearchParams(search).get('storyId');
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * What 'AI Score' scores against: the user's choice once they made one; before that the angle of ?storyId= when
 * it is one of theirs, else the company. `missingStory` says the link named an angle the user does not have.
 */
export function useScoreTarget(angles: readonly AngleChoice[] | undefined) {
  const storyId = readStoryId(useSearch());
  const [chosen, setChosen] = useState<ScoreTarget | null>(null);
  const linked = storyId !== null && angles?.some((a) => a.id === storyId) ? storyId : null;
  const target: ScoreTarget = chosen ?? linked ?? 'company';
  const missingStory = storyId !== null && angles !== undefined && linked === null;
  return { target, setTarget: setChosen, missingStory };
}
