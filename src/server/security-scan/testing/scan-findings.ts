// One shape for what either scanner reports, so the suite counts and lists them the same way.

export const severities = ['high', 'medium', 'low', 'info'] as const;
export type Severity = (typeof severities)[number];

export interface ScanFinding {
  tool: 'wapiti' | 'sqlmap';
  severity: Severity;
  /** The scanner's own class of finding (wapiti's category, or what sqlmap said). */
  category: string;
  /** `METHOD path`, the parameter and the scanner's words, to judge the finding by. */
  where: string;
  parameter: string;
  info: string;
}

export function countBySeverity(findings: readonly ScanFinding[]): Record<Severity, number> {
  const counts = { high: 0, medium: 0, low: 0, info: 0 };
  for (const finding of findings) counts[finding.severity] += 1;
  return counts;
}

/** The findings grouped by tool, severity and category, with where each was seen: for the record. */
export function findingLines(findings: readonly ScanFinding[]): string[] {
  const groups = new Map<string, Set<string>>();
  for (const finding of findings) {
    const key = `${finding.tool}, ${finding.severity}: ${finding.category}`;
    const places = groups.get(key) ?? new Set<string>();
    places.add(`${finding.where}${finding.parameter ? ` (${finding.parameter})` : ''}`);
    groups.set(key, places);
  }
  return [...groups].map(([key, places]) => `${key} — ${[...places].slice(0, 6).join('; ')}${places.size > 6 ? `; and ${places.size - 6} more` : ''}`);
}
