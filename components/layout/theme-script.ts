// Runs in <head> before the first paint: the stored choice wins, otherwise the system's.
// Kept tiny and self-contained; a broken localStorage must not stop the page.
export const THEME_STORAGE_KEY = 'theme';

export const themeScript = `(function(){try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');var d=t==='dark'||(t!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d);}catch(e){}})();`;
