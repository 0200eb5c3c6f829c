export { orderAmounts, type OrderAmounts } from '../../contract/pricing.ts';
