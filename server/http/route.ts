import type {
  FastifyReply,
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { PaymentRefusedBody } from '../../contract/checkout.ts';
import { writtenAnswers } from './openapi.ts';
import type { WrittenAnswer } from './openapi.ts';

/** A route's answers by status code: its success body and the error envelopes it may send. */
type Answers = Readonly<Record<number, ZodType>>;

/** What a route states about itself beyond its module's tags and usual errors. */
export type RouteSpec = {
  summary?: string;
  /** Left out of the OpenAPI document. */
  hide?: boolean;
  params?: ZodType;
  querystring?: ZodType;
  headers?: ZodType;
  body?: ZodType;
  consumes?: string[];
  /**
   * Its answers: the success body (200 or 201) and any error beyond the module's usual ones. A
   * route without them (a PDF, a CSV stream) documents none.
   */
  answers?: Answers;
  /** The answers it writes itself (a PDF, a CSV stream), shown in the OpenAPI document only. */
  written?: Record<number, WrittenAnswer>;
  /** Runs before validation, e.g. a sign-in check that outranks a malformed body. */
  onRequest?: onRequestHookHandler;
};

/** The schema Fastify validates, serialises and documents a route by. */
type SchemaOf<Spec extends RouteSpec, Usual extends Answers> = Omit<
  Spec,
  'answers' | 'written' | 'onRequest'
> & { tags: string[] } & (Spec['answers'] extends Answers
    ? { response: Spec['answers'] & Usual }
    : unknown);

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Handler<Spec extends RouteSpec, Usual extends Answers> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<Spec, Usual>,
  ZodTypeProvider
>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Define<Usual extends Answers> = <Spec extends RouteSpec>(
  url: string,
  spec: Spec,
  handler: Handler<Spec, Usual>,
) => void;

/**
 * Declares a module's routes in a few lines each: the zod contract gives the schema Fastify
 * validates requests and serialises answers by (and the OpenAPI document shows), under the module's
 * tags and with the error answers all its routes share.
 */
export function routesOf<Usual extends Answers>(
  app: ZodApp,
  { tags, errors }: { tags: string[]; errors: Usual },
): Record<'get' | 'post' | 'put' | 'patch' | 'delete', Define<Usual>> {
  const define =
    (method: Method): Define<Usual> =>
    <Spec extends RouteSpec>(url: string, spec: Spec, handler: Handler<Spec, Usual>) => {
      const { answers, written, onRequest, ...described } = spec;
      const response = answers ? { response: { ...answers, ...errors } } : {};
      // The one place the spec's type meets Fastify's: the parts above are exactly SchemaOf's.
      const schema = { tags, ...described, ...response } as SchemaOf<Spec, Usual>;
      app.route({
        method,
        url,
        schema,
        handler,
        ...(onRequest ? { onRequest } : {}),
        ...(written ? { config: writtenAnswers(written) } : {}),
      });
    };
  return {
    get: define('GET'),
    post: define('POST'),
    put: define('PUT'),
    patch: define('PATCH'),
    delete: define('DELETE'),
  };
}

/** docs/product.md §7's success envelope around a call's data. */
export const succeeded = <Data>(data: Data) => ({ success: true as const, data });

/**
 * Answers 402 with what the browser needs to take the shopper through their bank's confirmation
 * of a payment (3-D Secure); the call is made again once they have.
 */
export function sendBankChallenge(
  reply: FastifyReply,
  challenge: { message: string; paymentIntentId: string; clientSecret: string },
) {
  return reply.code(402).send({
    success: false,
    message: challenge.message,
    data: {
      requiresAction: true,
      paymentIntentId: challenge.paymentIntentId,
      clientSecret: challenge.clientSecret,
    },
  } satisfies PaymentRefusedBody);
}
