// Whom a resident calls: うつる's own help line and, for a suspected fraud, the police's
// consultation line. One place, so the fraud-alert mail and the contact page say the same thing.
// The 0120 number is the development seed's, fictional: an operator sets the real one here.

export interface PhoneContact {
  readonly name: string;
  readonly phone: string;
  readonly hours: string;
}

export const supportContact: PhoneContact = {
  name: 'うつる お問い合わせ窓口',
  phone: '0120-270-027',
  hours: '平日 9:00〜18:00、土日・祝日・12月29日〜1月3日は休み',
};

/** The police's consultation line (not 110): it takes fraud and misuse that is not an emergency. */
export const policeConsultation: PhoneContact = {
  name: '警察相談専用電話',
  phone: '＃9110',
  hours: '平日の日中。受付時間は都道府県警察により異なります',
};
