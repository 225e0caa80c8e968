import { describe, expect, it } from 'vitest';
import {
  WEBSITE_PATTERN,
  customKeywordsSchema,
  isValidWebsite,
  onboardingCurationBodySchema,
  onboardingInputSchema,
} from '../src';
import { firstMessage, messagesOf } from './helpers';

const valid = { companyName: 'Acme Robotics', website: 'acme.com' };
const profile = 'Acme Robotics builds warehouse robots for mid-sized logistics companies in Europe.';

describe('website pattern', () => {
  it.each(['example.com', 'www.example.com', 'https://sub.example.co.uk/path', 'http://example.com:8080/a?b=c'])(
    'when the website is %s, then it is accepted',
    (site) => {
      expect(WEBSITE_PATTERN.test(site)).toBe(true);
      expect(isValidWebsite(site)).toBe(true);
    },
  );

  it.each(['not a site', 'http://', 'foo', 'example', 'https://exa mple.com', '.com'])(
    'when the website is %j, then it is rejected',
    (site) => expect(WEBSITE_PATTERN.test(site)).toBe(false),
  );
});

describe('onboarding input', () => {
  it('when the company name is missing or blank, then the message is exact', () => {
    expect(firstMessage(onboardingInputSchema, { website: 'acme.com' })).toBe('Company name is required');
    expect(messagesOf(onboardingInputSchema, { ...valid, companyName: '   ' })).toEqual(['Company name is required']);
  });

  it('when the website is missing or blank, then only "Website is required" is reported', () => {
    expect(firstMessage(onboardingInputSchema, { companyName: 'Acme' })).toBe('Website is required');
    expect(messagesOf(onboardingInputSchema, { ...valid, website: '' })).toEqual(['Website is required']);
  });

  it('when the website is not domain-like, then the example message is given', () => {
    expect(firstMessage(onboardingInputSchema, { ...valid, website: 'not a site' })).toBe(
      'Please enter a valid website (e.g., example.com or www.example.com)',
    );
  });

  it('when social links are invalid, then each gets its own message', () => {
    const links = { linkedin: 'nope', x: 'nope', instagram: 'nope' };
    expect(messagesOf(onboardingInputSchema, { ...valid, socialMediaLinks: links })).toEqual([
      'Please enter a valid LinkedIn URL',
      'Please enter a valid X/Twitter URL',
      'Please enter a valid Instagram URL',
    ]);
  });

  it('when social links are blank, then they are treated as absent', () => {
    const parsed = onboardingInputSchema.parse({ ...valid, socialMediaLinks: { linkedin: '', x: null } });
    expect(parsed.socialMediaLinks).toEqual({});
  });

  it('when media outlets come as a comma list, then they are split, trimmed and deduplicated', () => {
    const parsed = onboardingInputSchema.parse({ ...valid, mediaOutlets: 'TechCrunch, , Wired,techcrunch' });
    expect(parsed.mediaOutlets).toEqual(['TechCrunch', 'Wired']);
  });

  it('when unknown keys are sent, then they are stripped', () => {
    expect(onboardingInputSchema.parse({ ...valid, isAdmin: true })).not.toHaveProperty('isAdmin');
  });
});

describe('custom keywords', () => {
  it('when there are more than 3, then the max message is given', () => {
    expect(firstMessage(customKeywordsSchema, ['a', 'b', 'c', 'd'])).toBe('You can add at most 3 custom keywords');
  });

  it('when one is blank, then it is rejected', () => {
    expect(firstMessage(customKeywordsSchema, ['ai', '  '])).toBe('Custom keywords cannot be empty');
  });

  it('when two are equal ignoring case and spaces, then the duplicate is rejected', () => {
    expect(firstMessage(customKeywordsSchema, ['Robotics', ' robotics '])).toBe('Custom keywords must be unique');
  });

  it('when they are valid, then they come back trimmed', () => {
    expect(customKeywordsSchema.parse([' AI ', 'robots'])).toEqual(['AI', 'robots']);
  });
});

describe('curation payload', () => {
  const body = { ...valid, companyProfile: profile, selectedKeywords: ['robotics'] };

  it('when the profile is shorter than 50 characters, then the message is exact', () => {
    expect(firstMessage(onboardingCurationBodySchema, { ...body, companyProfile: 'Too short' })).toBe(
      'Company profile must be at least 50 characters',
    );
  });

  it('when no keyword is selected in total, then it is refused', () => {
    expect(firstMessage(onboardingCurationBodySchema, { ...body, selectedKeywords: [] })).toBe(
      'Please select at least one keyword',
    );
  });

  it('when only custom keywords are given, then it is accepted', () => {
    const parsed = onboardingCurationBodySchema.parse({ ...body, selectedKeywords: [], customKeywords: ['drones'] });
    expect(parsed.customKeywords).toEqual(['drones']);
    expect(parsed.aiSocialMediaLinks).toEqual({});
  });
});
