// Light and dark themes: the system's choice at first, then the user's, remembered.

import { localStore } from '../core/index.js';

const STORAGE_KEY = 'gamegraph.theme';

export function setUpTheme(button) {
  let theme;
  try {
    theme = localStore()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    theme = null;
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  const apply = () => {
    document.documentElement.dataset.theme = theme;
    const other = theme === 'dark' ? 'light' : 'dark';
    button.setAttribute('aria-label', `Switch to ${other} theme`);
    button.title = `Switch to ${other} theme`;
    button.textContent = theme === 'dark' ? '☀' : '☾';
  };
  button.addEventListener('click', () => {
    theme = theme === 'dark' ? 'light' : 'dark';
    try {
      localStore()?.setItem(STORAGE_KEY, theme);
    } catch {
      // Not remembered; still switched.
    }
    apply();
  });
  apply();
}
