// The help pages' chunk (issue 28): よくある質問, お問い合わせ and アクセシビリティ方針, reached
// from the footer of every page, signed in or not.
export { AccessibilityPage } from './accessibility-page';
export { ContactPage } from './contact-page';
export { FaqPage } from './faq-page';
