import { useQuery } from '@tanstack/react-query';
import { PitchWizardDialog } from '@/features/pitches';
import { storyAnglesQueryOptions } from '@/features/story-angles';

interface PitchWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preselectedAngleId?: number | null;
  onSuccess?: () => void;
}

/** The pitch wizard (pitches) given the story angles (story-angles) it offers at step 1. */
export function PitchWizard({ open, ...props }: PitchWizardProps) {
  const angles = useQuery({ ...storyAnglesQueryOptions(), enabled: open });
  return <PitchWizardDialog open={open} angles={angles} {...props} />;
}
