// React and ReactDOM, evaluated on their own by the entry (main.tsx) before the app: two shorter
// tasks instead of one long one while the page is already on the screen (Lighthouse's total
// blocking time; a phone stays responsive to the resident's first taps).
import 'react';
import 'react/jsx-runtime';
import 'react-dom/client';
