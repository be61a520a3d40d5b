// The types that only show something: descriptions, notices, links, the addressee, and read-*
// values of another section or of the verified claims. They hold no value of their form.
import type { DisplayFieldModule } from './field-type-module';

export const displayFieldModule: DisplayFieldModule = { holds: 'nothing' };
