'use client';

import { useCallback, useState } from 'react';

/**
 * Open or closed, for a dialog that is mounted only while open. Every opening gets a new `key`:
 * a press that lands before the last dialog's `close` event was handled (Enter right after
 * Escape) then mounts a fresh dialog, instead of finding the closed one still mounted, changing
 * nothing, and being undone by that close event: the press was lost.
 */
export function useDialogState() {
  const [state, setState] = useState({ open: false, key: 0 });
  const show = useCallback(() => setState(({ key }) => ({ open: true, key: key + 1 })), []);
  const hide = useCallback(() => setState(({ key }) => ({ open: false, key })), []);
  return { ...state, show, hide };
}
