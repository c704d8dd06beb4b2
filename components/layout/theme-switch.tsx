'use client';

import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from './theme-script';
import { MoonIcon, SunIcon } from '@/components/ui/icons';

type Theme = 'light' | 'dark';
const listeners = new Set<() => void>();

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

function apply(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  // Follow the system until the visitor picks a theme; follow other tabs' picks.
  const onSystem = () => storedTheme() ?? apply(media.matches ? 'dark' : 'light');
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) apply(storedTheme() ?? (media.matches ? 'dark' : 'light'));
  };
  media.addEventListener('change', onSystem);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', onSystem);
    window.removeEventListener('storage', onStorage);
  };
}

export function ThemeSwitch() {
  // The server cannot know the theme: it renders a neutral label, the client corrects it.
  const theme = useSyncExternalStore(subscribe, currentTheme, () => null);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = theme === null ? 'Cambiar tema' : theme === 'dark' ? 'Cambiar a tema claro' : 'Cambiar a tema oscuro';

  function toggle() {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode or full storage: the switch still works for this page view.
    }
    apply(next);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      className="inline-flex size-11 items-center justify-center rounded-full text-ink-2 transition-colors hover:bg-surface-2"
    >
      {/* Sun in dark mode, moon in light mode; CSS picks so the first paint is right. */}
      <SunIcon className="hidden size-6 dark:block" />
      <MoonIcon className="size-6 dark:hidden" />
    </button>
  );
}
