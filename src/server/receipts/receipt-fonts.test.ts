// A production start on a machine without the receipts' font is refused (every download would
// fail); development starts anyway, and `npm start` installs the font first.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/config-error';
import { requireReceiptFonts } from './receipt-pdf';

describe('the receipts’ font', () => {
  it('refuses a production start without it, and lets one with it or a development start go', () => {
    expect(() => requireReceiptFonts(true, ['/nonexistent/NotoSansCJK-Regular.ttc'])).toThrow(ConfigError);
    expect(() => requireReceiptFonts(false, ['/nonexistent/NotoSansCJK-Regular.ttc'])).not.toThrow();
    expect(() => requireReceiptFonts(true)).not.toThrow();
  });
});
