// A small RFC 5545 reader for tests: unfolds the lines and gives the VCALENDAR's and the first
// VEVENT's properties (parameters dropped, text unescaped), so a test reads what a calendar reads.
export interface ParsedCalendar {
  calendar: Record<string, string>;
  event: Record<string, string>;
  /** The raw property lines of the event, parameters kept (e.g. DTSTART;VALUE=DATE:20261202). */
  eventLines: string[];
}

const unescape = (value: string) => value.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');

export function parseIcs(text: string): ParsedCalendar {
  const lines = text.replace(/\r\n[ \t]/g, '').replace(/\n[ \t]/g, '').split(/\r?\n/).filter(Boolean);
  if (lines[0] !== 'BEGIN:VCALENDAR' || lines.at(-1) !== 'END:VCALENDAR') throw new Error('not a calendar');
  const calendar: Record<string, string> = {};
  const event: Record<string, string> = {};
  const eventLines: string[] = [];
  let where: 'calendar' | 'event' | 'other' = 'calendar';
  for (const line of lines) {
    if (line === 'BEGIN:VCALENDAR' || line === 'END:VCALENDAR') continue;
    if (line === 'BEGIN:VEVENT') where = 'event';
    else if (line === 'END:VEVENT') where = 'calendar';
    else if (line.startsWith('BEGIN:')) where = where === 'calendar' ? 'other' : where;
    else if (line.startsWith('END:') && where === 'other') where = 'calendar';
    else {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).split(';')[0] ?? '';
      const value = unescape(line.slice(colon + 1));
      if (where === 'event') {
        event[name] ??= value;
        eventLines.push(line);
      } else if (where === 'calendar') calendar[name] ??= value;
    }
  }
  return { calendar, event, eventLines };
}
