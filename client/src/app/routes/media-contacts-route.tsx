import { useQuery } from '@tanstack/react-query';
import { MediaContactsPage } from '@/features/contacts';
import { storyAnglesQueryOptions } from '@/features/story-angles';

/**
 * Media Contacts with the story-angles feature's list as what 'AI Score' can score against (and what
 * ?storyId= preselects). If the angles cannot be read, scoring against the company still works.
 */
export function MediaContactsRoute() {
  const angles = useQuery(storyAnglesQueryOptions());
  const choices = angles.isError ? [] : angles.data?.map(({ id, headline }) => ({ id, headline }));
  return <MediaContactsPage angles={choices} />;
}
