// /after/personalinfo: the normal flow's applicant page for the addition's draft. A chunk of its
// own: it needs none of the lifeline page's (the visit-date calendar among them).
import { PersonalInfoPage } from '../../shared/sections/personal-info-page';
import { AdditionSection } from './addition-section';

export function AfterPersonalInfoPage() {
  return (
    <AdditionSection>
      <PersonalInfoPage />
    </AdditionSection>
  );
}
