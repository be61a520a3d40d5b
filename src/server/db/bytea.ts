// Drizzle's pg-core has no bytea column. node-postgres hands back a Buffer and PGlite a
// Uint8Array; both become a Buffer so callers see one type whichever driver runs.
import { customType } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  toDriver(value) {
    return value;
  },
  fromDriver(value) {
    return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  },
});
