import { useState } from 'react';
import { PitchesPage } from '@/features/pitches';
import { PitchWizard } from './pitch-wizard';

/** Pitches with the wizard, which offers the story angles (another feature) to pitch. */
export function PitchesRoute() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PitchesPage onGenerate={() => setOpen(true)} />
      <PitchWizard open={open} onOpenChange={setOpen} />
    </>
  );
}
