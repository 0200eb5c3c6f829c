import type { ServerModule } from './module.ts';
import { adminModule } from './modules/admin/module.ts';
import { alertsModule } from './modules/alerts/module.ts';
import { authModule } from './modules/auth/module.ts';
import { catalogModule } from './modules/catalog/module.ts';
import { checkoutModule } from './modules/checkout/module.ts';
import { groupsModule } from './modules/groups/module.ts';
import { orderEngineModule } from './modules/order-engine/module.ts';
import { ordersModule } from './modules/orders/module.ts';
import { passkeysModule } from './modules/passkeys/module.ts';
import { paymentRecoveryModule } from './modules/payment-recovery/module.ts';
import { paymentsModule } from './modules/payments/module.ts';
import { profileModule } from './modules/profile/module.ts';
import { receiptsModule } from './modules/receipts/module.ts';
import { searchModule } from './modules/search/module.ts';
import { shareImagesModule } from './modules/share-images/module.ts';
import { systemModule } from './modules/system/module.ts';

/**
 * Every module of the server, in the order their calls are registered (and listed in the API
 * document). A new module is one line here; its module.ts says the rest (docs/architecture.md §2).
 */
export const serverModules: readonly ServerModule[] = [
  catalogModule,
  searchModule,
  shareImagesModule,
  authModule,
  passkeysModule,
  profileModule,
  alertsModule,
  paymentsModule,
  groupsModule,
  ordersModule,
  paymentRecoveryModule,
  receiptsModule,
  adminModule,
  checkoutModule,
  systemModule,
  orderEngineModule,
];
