import type { CompanyProfile, Keyword, OnboardingAnalysis } from '@newsjack/shared';

export function makeCompanyProfile(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    id: 1,
    companyName: 'Acme Robotics',
    website: 'acme.example',
    companyProfile:
      'Acme Robotics builds warehouse robots for mid-sized retailers, cutting picking times and error rates.',
    industry: 'Robotics',
    targetMarkets: ['Retail'],
    keyProducts: ['PickBot'],
    suggestedKeywords: ['warehouse automation', 'robotics', 'retail logistics'],
    suggestedMediaOutlets: ['TechCrunch', 'Supply Chain Dive'],
    mediaOutlets: ['Wired'],
    socialMediaLinks: { linkedin: 'linkedin.com/company/acme', x: null, instagram: null },
    aiSocialMediaLinks: { linkedin: null, x: 'x.com/acme', instagram: null },
    mediaRelationships: null,
    websiteReadable: true,
    pitchUnsubscribeLink: false,
    createdAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}

export function makeKeyword(overrides: Partial<Keyword> = {}): Keyword {
  return { id: 1, term: 'robotics', mentions: 0, trend: 0, createdAt: '2025-03-04T10:00:00.000Z', ...overrides };
}

export function makeAnalysis(overrides: Partial<OnboardingAnalysis> = {}): OnboardingAnalysis {
  return {
    user_input: {
      companyName: 'Acme Robotics',
      website: 'acme.example',
      mediaOutlets: ['Wired'],
      socialMediaLinks: { linkedin: null, x: null, instagram: null },
    },
    company_profile:
      'Acme Robotics builds warehouse robots for mid-sized retailers, cutting picking times and error rates.',
    suggested_keywords: ['warehouse automation', 'robotics', 'retail logistics'],
    suggested_media_outlets: ['TechCrunch', 'Supply Chain Dive'],
    social_media_links: { linkedin: null, x: 'x.com/acme', instagram: null },
    website_readable: true,
    industry: 'Robotics',
    ...overrides,
  };
}
