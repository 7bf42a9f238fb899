// The local stand-in of PayPal that tools/jest/real-api.cjs starts for the packages with a real
// test API: its address, and what a buyer does in PayPal's window.

/** The PayPal stand-in's origin and client id (tools/jest/real-api.cjs). */
export function payPalStandIn(): { url: string; clientId: string } {
  const url = process.env.CHECKOUT_TEST_PAYPAL_URL;
  const clientId = process.env.CHECKOUT_TEST_PAYPAL_CLIENT_ID;
  if (!url || !clientId)
    throw new Error('the PayPal stand-in is started by tools/jest/real-api.cjs');
  return { url, clientId };
}

/**
 * What the buyer does in PayPal's window: approve the order with an instrument. Anonymous, as that
 * window is (the stand-in allows no Authorization header across origins).
 */
export async function approveAtPayPal(orderId: string, instrument = 'balance'): Promise<void> {
  const response = await fetch(`${payPalStandIn().url}/sdk/orders/${orderId}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ instrument }),
  });
  if (!response.ok) throw new Error(`approval refused: ${response.status}`);
}
