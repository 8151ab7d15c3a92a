// The page's chrome: the status line, the notice and the fatal error (www/app/main.js boots the
// page; www/app/modes.js switches its tabs).
// Other folders import this folder only through this file.

export { fatal, notice, placeholder, setBusy } from './page-status.js';
