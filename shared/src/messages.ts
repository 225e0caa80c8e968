/**
 * Exact user-facing strings the server produces (400 messages) and the client shows, shared so both use the
 * same text. Strings quoted by the specs are copied verbatim.
 */

// Onboarding (spec 02 §5)
export const COMPANY_NAME_REQUIRED_MESSAGE = 'Company name is required';
export const WEBSITE_REQUIRED_MESSAGE = 'Website is required';
export const WEBSITE_INVALID_MESSAGE = 'Please enter a valid website (e.g., example.com or www.example.com)';
export const LINKEDIN_INVALID_MESSAGE = 'Please enter a valid LinkedIn URL';
export const X_INVALID_MESSAGE = 'Please enter a valid X/Twitter URL';
export const INSTAGRAM_INVALID_MESSAGE = 'Please enter a valid Instagram URL';
export const PROFILE_TOO_SHORT_MESSAGE = 'Company profile must be at least 50 characters';
export const CUSTOM_KEYWORDS_MAX_MESSAGE = 'You can add at most 3 custom keywords';
export const CUSTOM_KEYWORD_EMPTY_MESSAGE = 'Custom keywords cannot be empty';
export const CUSTOM_KEYWORD_DUPLICATE_MESSAGE = 'Custom keywords must be unique';
export const KEYWORDS_REQUIRED_MESSAGE = 'Please select at least one keyword';

// Company profile (spec 01 §5)
export const PROFILE_EMPTY_MESSAGE = 'Company profile cannot be empty';
export const PROFILE_TOO_LONG_MESSAGE = 'Company profile must be at most 1000 characters';

// Story angles
export const STORY_REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields and select at least one content type';
export const NOTHING_TO_UPDATE_MESSAGE = 'Please provide at least one field to update';

// Keywords
export const KEYWORD_DUPLICATE_MESSAGE = 'This keyword is already being tracked';
export const KEYWORD_EMPTY_MESSAGE = 'Keyword cannot be empty';
export const KEYWORD_TOO_LONG_MESSAGE = 'Keyword must be at most 100 characters';
export const NO_KEYWORDS_SELECTED_MESSAGE = 'Please select at least one keyword to search trends.';

// Contacts
export const OUTLET_REQUIRED_MESSAGE = 'Outlet name is required';
export const SUGGEST_EDIT_NO_CHANGES_MESSAGE = 'No Changes - Please make at least one change before submitting.';
export const DUPLICATE_CONTACT_REQUIRED_MESSAGE = 'Please select a contact to flag as duplicate.';
export const DUPLICATE_OF_ITSELF_MESSAGE = 'Cannot flag a contact as duplicate of itself.';

// Pitches
export const STORY_ANGLE_REQUIRED_MESSAGE = 'Please select a story angle';
export const CONTACTS_REQUIRED_MESSAGE = 'Please select at least one contact';

// Admin (spec 02 §5)
export const CLEANUP_HOURS_MESSAGE = 'Cleanup hours must be a positive number';
export const FILTER_HOURS_MESSAGE = 'Filter hours must be a non-negative number';
export const GLOBAL_CLEANUP_HOURS_MESSAGE = 'Hours must be a positive number';
export const REFRESH_COMPANY_MISSING_MESSAGE = 'Missing Information: Please enter both company name and website';
export const FREQUENCY_INVALID_MESSAGE = 'Frequency must be a positive number';
export const CACHE_PREFIX_INVALID_MESSAGE =
  'Unknown cache prefix (expected trend_enrichment:, company_analysis:, media_contacts: or trend_search:)';

// Server-side outcomes the client shows as they are
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';
export const FORBIDDEN_MESSAGE = 'Forbidden';
// The 402 text for an empty balance is creditsExhaustedMessage(resetDate) in credits.ts.
export const NO_ACTIVE_COMPANY_MESSAGE = 'No active company profile. Complete onboarding or add a company first.';
export const AGENCY_PLAN_REQUIRED_MESSAGE = 'Managing several company profiles requires the agency plan.';
export const INVALID_ID_MESSAGE = 'Must be a positive whole number';
