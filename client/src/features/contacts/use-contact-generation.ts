import { useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api-client';
import { useGenerateContacts } from './api/use-generate-contacts';
import { generateForOutlets, type BulkProgress } from './bulk-generate';
import { generationFailureText } from './contact-toasts';

export interface GenerationState {
  /** The outlet a single generation is running for. */
  single: string | null;
  /** Generate All's position, while it runs. */
  bulk: BulkProgress | null;
  /** What the last single generation found, for the live region under the form. */
  lastResult: string | null;
}

/** One outlet, or every suggested outlet in turn ('Generate All'), with the spec's toasts (02 §4, §8). */
export function useContactGeneration() {
  const generate = useGenerateContacts();
  const [state, setState] = useState<GenerationState>({ single: null, bulk: null, lastResult: null });
  const busy = state.single !== null || state.bulk !== null;

  const generateOne = async (outlet: string): Promise<boolean> => {
    if (busy) return false;
    setState({ single: outlet, bulk: null, lastResult: null });
    try {
      const contacts = await generate.mutateAsync(outlet);
      const found = contacts.length === 1 ? '1 journalist' : `${contacts.length} journalists`;
      setState({ single: null, bulk: null, lastResult: `Found ${found} at ${outlet}.` });
      return true;
    } catch (error) {
      setState({ single: null, bulk: null, lastResult: null });
      if (!isUnauthorizedError(error))
        toast({ title: 'Error', description: generationFailureText(error), variant: 'destructive' });
      return false;
    }
  };

  const generateAll = async (outlets: readonly string[]) => {
    if (busy || outlets.length === 0) return;
    const result = await generateForOutlets(
      outlets,
      (outlet) => generate.mutateAsync(outlet),
      (bulk) => setState({ single: null, bulk, lastResult: null }),
    );
    setState({ single: null, bulk: null, lastResult: null });
    if (result.failed.some(({ error }) => isUnauthorizedError(error))) return;
    const missed = result.failed.map((f) => f.outlet);
    toast({
      title: 'Bulk Generation Complete',
      description:
        `Generated ${result.contacts} contacts from ${result.succeeded}/${result.total} outlets.` +
        (missed.length > 0 ? ` None found at ${missed.join(', ')}.` : ''),
      variant: result.succeeded > 0 ? 'success' : 'default',
    });
  };

  return { ...state, busy, generateOne, generateAll };
}
