import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config';
import { errorSerializers } from './lib';

/**
 * The process's logger: readable coloured lines on a terminal (LOG_FORMAT=pretty), one JSON
 * object per line otherwise (LOG_FORMAT=json, or stdout not a terminal). Pretty lines are written
 * synchronously, so what is printed after a log line (the demo accounts) really comes after it.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>, redactPaths: string[]): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: errorSerializers,
  };
  if (config.logFormat === 'json') return pino(options);
  return pino(
    options,
    pretty({
      colorize: pretty.isColorSupported,
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
    }),
  );
}

/** What is never written to a log (the app's request logger and the process's logger). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  'body.password',
  'body.token',
  'req.headers["hls-key"]',
  '*.apiKey',
];
