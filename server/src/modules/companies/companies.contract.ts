import {
  activeCompanySchema,
  companyProfileSchema,
  companyProfilesResponseSchema,
  idParamSchema,
  onboardingAnalysisSchema,
  switchCompanyBodySchema,
  switchCompanyResponseSchema,
  updateCompanyDetailsBodySchema,
  updateCompanyProfileBodySchema,
} from '@newsjack/shared';
import { defineContract } from '../../http/openapi/contract';

/** The contract of companies.routes.ts. */
export const companiesContract = defineContract('Company profiles', {
  'GET /api/company-profile': {
    summary: 'The active company profile',
    responses: { 200: companyProfileSchema },
    errors: [404],
  },
  'GET /api/company-profiles': {
    summary: "Every company profile of the user's",
    responses: { 200: companyProfilesResponseSchema },
  },
  'GET /api/company-profile/:id': {
    summary: 'One company profile',
    params: idParamSchema,
    responses: { 200: companyProfileSchema },
    errors: [404],
  },
  'PATCH /api/company-profile/:id': {
    summary: "Edit a company profile's description",
    params: idParamSchema,
    body: updateCompanyProfileBodySchema,
    responses: { 200: companyProfileSchema },
    errors: [404],
  },
  'PATCH /api/company-profile/:id/details': {
    summary: 'Correct a company profile’s industry, target markets, own media outlets, website or social links',
    params: idParamSchema,
    body: updateCompanyDetailsBodySchema,
    responses: { 200: companyProfileSchema },
    errors: [404],
  },
  'POST /api/company-profile/:id/reanalyse': {
    summary:
      'Read the company’s website again: the analysis onboarding ran, answered as a proposal (industry, profile, keywords, outlets) the user accepts field by field; only whether the site could be read is stored',
    params: idParamSchema,
    responses: { 200: onboardingAnalysisSchema },
    errors: [404, 429],
  },
  'GET /api/user/active-company': {
    summary: 'The id of the active company profile (null before onboarding)',
    responses: { 200: activeCompanySchema },
  },
  'POST /api/user/switch-company': {
    summary: 'Make another of the user’s company profiles the active one',
    body: switchCompanyBodySchema,
    responses: { 200: switchCompanyResponseSchema },
    errors: [404],
  },
});
