import { api, toastPolicy } from './client';

/**
 * A POST whose outcome the screen explains itself, so neither general toast shows (docs/product.md §8), and
 * that the client never repeats on its own: a payment or an order must not happen twice behind
 * the shopper's back, and a refusal is read before anything is tried again.
 */
export function postOnce<Response>(path: string, json: unknown): Promise<Response> {
  return api
    .post(path, { json, retry: 0, context: toastPolicy({ errors: false, success: false }) })
    .json<Response>();
}
