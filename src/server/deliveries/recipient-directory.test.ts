// Where messages go (issue 12 §6): a seeded `dev-inbox` recipient reaches this process's
// development inbox, never in production; an https endpoint is used as configured.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { lifelineCatalogue, loadLifelineCatalogue } from '../domain/lifeline-catalogue';
import { loadParticipationTable, participationTable } from '../domain/participation-table';
import { createRecipientDirectory, devInboxOn } from './recipient-directory';

const development = readConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:8080/' });
const production = { ...development, production: true };

describe('recipient directory', () => {
  it('routes the seeded recipients to the development inbox of PUBLIC_URL', async () => {
    const domain = { participation: await loadParticipationTable(), lifeline: await loadLifelineCatalogue() };
    const directory = createRecipientDirectory(development, domain);
    expect(directory.endpointOf('municipality.131016')).toEqual({
      url: 'http://localhost:8080/dev-inbox/recipients/municipality.131016/webhook',
      name: '千代田区',
      devInbox: true,
    });
    expect(directory.endpointOf('business.sakura-gas')?.url).toBe('http://localhost:8080/dev-inbox/recipients/business.sakura-gas/webhook');
    expect(directory.endpointOf('business.nobody')).toBeNull();
    expect(devInboxOn(development, domain)).toBe(true);
  });

  it('refuses the development inbox in production, and uses real endpoints as configured', async () => {
    const seeded = { participation: await loadParticipationTable(), lifeline: await loadLifelineCatalogue() };
    expect(() => createRecipientDirectory(production, seeded)).toThrow(/dev-inbox is configured for municipality\.\d{6}/);
    expect(devInboxOn(production, seeded)).toBe(false);

    const real = {
      participation: participationTable(seeded.participation.all.map((entry) => ({ ...entry, delivery_endpoint: `https://lg.example.jp/${entry.jis_code}` }))),
      lifeline: lifelineCatalogue(seeded.lifeline.all.map((entry) => ({ ...entry, delivery_endpoint: 'https://gas.example.jp/utsuru' }))),
    };
    expect(createRecipientDirectory(production, real).endpointOf('municipality.131016')).toEqual({ url: 'https://lg.example.jp/131016', name: '千代田区', devInbox: false });
    expect(devInboxOn(development, real)).toBe(false);
  });
});
