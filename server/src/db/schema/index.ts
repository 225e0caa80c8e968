export * from './users';
export * from './companies';
export * from './trends';
export * from './content';
export * from './contacts';
export * from './system';
export * from './onboarding';
export * from './rate-limits';
