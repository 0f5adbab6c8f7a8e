import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingOptions, checkoutResult, type CheckoutItem } from '@rehearse/contracts';
import { api, unwrap } from './api-client.ts';

/**
 * Stripe Checkout for the Student plan and its add-on, shared by the pricing page and the profile (two features:
 * here rather than in either, ADR 036). GET /t1/billing/options says whether Checkout is set up.
 */
export const getBillingOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'options'],
    queryFn: async ({ signal }) =>
      billingOptions.parse(unwrap(await api.get('/t1/billing/options', { signal }))),
    staleTime: 10 * 60 * 1000,
  });

export function useBillingOptions() {
  return useQuery(getBillingOptionsQueryOptions());
}

/** POST /t1/billing/checkout, then off to Stripe's page (it comes back to the profile). */
export async function goToCheckout(item: CheckoutItem) {
  const { url } = checkoutResult.parse(unwrap(await api.post('/t1/billing/checkout', { body: { item } })));
  window.location.assign(url);
}
