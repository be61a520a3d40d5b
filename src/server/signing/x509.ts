// @peculiar/x509 resolves its algorithms through tsyringe, which needs the Reflect metadata
// polyfill loaded first. Import X.509 only from here, so the order is always right.
import 'reflect-metadata';

export * as x509 from '@peculiar/x509';
