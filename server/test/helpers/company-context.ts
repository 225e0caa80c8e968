import type { CompanyContext } from '../../src/ai/types';

/** A card-settlement firm as the AI engines read it: the unit tests' company when its exact words matter. */
export const ledgerlineContext: CompanyContext = {
  companyName: 'Ledgerline',
  companyProfile: 'Ledgerline settles card payments for online merchants the same day and fights payment fraud.',
  industry: 'Payments',
  targetMarkets: ['online merchants'],
  keyProducts: ['Ledgerline Pay'],
  keywords: ['card payments', 'instant settlement'],
  website: 'ledgerline.example',
};
