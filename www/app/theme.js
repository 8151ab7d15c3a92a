// Light and dark themes: the system's choice at first, then the user's, remembered.

const STORAGE_KEY = 'gamegraph.theme';

export function setUpTheme(button) {
  let theme;
  try {
    theme = localStorage.getItem(STORAGE_KEY);
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
      localStorage.setItem(STORAGE_KEY, theme);
    } catch {
      // Not remembered; still switched.
    }
    apply();
  });
  apply();
}
