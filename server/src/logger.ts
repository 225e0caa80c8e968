import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * The process-wide logger. Its level starts at `info` and is set from the validated config by index.ts,
 * because this module must not read the environment itself (config.ts is the only place that does).
 * Secrets that can appear in request logs are redacted.
 */
export const logger: Logger = pino({
  level: 'info',
  redact: {
    paths: [
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
      '*.password',
      '*.passwordHash',
    ],
    censor: '[redacted]',
  },
});

export function setLogLevel(level: string): void {
  logger.level = level;
}
