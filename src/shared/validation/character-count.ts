// Spec §5 counts name characters. We count Unicode code points, so a kanji outside the BMP
// such as 𠮷 (a surrogate pair in UTF-16) is one character, as the resident sees it. Combining
// marks would count on their own, but the input helpers turn half-width ｶﾞ into one ガ first.
export function characterCount(text: string): number {
  let count = 0;
  for (const _codePoint of text) count += 1;
  return count;
}
