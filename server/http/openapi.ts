import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../contract/common.ts';

/** What a call asks of the caller's bearer token. */
export type SignIn = 'required' | 'optional' | 'none';

/**
 * An answer a route writes itself (a file, an event stream) rather than through a response
 * schema: documented, never used to serialise.
 */
export type WrittenAnswer = { description: string; contentType: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers the route writes itself, by status: see `writtenAnswers`. */
    writtenAnswers?: Record<number, WrittenAnswer>;
  }
}

/** A route's config naming its written answers, for the OpenAPI document. */
export const writtenAnswers = (answers: Record<number, WrittenAnswer>) => ({
  writtenAnswers: answers,
});

const BEARER = 'bearerAuth';

/** An empty requirement is what lets a visitor call without a token. */
const securityOf: Record<SignIn, Array<Record<string, string[]>>> = {
  required: [{ [BEARER]: [] }],
  optional: [{ [BEARER]: [] }, {}],
  none: [],
};

/**
 * A stable operationId from the method and the address, so a generated client keeps its names
 * while the routes move between files: GET /api/v1/orders/:id/receipt.pdf is
 * getOrdersByIdReceiptPdf.
 */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1\//, '')
    .split('/')
    .flatMap((segment) => {
      const param = /^:(.+)$/.exec(segment);
      return param ? ['by', ...wordsOf(param[1] ?? '')] : wordsOf(segment);
    });
  return method.toLowerCase() + words.map(capitalised).join('');
}

const wordsOf = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

type Responses = Record<string, unknown>;

/**
 * The answers the document shows: the route's own, its written ones, a 401 where the guard
 * stands in front, and at least the 400 every call can get for a malformed request.
 */
function answersOf(route: RouteOptions, own: unknown, signIn: SignIn): Responses {
  const written = route.config?.writtenAnswers;
  const answers: Responses = { ...(own as Responses | undefined) };
  for (const [status, { description, contentType }] of Object.entries(written ?? {})) {
    answers[status] = { description, content: { [contentType]: { schema: z.string() } } };
  }
  if (signIn !== 'none' && !answers['401']) answers['401'] = errorBody;
  const refusals = Object.keys(answers).filter((status) => status.startsWith('4'));
  if (refusals.length === 0) answers['400'] = errorBody;
  return answers;
}

/**
 * Shapes each route's entry in the OpenAPI document: only the API's own calls (pages and media
 * are not calls a client makes), each with its operationId, the token it needs, and its answers.
 */
function openApiTransform(signInOf: (route: RouteOptions) => SignIn): SwaggerTransform {
  return (document) => {
    const { route, url } = document;
    if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
    const signIn = signInOf(route);
    const method = [route.method].flat()[0] ?? 'GET';
    const schema = {
      ...document.schema,
      operationId: operationIdOf(method, url),
      security: securityOf[signIn],
      response: answersOf(route, document.schema.response, signIn),
    };
    return jsonSchemaTransform({ ...document, schema });
  };
}

/** @fastify/swagger's options for the document at /api/docs/json. */
export function openApiOptions(
  signInOf: (route: RouteOptions) => SignIn,
): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'BOGO Together API',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token POST /api/v1/auth/verifyOtp answers',
          },
        },
      },
    },
    transform: openApiTransform(signInOf),
  };
}
