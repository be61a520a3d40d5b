export * from './calendar-date';
export * from './character-count';
export * from './date-rules';
export * from './messages';
export * from './person-name-rule';
export * from './rule-registry';
export * from './string-rules';
export * from './zip-existence-rule';
