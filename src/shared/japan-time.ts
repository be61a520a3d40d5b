// A moment as a resident in Japan reads it (issue 27): 2026年11月29日 20:02, in Japan's time
// whatever the time zone of the server or the browser. The mails, the receipt (控え) and
// マイページ's timeline all write a moment so.
const japanTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 2026-11-29T11:02:00Z → 2026年11月29日 20:02. */
export function japaneseDateTime(at: Date): string {
  const parts = Object.fromEntries(japanTime.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}年${parts.month}月${parts.day}日 ${parts.hour}:${parts.minute}`;
}
