'use client';

import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from '@/components/ui/icons';

type Props = {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
};

/** Closes the desk dialog around `element` (a form's button, after its save). */
export function closeDialogOf(element: Element | null): void {
  element?.closest('dialog')?.close();
}

/** A desk form's "Cancelar": closes its dialog, nothing saved. */
export function DialogCancel() {
  return (
    <button
      type="button"
      onClick={(event) => closeDialogOf(event.currentTarget)}
      className="rounded-full border-2 border-line px-6 py-3 font-bold text-ink-2 hover:bg-surface-2"
    >
      Cancelar
    </button>
  );
}

/**
 * A desk form in a native modal <dialog>: the page behind is inert, Escape closes it and the
 * browser gives focus back to the button that opened it. Full width on a phone; the title stays and
 * the form below it scrolls.
 */
export function DeskDialog({ title, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  // The latest onClose, without opening the dialog again when it changes.
  const closed = useRef(onClose);
  useEffect(() => {
    closed.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    const handler = () => closed.current();
    element.addEventListener('close', handler);
    return () => {
      element.removeEventListener('close', handler);
      if (element.open) element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-titulo`}
      className="m-auto max-h-[94dvh] w-[min(36rem,calc(100%-1rem))] flex-col overflow-clip rounded-3xl border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/60 open:flex"
    >
      <div className="flex shrink-0 items-start justify-between gap-3 border-b border-line bg-surface px-5 pt-5 pb-3">
        <h2 id={`${id}-titulo`} className="text-2xl font-extrabold">
          {title}
        </h2>
        <button
          type="button"
          onClick={(event) => closeDialogOf(event.currentTarget)}
          aria-label="Cerrar"
          className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-2 hover:bg-surface-2"
        >
          <CloseIcon strokeWidth={2.5} />
        </button>
      </div>
      {/* The form scrolls under the title, never behind it: a field focused for its error shows whole. */}
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
    </dialog>
  );
}
