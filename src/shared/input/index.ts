export * from './date-typing';
export * from './digit-helpers';
export * from './input-helpers';
export * from './kana-conversion';
