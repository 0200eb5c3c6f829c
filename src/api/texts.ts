/** docs/product.md §8, general: the fallback when a failure carries no message of its own. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
