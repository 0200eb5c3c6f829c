import type { CreateTestPaymentMethodRequest, PaymentMethod } from '../../../../contract/payments';

export type BillingDetails = NonNullable<CreateTestPaymentMethodRequest['billing_details']>;

/**
 * What any card form gives the payment step: a validated payment method or none.
 * The test provider's form and the Stripe Elements form both implement it. It lives apart from
 * payment-method-form.tsx, which picks one of those forms, so the forms need not import their
 * picker back.
 */
export interface PaymentMethodFormProps {
  billing: BillingDetails;
  validated: PaymentMethod | null;
  disabled: boolean;
  onValidated: (method: PaymentMethod) => void;
  onReset: () => void;
}
