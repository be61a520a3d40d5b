// Where a login ends up: the landing page of its flow, or the flow's login-error page
// (spec §2 error routes; the provider id is the route segment, '' for the primary one).
export type Phase = 1 | 2 | 3;

const flowSegment: Record<Phase, string> = { 1: '', 2: '/after', 3: '/revocation' };

export function loginErrorPath(phase: Phase, providerId: string): string {
  const provider = providerId ? `/${providerId}` : '';
  return `/error${flowSegment[phase]}${provider}/loginerror`;
}

export function landingPath(phase: Phase): string {
  return phase === 1 ? '/mypage' : phase === 2 ? '/after/step' : '/revocation/step';
}
