// The resident, sessions and applications the my-page machine's tests play with.
import type { Applications, AuthStatus, LogoutResult, UserInfo } from '../my-page.machine';

export const user: UserInfo = {
  name: { last: '山田', first: '太郎' },
  name_kana: { last: 'ヤマダ', first: 'タロウ' },
  birth_date: '1990/04/01',
  gender: 'male',
  address: { zipcode: '1000001', jis_code: '131016', pref: '東京都', city: '千代田区', town: '千代田', line: '1-1' },
  email: null,
};
export const signedIn: AuthStatus = { authenticated: true, provider: '', expires_at: '2026-11-22T12:00:00+09:00' };
export const anonymous: AuthStatus = { authenticated: false, provider: null, expires_at: null };
export const loggedOut: LogoutResult = { logged_out: true };
export const submitted: Applications = {
  applications: [
    {
      application_id: '5b1f0c0e-8f52-4a43-9a57-1f3f0b6f2a11',
      phase: 1,
      reception_number: 'K7QM-3XWD-90TB',
      submitted_at: '2026-11-20T10:15:00+09:00',
      move_date: '2026/12/01',
      recipients: [{ id: '00000000-0000-4000-8000-000000000010', kind: 'municipality', procedure: 'move_out', name: '千代田区', status: 'delivered', status_at: '2026-11-20T03:00:00.000Z' }],
      additions: [],
      cancellable: false,
      past_move_date: false,
      timeline: [],
    },
  ],
};
export const noApplications: Applications = { applications: [] };
/** The same application once the municipality reported 完了: nothing left to watch. */
export const completed: Applications = {
  applications: submitted.applications.map((application) => ({
    ...application,
    recipients: application.recipients.map((recipient) => ({ ...recipient, status: 'completed' as const, status_at: '2026-11-24T05:02:00.000Z' })),
  })),
};

/** The municipality reported 受付: a change, and still something to watch. */
export const received: Applications = {
  applications: submitted.applications.map((application) => ({
    ...application,
    recipients: application.recipients.map((recipient) => ({ ...recipient, status: 'received' as const, status_at: '2026-11-21T01:00:00.000Z' })),
  })),
};

export const apiError = (code: string) => ({ code, message: code });
