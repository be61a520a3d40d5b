// The environment of a production start that has every required setting (fresh keys, an
// external identity provider), for tests of what production refuses or changes.
import { randomBytes } from 'node:crypto';
import { receiptSigningEnv } from './receipt-signing-env';

const key = () => randomBytes(32).toString('base64');

export const productionEnv = {
  NODE_ENV: 'production',
  IDP_PROVIDERS: JSON.stringify([{ id: '', issuer: 'https://idp.example.test', client_id: 'utsuru', client_secret: 'secret' }]),
  DOCUMENT_ENCRYPTION_KEY: key(),
  IDENTITY_HASH_KEY: key(),
  CSRF_TOKEN_KEY: key(),
  ...receiptSigningEnv,
};
