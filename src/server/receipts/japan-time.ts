// A moment as a resident in Japan reads it on the receipt: 2026年11月29日 20:03 (JST).
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function japanDateTime(moment: Date): string {
  const part = Object.fromEntries(parts.formatToParts(moment).map(({ type, value }) => [type, value]));
  return `${part.year}年${part.month}月${part.day}日 ${part.hour}:${part.minute}`;
}
