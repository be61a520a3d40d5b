// The one line a server writes once it listens (issue 30 point 6): which build runs, on which
// database, with which providers, mail and jobs, so an operator reading the log of any instance
// knows what it is without asking it. Only names and hosts: no secret, no URL credentials.
import packageJson from '../../../package.json' with { type: 'json' };
import type { AppConfig } from '../config';
import type { ProviderConfig } from '../auth/providers';

/** Set by the server's build (src/server/ops/build-server.ts) from `git rev-parse HEAD`; absent when run from the sources. */
declare const __UTSURU_COMMIT__: string | undefined;

export const buildCommit = (): string => (typeof __UTSURU_COMMIT__ === 'string' && __UTSURU_COMMIT__ ? __UTSURU_COMMIT__ : 'sources');

export interface StartFacts {
  version: string;
  commit: string;
  node: string;
  mode: 'production' | 'development';
  database: 'pglite' | 'postgres';
  /** Each login provider as `id=issuer host`; `dev-idp` when the embedded provider serves them all. */
  providers: string[];
  mail: 'smtp' | 'development receiver';
  jobs: boolean;
  catalogue: string;
}

type StartConfig = Pick<AppConfig, 'production' | 'idpProviders' | 'jobs' | 'catalogueDir'> & { mail: Pick<AppConfig['mail'], 'smtpUrl'> };

export function startFacts(config: StartConfig, database: 'pglite' | 'postgres', providers: readonly Pick<ProviderConfig, 'id' | 'issuer'>[]): StartFacts {
  return {
    version: packageJson.version,
    commit: buildCommit(),
    node: process.versions.node,
    mode: config.production ? 'production' : 'development',
    database,
    providers: config.idpProviders ? providers.map((provider) => `${provider.id || 'primary'}=${new URL(provider.issuer).host}`) : ['dev-idp'],
    mail: config.mail.smtpUrl ? 'smtp' : 'development receiver',
    jobs: config.jobs,
    catalogue: config.catalogueDir ?? 'seeds',
  };
}
