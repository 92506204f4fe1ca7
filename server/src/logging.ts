import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config';
import { errorSerializers } from './lib/error-serializer';

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

/** Fastify's per-request lines ("incoming request", "request completed") at debug, not info. */
export class RequestLogsAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (this.isLogDisabled(request)) return;
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
