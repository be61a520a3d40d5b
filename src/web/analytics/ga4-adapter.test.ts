import { describe, expect, it } from 'vitest';
import { createGa4Adapter, type GtagHost } from './ga4-adapter';

function host(): GtagHost & { scripts: string[] } {
  const scripts: string[] = [];
  return { dataLayer: [], origin: 'https://utsuru.example', scripts, addScript: (src) => void scripts.push(src) };
}

// gtag.js reads dataLayer entries as argument lists.
const calls = (dataLayer: unknown[]) => dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('GA4 adapter', () => {
  it('loads gtag.js for the measurement id and turns off automatic page views', () => {
    const page = host();
    createGa4Adapter('G-ABC123', page);
    expect(page.scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC123']);
    const [js, config] = calls(page.dataLayer);
    expect(js?.[0]).toBe('js');
    expect(config).toEqual(['config', 'G-ABC123', { send_page_view: false }]);
  });

  it('sends page views and error pages as gtag events', () => {
    const page = host();
    const adapter = createGa4Adapter('G-ABC123', page);
    adapter.send({ type: 'page_view', path: '/mypage', title: 'マイページ｜うつる 引越し手続き' });
    adapter.send({ type: 'error_page', status: 408, title: '時間切れ', path: '/error/expired' });
    expect(calls(page.dataLayer).slice(2)).toEqual([
      ['event', 'page_view', { page_location: 'https://utsuru.example/mypage', page_path: '/mypage', page_title: 'マイページ｜うつる 引越し手続き' }],
      ['event', 'error_page', { status: 408, error_title: '時間切れ', page_path: '/error/expired' }],
    ]);
  });
});
