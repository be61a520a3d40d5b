// The development identity provider's storage for oidc-provider (its `adapter` option; decision
// 026): every model in the dev_idp_models table, so that a login one app process began (the
// interaction, the IdP session, the grant, the code, the token) goes on at whichever process a
// load balancer sends the next request to. oidc-provider's own adapter keeps them in process
// memory. Ids are bearer values (cookies, codes, tokens): rows are keyed by a digest, and the
// payload, which repeats the id, is encrypted. A row past its expiry is never found.
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Clock } from '../clock';
import type { DocumentCipher } from '../crypto/document-cipher';
import type { Db } from '../db/database-handle';
import { devIdpModels } from '../db/schema';

export interface DevIdpModelStoreDeps {
  db: Db;
  cipher: DocumentCipher;
  /** Decides expiry, like every other expiring row of the app. */
  clock: Clock;
}

const digest = (kind: string, value: string) => createHash('sha256').update(`${kind}\n${value}`).digest('base64url');
const payloadAad = (key: string) => `dev_idp_models:${key}`;

/** oidc-provider's adapter factory: one adapter per model name, all in one table. */
export function createDevIdpModelStore({ db, cipher, clock }: DevIdpModelStoreDeps): (model: string) => Adapter {
  return (model) => {
    const keyOf = (id: string) => digest(model, id);

    async function findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
      const rows = await db
        .select({ key: devIdpModels.key, payload: devIdpModels.payload, consumedAt: devIdpModels.consumedAt })
        .from(devIdpModels)
        .where(and(eq(devIdpModels.model, model), condition, or(isNull(devIdpModels.expiresAt), gt(devIdpModels.expiresAt, clock.now()))))
        .limit(1);
      const row = rows[0];
      if (!row) return undefined;
      const payload = cipher.open<AdapterPayload>(row.payload, payloadAad(row.key));
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        const columns = {
          model,
          grantKey: typeof payload.grantId === 'string' ? digest('grant', payload.grantId) : null,
          uidKey: typeof payload.uid === 'string' ? digest('uid', payload.uid) : null,
          payload: cipher.seal(payload, payloadAad(key)),
          consumedAt: null,
          expiresAt: typeof expiresIn === 'number' ? new Date(clock.now().getTime() + expiresIn * 1000) : null,
        };
        await db
          .insert(devIdpModels)
          .values({ key, ...columns })
          .onConflictDoUpdate({ target: devIdpModels.key, set: columns });
      },
      find: (id) => findWhere(eq(devIdpModels.key, keyOf(id))),
      findByUid: (uid) => findWhere(eq(devIdpModels.uidKey, digest('uid', uid))),
      // The device flow is off (dev-provider.ts), so no model carries a user code.
      findByUserCode: async () => undefined,
      async consume(id) {
        await db.update(devIdpModels).set({ consumedAt: clock.now() }).where(eq(devIdpModels.key, keyOf(id)));
      },
      async destroy(id) {
        await db.delete(devIdpModels).where(eq(devIdpModels.key, keyOf(id)));
      },
      async revokeByGrantId(grantId) {
        await db.delete(devIdpModels).where(and(eq(devIdpModels.model, model), eq(devIdpModels.grantKey, digest('grant', grantId))));
      },
    };
  };
}

/** Housekeeping for the retention job: rows that expired before `before`. */
export async function purgeDevIdpModelsExpiredBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(devIdpModels).where(lt(devIdpModels.expiresAt, before)).returning({ key: devIdpModels.key });
  return rows.length;
}
