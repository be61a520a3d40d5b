import { describe, expect, it } from 'vitest';
import { answerGuard } from './answer-guard';

describe('answerGuard', () => {
  it('passes answers on until the effect ends, and drops them after', () => {
    const seen: string[] = [];
    const answers = answerGuard();
    const handle = answers.whileLive((value: string, more: string) => seen.push(value + more));
    handle('a', '1');
    answers.end();
    handle('b', '2');
    expect(seen).toEqual(['a1']);
  });

  it('guards each effect run on its own', () => {
    const seen: string[] = [];
    const first = answerGuard();
    const second = answerGuard();
    first.end();
    first.whileLive((value: string) => seen.push(value))('stale');
    second.whileLive((value: string) => seen.push(value))('fresh');
    expect(seen).toEqual(['fresh']);
  });
});
