import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../contract/common.ts';
import { HttpError } from './errors.ts';

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

  if (error instanceof HttpError) return send(error.status, error.message);

  if (hasZodFastifySchemaValidationErrors(error)) {
    const place = placeNames[error.validationContext ?? ''] ?? 'value';
    const [issue] = error.validation;
    const name = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    if (issue?.keyword === 'unrecognized_keys') {
      const keys = (issue.params as { keys?: string[] }).keys ?? [];
      const named = [name, ...keys].filter(Boolean).join('.');
      return send(400, `Unknown ${place} '${named}'`);
    }
    if (!name)
      return send(
        400,
        `Invalid request ${place === 'field' ? 'body' : place}: ${issue?.message ?? 'malformed'}`,
      );
    return send(400, `Invalid ${place} '${name}': ${issue?.message ?? 'malformed'}`);
  }

  // Fastify's own client errors (malformed JSON, body too large, wrong media type) say what went wrong.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return send(status, error.message);

  request.log.error({ err: error }, 'request failed');
  return send(500, 'An unexpected error occurred');
}
