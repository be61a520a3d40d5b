// 全国地方公共団体コード: 5 digits (2 prefecture + 3 municipality) and a check digit. The postal
// data keys municipalities by the 5 digits; the contract speaks the 6-digit code.

/** The check digit: weights 6,5,4,3,2; 11 minus the sum's remainder mod 11, last digit kept. */
export function jisCheckDigit(code5: string): string {
  let sum = 0;
  for (let i = 0; i < 5; i++) sum += Number(code5[i]) * (6 - i);
  return String((11 - (sum % 11)) % 10);
}

export function toJisCode(code5: string): string {
  return `${code5}${jisCheckDigit(code5)}`;
}

/** The 5-digit code of a 5- or 6-digit code, or null when a 6th digit is not its check digit. */
export function municipalityKey(code: string): string | null {
  if (!/^\d{5}(\d)?$/.test(code)) return null;
  const code5 = code.slice(0, 5);
  return code.length === 5 || jisCheckDigit(code5) === code[5] ? code5 : null;
}
