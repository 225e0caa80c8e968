import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CREDITS_PER_PITCH_GENERATION, type StoryAngle } from '@newsjack/shared';
import { Mail } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { contactsQueryOptions } from '@/lib/contacts';
import { recentRecipientsQueryOptions } from '../api/pitches-queries';
import { useGeneratePitches } from '../api/use-generate-pitches';
import {
  ALL_OUTLETS,
  canGenerate,
  canGoNext,
  initialStep,
  needsTierAcknowledgement,
  recentlyPitchedMap,
  selectedBelowTier2,
  showsBack,
  toggleId,
  type WizardStep,
} from '../wizard-logic';
import { LowTierWarning } from './low-tier-warning';
import { WizardAngleStep } from './wizard-angle-step';
import { WizardContactStep, type ContactStepState } from './wizard-contact-step';

/** A list the wizard reads but another feature owns (the composition passes its query's state). */
export interface WizardSource<T> {
  data: readonly T[] | undefined;
  isLoading: boolean;
  isError: boolean;
}

export interface PitchWizardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The angle chosen before opening (a story angle's 'Generate Pitches'): the wizard starts at step 2. */
  preselectedAngleId?: number | null;
  /** The story angles (the story-angles feature's list, passed by the composition). */
  angles: WizardSource<StoryAngle>;
  /** Runs after pitches were generated and the dialog closed. */
  onSuccess?: () => void;
}

/** The pitch generation wizard (spec 02 §4): angle, then contacts and mode, then one pitch per contact. */
export function PitchWizardDialog({ open, onOpenChange, ...rest }: PitchWizardDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {/* Mounted per open: every open starts from the defaults (angle, contacts, search, outlet 'all', mode 'quick'). */}
        {open && <WizardBody onClose={() => onOpenChange(false)} {...rest} />}
      </DialogContent>
    </Dialog>
  );
}

type WizardBodyProps = Omit<PitchWizardDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void };

function WizardBody({ preselectedAngleId = null, angles, onSuccess, onClose }: WizardBodyProps) {
  const [step, setStep] = useState<WizardStep>(initialStep(preselectedAngleId));
  const [angleId, setAngleId] = useState<number | null>(preselectedAngleId);
  const [state, setState] = useState<ContactStepState>({
    search: '',
    outlet: ALL_OUTLETS,
    mode: 'quick',
    selected: [],
  });
  const queryClient = useQueryClient();
  const contacts = useQuery(contactsQueryOptions());
  const recent = useQuery(recentRecipientsQueryOptions());
  const generate = useGeneratePitches();
  // The contacts under tier 2 the user said they mean to pitch; one more such contact asks again.
  const [acknowledged, setAcknowledged] = useState<number[]>([]);

  // Every open reads the contacts and the recent sends again (the body mounts once per open); a fetch already
  // under way is joined, not repeated. Failures show through the queries' own states.
  useEffect(() => {
    void queryClient.fetchQuery({ ...contactsQueryOptions(), staleTime: 0 }).catch(() => undefined);
    void queryClient.fetchQuery({ ...recentRecipientsQueryOptions(), staleTime: 0 }).catch(() => undefined);
  }, [queryClient]);

  const angle = angles.data?.find((a) => a.id === angleId) ?? null;
  const belowTier2 = step === 2 ? selectedBelowTier2(contacts.data ?? [], state.selected) : [];
  const belowTier2Ids = belowTier2.map((c) => c.id);
  const awaitingAcknowledgement = needsTierAcknowledgement(belowTier2Ids, acknowledged);
  const generateEnabled = canGenerate(angleId, state.selected.length, generate.isPending) && !awaitingAcknowledgement;
  const submit = () => {
    if (angleId === null || !generateEnabled) return;
    generate.mutate(
      { storyAngleId: angleId, contactIds: state.selected, mode: state.mode },
      {
        onSuccess: () => {
          onClose();
          onSuccess?.();
          toast({ title: 'Pitches generated successfully', variant: 'success' });
        },
      },
    );
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Generate Pitches</DialogTitle>
        <DialogDescription>
          {step === 1
            ? 'Step 1 of 2: choose the story angle to pitch.'
            : `Step 2 of 2: choose the journalists${angle ? ` for “${angle.headline}”` : ''}.`}
        </DialogDescription>
      </DialogHeader>

      {step === 1 ? (
        <WizardAngleStep
          angles={angles.data ?? []}
          loading={angles.isLoading}
          failed={angles.isError}
          selectedId={angleId}
          onSelect={setAngleId}
        />
      ) : (
        <WizardContactStep
          contacts={contacts.data ?? []}
          loading={contacts.isLoading}
          failed={contacts.isError}
          recentlyPitched={recentlyPitchedMap(recent.data)}
          state={state}
          onChange={(patch) => setState((s) => ({ ...s, ...patch }))}
          onToggle={(id) => setState((s) => ({ ...s, selected: toggleId(s.selected, id) }))}
        />
      )}

      {belowTier2.length > 0 && (
        <LowTierWarning
          contacts={belowTier2}
          acknowledged={!awaitingAcknowledgement}
          onAcknowledge={(yes) => setAcknowledged(yes ? belowTier2Ids : [])}
        />
      )}

      {generate.isError && (
        <Alert variant="destructive">
          <AlertTitle>Failed to generate pitches. Please try again.</AlertTitle>
          {generate.error.message.startsWith('402:') && (
            <AlertDescription>You have no API credits left this month.</AlertDescription>
          )}
        </Alert>
      )}

      <DialogFooter className="items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          {step === 2 && `${state.selected.length} selected · this uses ${CREDITS_PER_PITCH_GENERATION} API credit`}
        </p>
        <div className="flex gap-2">
          {showsBack(step, preselectedAngleId) && (
            <Button variant="outline" onClick={() => setStep(1)}>
              Back
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          {step === 1 ? (
            <Button disabled={!canGoNext(angleId)} onClick={() => setStep(2)}>
              Next
            </Button>
          ) : (
            <Button disabled={!generateEnabled} onClick={submit}>
              {generate.isPending ? <Spinner label="Generating pitches" /> : <Mail aria-hidden="true" />}
              Generate Pitches
            </Button>
          )}
        </div>
      </DialogFooter>
    </>
  );
}
