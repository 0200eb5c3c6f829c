import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common.ts';
import { routesOf } from '../../http/route.ts';
import type { AuthGuard } from '../auth/service.ts';
import { signedInUser } from '../auth/service.ts';
import type { ReceiptsService } from './service.ts';

/** An order's PDF receipt, for the shopper who owns the order only. */
export function receiptRoutes({
  receipts,
  guard,
}: {
  receipts: ReceiptsService;
  guard: AuthGuard;
}): FastifyPluginAsyncZod {
  return async (app) => {
    guard.signedInOnly(app);

    // Its answer is written, not serialised: the PDF's bytes would not fit a schema; errors still
    // get docs/product.md's envelope.
    routesOf(app, { tags: ['orders'], errors: {} }).get(
      '/orders/:id/receipt.pdf',
      {
        summary: "The order's PDF receipt (application/pdf)",
        params: idParams,
        written: { 200: { description: 'The receipt', contentType: 'application/pdf' } },
      },
      async (request, reply) => {
        const { orderNumber, content } = await receipts.receiptOf(
          signedInUser(request).userId,
          request.params.id,
        );
        return (
          reply
            .type('application/pdf')
            .header('content-disposition', `inline; filename="receipt-${orderNumber}.pdf"`)
            // A shopper's receipt never belongs in a shared cache.
            .header('cache-control', 'private, no-store')
            .send(content)
        );
      },
    );
  };
}
