// Issue 11 (one name per thing): each section's name, defined once. The tab title (route table),
// the page heading (form definition), the overview's block and the confirm page's section all
// read it from here, so a resident never meets one section under two names.

/** Step 1's three sections (spec §3 form-section groups 1–3). */
export const stepOneSectionNames = {
  applicant: '申請者の情報',
  moving: '住所・引越し日・世帯',
  procedures: '希望する手続き',
} as const;
