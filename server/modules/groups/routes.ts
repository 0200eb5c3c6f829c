import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorBody, idParams } from '../../../contract/common.ts';
import {
  buyAllRequest,
  buyAllResponse,
  dealStatusResponse,
  joinRequest,
  joinResponse,
  leaveResponse,
  userDealsQuery,
  userDealsResponse,
} from '../../../contract/groups.ts';
import type { BuyAllResponse, JoinResponse, LeaveResponse } from '../../../contract/groups.ts';
import type { Order } from '../../../contract/orders.ts';
import { idempotentWriteHeaders } from '../../../contract/idempotency.ts';
import type { Answer, Idempotency, KeyedRequest } from '../../http/idempotency.ts';
import { answerOf, keyedRequest, okAnswer, sendAnswer } from '../../http/idempotency.ts';
import { routesOf, succeeded } from '../../http/route.ts';
import type { AuthGuard } from '../auth/service.ts';
import { signedInUser } from '../auth/service.ts';
import type { GroupsService } from './service.ts';
import { groupTexts } from './texts.ts';

const errors = { 400: errorBody, 401: errorBody, 402: errorBody, 404: errorBody, 409: errorBody };
/** A keyed write also answers 422 (its key sent with another request) and 503 (retry later). */
const keyedErrors = { 422: errorBody, 503: errorBody };

const joined = ({ order, filled }: { order: Order; filled: boolean }): JoinResponse => ({
  success: true,
  message: filled ? groupTexts.joinedAndFilled : groupTexts.joined(order.quantity),
  data: order,
});
const left = (cancelledIds: number[]): LeaveResponse => ({
  success: true,
  message: groupTexts.left,
  data: { cancelled_order_ids: cancelledIds },
});
const bought = (order: Order): BuyAllResponse => ({
  success: true,
  message: groupTexts.bought,
  data: order,
});

/** docs/product.md §7's group calls: join, leave, buy all, a deal's standing and the shopper's deals. */
export function groupRoutes({
  groups,
  guard,
  idempotency,
}: {
  groups: GroupsService;
  guard: AuthGuard;
  idempotency: Idempotency;
}): FastifyPluginAsyncZod {
  return async (app) => {
    guard.signedInOnly(app);
    const route = routesOf(app, { tags: ['groups'], errors });

    standingRoutes(route, groups);
    writeRoutes(route, { groups, idempotency });
  };
}

type Route = ReturnType<typeof routesOf<typeof errors>>;

/** Where the shopper stands: the deals they have orders in, and one deal's group and their part. */
function standingRoutes(route: Route, groups: GroupsService): void {
  route.get(
    '/deals/user',
    {
      summary: 'The deals the shopper has orders in',
      querystring: userDealsQuery,
      answers: { 200: userDealsResponse },
    },
    async (request) => ({
      success: true as const,
      ...(await groups.userDeals(signedInUser(request).userId, request.query)),
    }),
  );

  route.get(
    '/deals/:id/status',
    {
      summary: "The open group's progress and the shopper's standing",
      params: idParams,
      answers: { 200: dealStatusResponse },
    },
    async (request) =>
      succeeded(await groups.status(signedInUser(request).userId, request.params.id)),
  );
}

/** The writes, each safe to retry under an Idempotency-Key: join, leave, buy all. */
function writeRoutes(route: Route, { groups, idempotency }: KeyedCalls): void {
  route.post(
    '/deals/:id/join',
    {
      summary: "Reserves units in the deal's open group on the saved card",
      params: idParams,
      headers: idempotentWriteHeaders,
      body: joinRequest,
      answers: { 200: joinResponse, ...keyedErrors },
    },
    async (request, reply) => {
      const { userId } = signedInUser(request);
      const dealId = request.params.id;
      const keyed = keyedRequest(request, userId);
      if (!keyed) return joined(await groups.join(userId, dealId, request.body));
      const answer = await joinOnce({ groups, idempotency }, keyed, dealId, request.body);
      return sendAnswer<JoinResponse>(reply, answer);
    },
  );

  route.delete(
    '/deals/:id/leave',
    {
      summary: "Ends the shopper's pending reservations in the deal",
      params: idParams,
      headers: idempotentWriteHeaders,
      answers: { 200: leaveResponse, ...keyedErrors },
    },
    async (request, reply) => {
      const { userId } = signedInUser(request);
      const answer = await idempotency.inTransaction(
        keyedRequest(request, userId),
        groups.transaction,
        async (tx) => answerOf(await groups.leave(tx, userId, request.params.id), left),
      );
      return sendAnswer<LeaveResponse>(reply, answer);
    },
  );

  route.post(
    '/deals/:id/buy-all',
    {
      summary: 'Buys the whole group alone, charged at once',
      params: idParams,
      headers: idempotentWriteHeaders,
      body: buyAllRequest,
      answers: { 200: buyAllResponse, ...keyedErrors },
    },
    async (request, reply) => {
      const { userId } = signedInUser(request);
      const dealId = request.params.id;
      const keyed = keyedRequest(request, userId);
      if (!keyed) return bought(await groups.buyAll(userId, dealId, request.body));
      const answer = await buyAllOnce({ groups, idempotency }, keyed, dealId, request.body);
      return sendAnswer<BuyAllResponse>(reply, answer);
    },
  );
}

type KeyedCalls = { groups: GroupsService; idempotency: Idempotency };

/** A join under an Idempotency-Key: made once, and a retry answers what the first one did. */
function joinOnce(
  { groups, idempotency }: KeyedCalls,
  keyed: KeyedRequest,
  dealId: number,
  body: z.output<typeof joinRequest>,
): Promise<Answer> {
  return idempotency.once(keyed, {
    reference: groups.newOrderId,
    // The reservation statement marks the key: its order is there, and whether it filled.
    async recorded({ reference, effect }) {
      if (reference === null || effect === null) return undefined;
      const order = await groups.orderOf(keyed.userId, reference);
      return order && okAnswer(joined({ order, filled: effect.filled === true }));
    },
    run: async ({ reference }) =>
      okAnswer(
        joined(
          await groups.join(keyed.userId, dealId, body, {
            ...(reference === null ? {} : { orderId: reference }),
            idempotencyKey: keyed.key,
          }),
        ),
      ),
  });
}

/** A buy of the whole group under an Idempotency-Key: the card is charged once. */
function buyAllOnce(
  { groups, idempotency }: KeyedCalls,
  keyed: KeyedRequest,
  dealId: number,
  body: z.output<typeof buyAllRequest>,
): Promise<Answer> {
  return idempotency.once(keyed, {
    reference: groups.newOrderId,
    // The order is recorded before its payment is captured: once it is there, the buy
    // happened, and a retry only sees its capture through.
    async recorded({ reference }) {
      if (reference === null) return undefined;
      const order = await groups.recordedBuyAll(keyed.userId, reference);
      return order && okAnswer(bought(order));
    },
    run: async ({ reference }) =>
      okAnswer(bought(await groups.buyAll(keyed.userId, dealId, body, reference ?? undefined))),
  });
}
