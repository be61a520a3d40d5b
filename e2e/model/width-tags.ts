// The tags that give a generated browser path one width only (browser-model.ts's widthTag): each
// project of playwright.config.ts leaves out the other width's.
export const widthTags = { mobile: '@model-375', desktop: '@model-1366' } as const;
