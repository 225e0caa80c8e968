import type { Logger } from '../logger';

export type PersonalCycleTrigger = 'onboarding' | 'manual' | 'keyword';

/**
 * What modules outside discovery need from it: start a personal trend discovery for one company in the
 * background. The call returns at once and never throws; the cycle's outcome is recorded by discovery itself.
 */
export interface DiscoveryPort {
  schedulePersonalCycle(input: { companyId: number; userId: string; trigger: PersonalCycleTrigger }): void;
}

/**
 * Stand-in until the discovery service is wired into AppDeps: logs the request so it is visible that a cycle
 * would have started, and does nothing else.
 */
export function createLoggingDiscoveryPort(logger: Logger): DiscoveryPort {
  return {
    schedulePersonalCycle(input) {
      logger.info(input, 'personal trend discovery requested (discovery service not wired yet)');
    },
  };
}
