import type { APIRequestContext } from '@playwright/test';
import { BACKEND_ORIGIN } from '@/tests/harness/variants.mjs';
import { expect } from './fixtures';

/** A message as tests/contact-backend/server.mjs recorded it. */
export interface Received {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  bytes: number;
  fields: [string, string][];
  /** Whether the ALTCHA endpoint verified its answer (only there). */
  verified?: boolean;
}

/** Every message the form service has received from this address. */
export async function receivedFrom(request: APIRequestContext, email: string): Promise<Received[]> {
  const response = await request.get(`${BACKEND_ORIGIN}/__received`, { params: { email } });
  return response.json();
}

/** The one message the server holds from this address, once it has arrived. */
export async function theMessage(request: APIRequestContext, email: string) {
  await expect.poll(async () => (await receivedFrom(request, email)).length).toBe(1);
  const [message] = await receivedFrom(request, email);
  return message as Received;
}
