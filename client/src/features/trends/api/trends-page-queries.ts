import { activeCompanyProfileQueryOptions } from '@/lib/company-queries';

/** The active company's profile: its name titles the page. Same cache entry as the rest of the app's. */
export const trendsPageCompanyQueryOptions = () => activeCompanyProfileQueryOptions();
