// GET csrf_token: the token the client's middleware sends with every POST (client.ts).
import type { Client } from 'openapi-fetch';
import { unwrap } from './api-error';
import type { ClientPaths } from './client-paths';

// Typed by the paths rather than ApiClient: client.ts imports this module to build the client.
export async function getCsrfToken(client: Client<ClientPaths>): Promise<string> {
  return unwrap(await client.GET('/csrf_token')).csrf_token;
}
