import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../contract/common.ts';
import { dataException } from './data-exceptions.ts';
import {
  COLLISION_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  isTransientCollision,
} from './database-errors.ts';
import { HttpError, TooManyRequests } from './errors.ts';

const placeNames: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'field',
  headers: 'header',
};

/** The one place an error becomes a response: `{ success: false, message }` with its status. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const send = (status: number, message: string) =>
    reply.code(status).send({ success: false, message } satisfies ErrorBody);

  if (error instanceof TooManyRequests)
    reply.header('retry-after', String(error.retryAfterSeconds));
  if (error instanceof HttpError) return send(error.status, error.message);

  if (hasZodFastifySchemaValidationErrors(error)) return send(400, validationMessage(error));

  // The payment provider's errors carry statuses of their own (Stripe's 401 for a bad key, 429 for
  // its rate limit): the store's trouble with an outsider, never the shopper's 4xx to act on.
  if (isPaymentProviderError(error)) {
    request.log.error({ err: error }, 'payment provider failed');
    return send(503, PAYMENT_PROVIDER_UNAVAILABLE);
  }

  // Fastify's own client errors (malformed JSON, body too large, wrong media type) say what went wrong.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return send(status, error.message);

  // The contract refuses what PostgreSQL cannot take; should a value slip past it, the request is
  // still what is wrong (a 400 naming the problem), and the log shows which rule is missing.
  const refused = dataException(error);
  if (refused) {
    request.log.warn({ err: error }, 'database refused a value the contract let through');
    return send(400, `A value in the request is not valid: ${refused.message}`);
  }

  // A dropped or unreachable database is passing trouble, not a bug: the client may retry.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', '5');
    return send(503, DATABASE_UNAVAILABLE_MESSAGE);
  }

  if (isTransientCollision(error)) {
    request.log.warn({ err: error }, 'transaction collided with other work');
    reply.header('retry-after', '1');
    return send(503, COLLISION_MESSAGE);
  }

  request.log.error({ err: error }, 'request failed');
  return send(500, 'An unexpected error occurred');
}

const PAYMENT_PROVIDER_UNAVAILABLE =
  'The payment service did not answer as expected; please try again in a moment';

/** Stripe's SDK errors name their kind in `type` ('StripeAuthenticationError', ...). */
function isPaymentProviderError(error: unknown): boolean {
  const { type } = error as { type?: unknown };
  return typeof type === 'string' && type.startsWith('Stripe');
}

type RefusedByContract = Omit<FastifyError, 'validation'> & {
  validation: ZodFastifySchemaValidationError[];
};

/** What is wrong with a request the contract refused, naming the field, parameter or header. */
function validationMessage(error: RefusedByContract): string {
  const place = placeNames[error.validationContext ?? ''] ?? 'value';
  const [issue] = error.validation;
  const name = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
  if (issue?.keyword === 'unrecognized_keys') {
    const keys = (issue.params as { keys?: string[] }).keys ?? [];
    const named = [name, ...keys].filter(Boolean).join('.');
    return `Unknown ${place} '${named}'`;
  }
  if (issue?.keyword === 'invalid_key') {
    // The path ends with the refused key itself, which may be the unprintable part: name its map.
    const map = name.split('.').slice(0, -1).join('.');
    const [reason] = (issue.params as { issues?: { message?: string }[] }).issues ?? [];
    return `Invalid ${place} '${map}': a key ${reason?.message ?? 'is not allowed'}`;
  }
  if (!name)
    return `Invalid request ${place === 'field' ? 'body' : place}: ${issue?.message ?? 'malformed'}`;
  return `Invalid ${place} '${name}': ${issue?.message ?? 'malformed'}`;
}
