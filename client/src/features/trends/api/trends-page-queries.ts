import { companyProfileQueryOptions } from '@/components/story-generator/api/company-profile-query';

/** The active company's profile: its name titles the page. Same cache entry as the story generator's. */
export const trendsPageCompanyQueryOptions = companyProfileQueryOptions;
