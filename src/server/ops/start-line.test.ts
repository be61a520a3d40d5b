import { describe, expect, it } from 'vitest';
import { startFacts } from './start-line';

const development = { production: false, idpProviders: undefined, jobs: true, catalogueDir: undefined, mail: { smtpUrl: undefined } };

describe('the start line', () => {
  it('names the build, the database and the embedded providers in development', () => {
    const facts = startFacts(development, 'pglite', [{ id: '', issuer: 'http://localhost:8080/dev-idp' }]);
    expect(facts).toMatchObject({ version: expect.stringMatching(/^\d+\.\d+\.\d+/), commit: 'sources', mode: 'development', database: 'pglite', providers: ['dev-idp'], mail: 'development receiver', jobs: true, catalogue: 'seeds' });
  });

  it('names each production provider by its host, never the SMTP URL with its credentials', () => {
    const production = { ...development, production: true, idpProviders: '[…]', catalogueDir: '/srv/catalogue', mail: { smtpUrl: 'smtps://user:secret@relay.example.jp' } };
    const facts = startFacts(production, 'postgres', [
      { id: '', issuer: 'https://idp.example.jp/oidc' },
      { id: 'lp', issuer: 'https://lp.example.jp' },
    ]);
    expect(facts.providers).toEqual(['primary=idp.example.jp', 'lp=lp.example.jp']);
    expect(facts).toMatchObject({ mode: 'production', database: 'postgres', mail: 'smtp', catalogue: '/srv/catalogue' });
    expect(JSON.stringify(facts)).not.toContain('secret');
  });
});
