// The IdP pages' only stylesheet, served as an external file because the CSP allows no inline
// style. Colours keep at least 4.5:1 contrast; focus is always visible.
export const idpStylesheet = `
*,*::before,*::after{box-sizing:border-box}
html{font-size:100%}
body{margin:0;font-family:"Noto Sans JP","Hiragino Sans","Yu Gothic",sans-serif;line-height:1.7;color:#1a1a1c;background:#f8f8fb}
.idp-header{background:#00118f;color:#fff;padding:12px 16px}
.idp-brand{margin:0;font-weight:700}
.idp-main{max-width:640px;margin:0 auto;padding:24px 16px 48px}
h1{font-size:1.5rem;line-height:1.4;margin:0 0 16px}
.idp-lead{margin:0 0 24px}
.idp-fieldset{border:0;margin:0 0 24px;padding:0}
.idp-fieldset legend,.idp-field>label{display:block;font-weight:700;margin-bottom:8px}
.idp-required{display:inline-block;margin-left:8px;font-size:.875rem;font-weight:700;color:#c61c1c}
.idp-radio{display:grid;grid-template-columns:auto 1fr;column-gap:12px;align-items:start;background:#fff;border:1px solid #767676;border-radius:8px;padding:12px 16px;margin-bottom:8px}
.idp-radio input{width:24px;height:24px;margin:2px 0 0}
.idp-radio label{font-weight:700;cursor:pointer}
.idp-radio .idp-support{grid-column:2}
.idp-kana{font-weight:400;margin-left:4px}
.idp-support{margin:0 0 8px;font-size:.9375rem;color:#41414b}
.idp-error{margin:0 0 8px;font-weight:700;color:#c61c1c}
.idp-field{margin-bottom:24px}
.idp-input{display:block;width:10em;font-size:1.25rem;letter-spacing:.25em;padding:8px 12px;border:1px solid #41414b;border-radius:8px;background:#fff;color:#1a1a1c}
.idp-input[aria-invalid="true"]{border:2px solid #c61c1c}
.idp-input-wide{width:100%;max-width:20em;letter-spacing:.1em}
.idp-actions{margin-bottom:16px}
.idp-notice{border:2px solid #c61c1c;border-radius:8px;background:#fdeeee;padding:12px 16px;margin:0 0 24px}
.idp-summary{background:#fff;border:1px solid #767676;border-radius:8px;padding:12px 16px;margin:0 0 24px}
.idp-summary dt{font-weight:700}
.idp-summary dd{margin:0 0 8px;overflow-wrap:anywhere}
.idp-summary code{font-size:.9375rem}
.idp-list{margin:0;padding-left:1.5em}
.idp-link{color:#00118f;font-weight:700}
.idp-button{display:inline-block;min-width:12em;min-height:48px;padding:8px 24px;font:inherit;font-weight:700;border-radius:8px;cursor:pointer}
.idp-button-primary{background:#00118f;color:#fff;border:2px solid #00118f}
.idp-button-primary:hover{background:#000060}
.idp-button-secondary{background:#fff;color:#00118f;border:2px solid #00118f}
.idp-button-secondary:hover{background:#e8e8fe}
:focus-visible{outline:3px solid #1a1a1c;outline-offset:2px;box-shadow:0 0 0 5px #ffd43d}
.idp-footer{max-width:640px;margin:0 auto;padding:16px;font-size:.875rem;color:#41414b}
`;
