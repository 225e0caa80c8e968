import type { StoryAngle, UpdateStoryAngleBody } from '@newsjack/shared';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api-client';
import { useSaveStoryAngle } from './api/use-save-story-angle';
import { useUpdateStoryAngle } from './api/use-update-story-angle';
import { shareAngle } from './share-angle';

function failed(description: string) {
  return (error: unknown) => {
    if (isUnauthorizedError(error)) return;
    toast({ title: 'Error', description, variant: 'destructive' });
  };
}

/** Save toggle (spec 01 §4), edit and share, with the spec's toasts. */
export function useAngleActions() {
  const update = useUpdateStoryAngle();
  const save = useSaveStoryAngle();

  /** A saved angle is unsaved (isSaved false); otherwise a saved item of type story_angle is created. */
  const toggleSaved = (angle: StoryAngle) => {
    if (angle.isSaved) {
      update.mutate(
        { id: angle.id, body: { isSaved: false } },
        {
          onSuccess: () => toast({ title: 'Story angle updated successfully', variant: 'success' }),
          onError: failed('Failed to update story angle'),
        },
      );
    } else {
      save.mutate(angle.id, {
        onSuccess: () => toast({ title: 'Story angle saved successfully', variant: 'success' }),
        onError: failed('Failed to save story angle'),
      });
    }
  };

  const edit = (id: number, body: UpdateStoryAngleBody, onDone: () => void) =>
    update.mutate(
      { id, body },
      {
        onSuccess: () => {
          toast({ title: 'Story angle updated successfully', variant: 'success' });
          onDone();
        },
        onError: failed('Failed to update story angle'),
      },
    );

  const share = async (angle: StoryAngle) => {
    try {
      const outcome = await shareAngle(angle);
      if (outcome === 'copied')
        toast({ title: 'Copied to clipboard', description: 'The story angle is ready to paste.' });
    } catch {
      toast({ title: 'Error', description: 'Failed to share story angle', variant: 'destructive' });
    }
  };

  return {
    toggleSaved,
    edit,
    share,
    isSaving: (id: number) =>
      (save.isPending && save.variables === id) || (update.isPending && update.variables?.id === id),
    isEditing: update.isPending,
  };
}
