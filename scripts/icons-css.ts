// `npm run icons`: writes src/web/styles/icons.css from the icon shapes (see
// src/web/components/ui/icon-css.ts). A unit test fails while the file is out of date.
import { writeFileSync } from 'node:fs';
import { iconCss } from '#web/components/ui/icon-css';

writeFileSync('src/web/styles/icons.css', iconCss());
console.log('src/web/styles/icons.css written');
