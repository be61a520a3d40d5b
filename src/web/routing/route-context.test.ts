import { describe, expect, it } from 'vitest';
import { routes } from '#shared/routes';
import { flowOf, pageKindOf, rememberedStartPath } from './route-context';

describe('route context', () => {
  it('gives each layout its flow', () => {
    expect(flowOf('step')).toBe('normal');
    expect(flowOf('common')).toBe('normal');
    expect(flowOf('after')).toBe('addition');
    expect(flowOf('revocation')).toBe('revocation');
  });

  it('marks exactly the three confirm pages as confirm pages', () => {
    const confirm = routes.filter((route) => pageKindOf(route.name) === 'confirm').map((route) => route.pattern);
    expect(confirm).toEqual(['/step/confirm', '/after/step/confirm', '/revocation/step/confirm']);
  });

  it('turns the start-button type into its page', () => {
    expect(rememberedStartPath('index')).toBe('/');
    expect(rememberedStartPath('index01')).toBe('/index01');
    expect(rememberedStartPath(null)).toBeNull();
  });
});
